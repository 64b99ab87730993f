import env from '#start/env'

/**
 * What a module registers: its routes (app/<name>/routes.ts) and, when it
 * listens to events, its listeners (app/<name>/events.ts). Both are loaded
 * only when the module is enabled, so turning a module off removes its
 * routes and its listeners; its migrations are app/<name>/database/migrations.
 */
export interface ModuleEntry {
  routes: () => Promise<unknown>
  events?: () => Promise<unknown>
  /** Timers of the module, started in web server processes only (start/schedules.ts). */
  schedules?: () => Promise<unknown>
}

/**
 * The one list of backend modules; MODULES (comma-separated) turns some
 * off. The order is the migration order, so a module comes after what it
 * uses. A new module adds one line here (and its alias in package.json).
 */
export const availableModules = {
  auth: { routes: () => import('#auth/routes'), events: () => import('#auth/events') },
  feed: { routes: () => import('#feed/routes'), events: () => import('#feed/events') },
  notifications: {
    routes: () => import('#notifications/routes'),
    // The notification list's rows, and Web Push to the members' devices.
    events: () => Promise.all([import('#notifications/events'), import('#notifications/push/listeners')]),
  },
  search: { routes: () => import('#search/routes') },
  jobs: {
    routes: () => import('#jobs/routes'),
    events: () => import('#jobs/events'),
    schedules: () => import('#jobs/scheduler').then((module) => module.scheduleJobs()),
  },
  messaging: { routes: () => import('#messaging/routes'), events: () => import('#messaging/events') },
  referrals: { routes: () => import('#referrals/routes'), events: () => import('#referrals/events') },
  moderation: { routes: () => import('#moderation/routes'), events: () => import('#moderation/events') },
} satisfies Record<string, ModuleEntry>

export type ModuleName = keyof typeof availableModules

function resolveEnabledModules(): ModuleName[] {
  const all = Object.keys(availableModules) as ModuleName[]
  const configured = env.get('MODULES')
  if (configured === undefined) return all
  const wanted = new Set(
    configured
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
  )
  return all.filter((name) => wanted.has(name))
}

export const enabledModules = resolveEnabledModules()

/** The entries of the enabled modules, in order. */
export function enabledEntries(): ModuleEntry[] {
  return enabledModules.map((name) => availableModules[name])
}

export const migrationPaths = [
  './app/shared/database/migrations',
  ...enabledModules.map((name) => `./app/${name}/database/migrations`),
]
