import env from '#start/env'

/**
 * The one list of backend modules. Each module owns app/<name>/routes.ts,
 * app/<name>/events.ts (its typed events and listeners) and
 * app/<name>/database/migrations; MODULES (comma-separated) turns some off.
 * The order is the migration order, so a module comes after what it uses.
 */
export const availableModules = {
  auth: async () => {
    await import('#auth/events')
    await import('#auth/routes')
  },
  feed: () => import('#feed/routes'),
  notifications: () => import('#notifications/routes'),
  search: () => import('#search/routes'),
} as const

export type ModuleName = keyof typeof availableModules

function resolveEnabledModules(): ModuleName[] {
  const all = Object.keys(availableModules) as ModuleName[]
  const configured = env.get('MODULES')
  if (configured === undefined) return all
  const wanted = new Set(configured.split(',').map((name) => name.trim()).filter(Boolean))
  return all.filter((name) => wanted.has(name))
}

export const enabledModules = resolveEnabledModules()

export const migrationPaths = [
  './app/shared/database/migrations',
  ...enabledModules.map((name) => `./app/${name}/database/migrations`),
]
