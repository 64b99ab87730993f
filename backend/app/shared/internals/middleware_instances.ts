import type { ApplicationService } from '@adonisjs/core/types'
import type { Router, Server } from '@adonisjs/core/http'

type Constructor = abstract new (...args: never[]) => unknown
type LazyImport = () => Promise<{ default: Constructor }>
/** What the server's and the routes' middleware stores and route handlers hold (the framework's handle objects). */
type HandleEntry = { reference?: unknown; handle: (resolver: unknown, ...args: unknown[]) => unknown }

/*
| AdonisJS asks the container for every middleware of a request's pipeline
| (16 for a signed-in API request) and for its controller, and the container
| builds a new instance each time: the dependency look-ups, and for shield,
| the body parser and CORS their whole set-up from the config again (the
| guards' closures, the parsers' options, the normalised CORS rules). None of
| these middleware keeps anything of a request in the instance (all of it
| lives on the HttpContext), so each is built once, here at boot, and bound on
| the container as a value (what `container.make` then hands out).
|
| A middleware that kept per-request state in its instance could not be listed
| here: keep such state on the HttpContext.
*/
export async function buildMiddlewareOnce(app: ApplicationService, imports: LazyImport[]) {
  const instances = new Map<unknown, object>()
  for (const load of imports) {
    const { default: Middleware } = await load()
    const instance = (await app.container.make(Middleware as never)) as object
    app.container.bindValue(Middleware as never, instance as never)
    instances.set(load, instance)
  }
  return instances
}

const isClass = (value: unknown): value is Constructor =>
  typeof value === 'function' && /^class[\s{]/.test(Function.prototype.toString.call(value))

/** Whether the container injects dependencies into this method (an @inject()ed method). */
const injectsInto = (target: unknown, method: string) =>
  Boolean((target as { containerInjections?: Record<string, unknown> }).containerInjections?.[method])

/*
| Even handing out a bound instance, the container's path is a chain of async
| steps for each of those 17 calls (make: a trace, a regular expression over
| the class's source, the binding maps; call: the method's injections): ≈ 5 %
| of a signed-in request's CPU (docs/performance.md, "What every request costs"). Once
| the routes are committed, each middleware entry of the server and of every
| route calls its one instance directly, and each route's controller is built
| once and its method called directly.
| Controllers keep no state either (none has a constructor or a field). A class
| the container would inject into keeps the container's path.
*/
export async function callHandlersDirectly(server: Server, router: Router, instances: Map<unknown, object>) {
  // Under `node ace serve --hmr` the framework imports a handler's module again on every request, so that an edit
  // applies at once: it keeps its own path there.
  if ('hot' in import.meta) return
  await server.boot()
  const direct = (entry: HandleEntry, instance: object, method: string) => {
    const target = instance as Record<string, (...args: unknown[]) => unknown>
    entry.handle = async (_resolver, ...args) => target[method](...args)
  }
  const middleware = new Set<HandleEntry>(server.getMiddlewareList() as unknown as HandleEntry[])
  const controllers = new Map<unknown, object>()
  for (const routes of Object.values(router.toJSON())) {
    for (const route of routes) {
      for (const entry of route.middleware.all()) middleware.add(entry as unknown as HandleEntry)
      const handler = route.handler as unknown as HandleEntry | ((...args: unknown[]) => unknown)
      if (typeof handler === 'function' || !Array.isArray(handler.reference)) continue
      // [Controller] alone calls its `handle`, as the router does.
      const [target, method = 'handle'] = handler.reference as [unknown, string?]
      const Controller = isClass(target) ? target : (await (target as LazyImport)()).default
      // A constructor with parameters, or an @inject()ed method: the container's path.
      if (!isClass(Controller) || Controller.length > 0 || injectsInto(Controller, method)) continue
      if (typeof (Controller.prototype as Record<string, unknown>)[method] !== 'function') continue
      if (!controllers.has(Controller)) controllers.set(Controller, new (Controller as new () => object)())
      direct(handler, controllers.get(Controller)!, method)
    }
  }
  for (const entry of middleware) {
    const instance = instances.get(entry.reference)
    if (instance && !injectsInto(instance.constructor, 'handle')) direct(entry, instance, 'handle')
  }
}
