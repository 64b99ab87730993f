import router from '@adonisjs/core/services/router'
import encryption from '@adonisjs/core/services/encryption'
import { rememberVerifiedSignatures } from '#shared/internals/verified_signatures'
import server from '@adonisjs/core/services/server'
import emitter from '@adonisjs/core/services/emitter'
import { skipUnheardRequestEvents } from '#shared/internals/unheard_request_events'
import { buildMiddlewareOnce, callHandlersDirectly } from '#shared/internals/middleware_instances'
import app from '@adonisjs/core/services/app'

server.errorHandler(() => import('#shared/exceptions/handler'))

/*
| Server middleware runs for every request, matched or not: uploaded files
| and the built front ends are served before routing; CORS for remotes on
| other origins. Response headers come first, so every answer has them.
*/
const serverMiddleware = [
  () => import('#shared/middleware/response_headers_middleware'),
  () => import('#shared/middleware/container_bindings_middleware'),
  () => import('#shared/middleware/health_middleware'),
  () => import('#shared/middleware/uploads_middleware'),
  () => import('#shared/middleware/frontend_middleware'),
  () => import('@adonisjs/cors/cors_middleware'),
]
server.use(serverMiddleware)

const routerMiddleware = [
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('#shared/middleware/multipart_guard_middleware'),
  // NUL and lone surrogates in any input: a 422 before anything uses it.
  () => import('#shared/middleware/text_input_middleware'),
  () => import('#shared/internals/session_cookie_middleware'),
  () => import('@adonisjs/session/session_middleware'),
  () => import('@adonisjs/shield/shield_middleware'),
  () => import('#shared/middleware/csrf_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#shared/middleware/initialize_bouncer_middleware'),
]
router.use(routerMiddleware)

const namedMiddleware = {
  auth: () => import('#shared/middleware/auth_middleware'),
  silentAuth: () => import('#shared/middleware/silent_auth_middleware'),
  /** After auth: refuses a restricted or banned member's writes (403). */
  restricted: () => import('#shared/middleware/restricted_middleware'),
  /** Routes that take files: reads the multipart body (after auth and limits). */
  multipart: () => import('#shared/middleware/multipart_middleware'),
  /** After auth: an `Idempotency-Key` makes a create run once per member and key (its answer replayed). */
  idempotent: () => import('#shared/middleware/idempotency_middleware'),
}
export const middleware = router.named(namedMiddleware)

// Every middleware above is built once and handed to every request (none keeps per-request state in its instance).
const instances = await buildMiddlewareOnce(app, [
  ...serverMiddleware,
  ...routerMiddleware,
  ...Object.values(namedMiddleware),
])
// Once every route is registered, the middleware and the controllers are called without the container.
app.ready(() => callHandlersDirectly(server, router, instances))

// A signed cookie already verified (the session's, on every request) skips its HMACs.
rememberVerifiedSignatures(encryption.getMessageVerifier())
// The session's and the guard's per-request events are not dispatched while nothing listens to them.
skipUnheardRequestEvents(emitter)
