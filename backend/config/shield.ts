import { defineConfig } from '@adonisjs/shield'

const shieldConfig = defineConfig({
  /* The CSP for the HTML shell is set where the shell is served (frontend middleware). */
  csp: {
    enabled: false,
    directives: {},
    reportOnly: false,
  },
  /*
  | Cookie-authenticated writes need the XSRF token: the SPA echoes the
  | XSRF-TOKEN cookie in the X-XSRF-TOKEN header. CSRF is checked by
  | #shared/middleware/csrf_middleware (shield's guard re-encrypted the cookie
  | on every answer); shield keeps the other protections.
  */
  csrf: {
    enabled: false,
    exceptRoutes: [],
    enableXsrfCookie: false,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: {
    enabled: true,
    action: 'DENY',
  },
  hsts: {
    enabled: true,
    maxAge: '180 days',
  },
  contentTypeSniffing: {
    enabled: true,
  },
})

export default shieldConfig
