import env from '#start/env'
import type { DemoMembers } from '#shared/database/seeders/demo_accounts'

/**
 * What a module registers: its routes (app/<name>/routes.ts) and its start
 * (app/<name>/start.ts: its listeners, the ports it provides and, in web
 * server processes, its timers). Both are loaded only when the module is
 * enabled, so turning a module off removes its routes, its listeners and
 * its ports (its neighbours answer as documented without them); its
 * migrations are app/<name>/database/migrations. This file is the only one
 * that imports a module's start.ts, and no module imports this file.
 */
export interface ModuleStart {
  /** Registers the module's listeners and provides its ports (start/events.ts). */
  default?: () => void | Promise<void>
  /** Starts the module's timers, in web server processes only (start/schedules.ts). */
  schedule?: () => void
}

/** A module's demo content (app/<name>/database/seeders/demo_content.ts), added once to a new database. */
export interface ModuleSeed {
  default: (members: DemoMembers) => Promise<void>
}

export interface ModuleEntry {
  routes: () => Promise<unknown>
  start?: () => Promise<ModuleStart>
  seed?: () => Promise<ModuleSeed>
}

/**
 * The one list of backend modules; MODULES (comma-separated) turns some
 * off. The order is the migration order, so a module comes after what it
 * uses. A new module adds one line here (and its alias in package.json).
 */
export const availableModules = {
  auth: { routes: () => import('#auth/routes'), start: () => import('#auth/start') },
  feed: {
    routes: () => import('#feed/routes'),
    start: () => import('#feed/start'),
    seed: () => import('#feed/database/seeders/demo_content'),
  },
  notifications: { routes: () => import('#notifications/routes'), start: () => import('#notifications/start') },
  search: { routes: () => import('#search/routes') },
  jobs: {
    routes: () => import('#jobs/routes'),
    start: () => import('#jobs/start'),
    seed: () => import('#jobs/database/seeders/demo_content'),
  },
  messaging: { routes: () => import('#messaging/routes'), start: () => import('#messaging/start') },
  referrals: { routes: () => import('#referrals/routes'), start: () => import('#referrals/start') },
  moderation: { routes: () => import('#moderation/routes'), start: () => import('#moderation/start') },
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

/** The enabled modules with their entries, in order. */
export function enabledEntries(): Array<{ name: ModuleName } & ModuleEntry> {
  return enabledModules.map((name) => ({ name, ...availableModules[name] }))
}

export const migrationPaths = [
  './app/shared/database/migrations',
  ...enabledModules.map((name) => `./app/${name}/database/migrations`),
]
