import { defineConfig } from '@adonisjs/cors'
import { allowedOrigins } from '#shared/services/frontend_config'

/**
 * Credentials are allowed only for the app's own origin and the configured
 * remote origins: never a wildcard.
 */
const corsConfig = defineConfig({
  enabled: true,
  origin: (requestOrigin) => allowedOrigins().includes(requestOrigin),
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  headers: true,
  exposeHeaders: ['retry-after', 'x-account-restriction'],
  credentials: true,
  maxAge: 90,
})

export default corsConfig
