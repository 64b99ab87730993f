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
  | XSRF-TOKEN cookie in the X-XSRF-TOKEN header. A cross-site form or fetch
  | cannot read the cookie, so it is refused (JSON 403 from the handler).
  */
  csrf: {
    enabled: true,
    exceptRoutes: [],
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    cookieOptions: { sameSite: 'lax', path: '/' },
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
