import type { ApplicationService } from '@adonisjs/core/types'

type MiddlewareImport = () => Promise<{ default: abstract new (...args: never[]) => unknown }>

/*
| AdonisJS asks the container for every middleware of a request's pipeline
| (16 for a signed-in API request), and the container builds a new instance
| each time: the dependency look-ups, and for shield, the body parser and CORS
| their whole set-up from the config again (the guards' closures, the parsers'
| options, the normalised CORS rules). None of these middleware keeps anything
| of a request in the instance (all of it lives on the HttpContext), so each is
| built once, here at boot, and the container hands that instance to every
| request (a value bound on the container comes before its own bindings; a
| test's `container.swap` still comes first).
|
| A middleware that kept per-request state in its instance could not be listed
| here: keep such state on the HttpContext.
*/
export async function buildMiddlewareOnce(app: ApplicationService, imports: MiddlewareImport[]) {
  for (const load of imports) {
    const { default: Middleware } = await load()
    const instance = await app.container.make(Middleware as never)
    app.container.bindValue(Middleware as never, instance as never)
  }
}
