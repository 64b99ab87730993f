import { fetchRemotes } from '../../api/remotes/get-remotes'
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime'
import type { ComponentType } from 'react'
import { filterRemotes, type AreaDescriptor } from './filter-remotes'
import { isRemoteLoadFailure, resiliencePlugin } from './resilience-plugin'

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    reason: string
  ) {
    super(`Remote ${remote} is unavailable: ${reason}`)
    this.name = 'RemoteUnavailableError'
  }
}

let pluginsRegistered = false
let discovery: Promise<readonly AreaDescriptor[]> | null = null

function ensurePlugins() {
  if (pluginsRegistered) return
  registerPlugins([resiliencePlugin()])
  pluginsRegistered = true
}

/**
 * Reads the registry of areas (GET /api/remotes) once and registers every allowed remote with the federation runtime.
 * A failed read is not cached, so the next one that asks (e.g. after Retry) tries again.
 */
export function discoverAreas(): Promise<readonly AreaDescriptor[]> {
  ensurePlugins()
  discovery ??= fetchRemotes()
    .then((response) => {
      const remotes = filterRemotes(response, window.location.origin)
      // force: a redeployed remote (new entry URL) replaces the one registered before.
      registerRemotes(
        remotes.map((remote) => ({ name: remote.name, entry: remote.entry })),
        { force: true }
      )
      return remotes
    })
    .catch((error: unknown) => {
      discovery = null
      throw error
    })
  return discovery
}

export type AreaModule = { default: ComponentType }

/** Loads `<name>/app`, the area's root component. Rejects when the remote is unknown, blocked or broken. */
export async function loadArea(name: string): Promise<AreaModule> {
  const areas = await discoverAreas()
  if (!areas.some((area) => area.name === name))
    throw new RemoteUnavailableError(name, 'not listed by /api/remotes or origin not allowed')
  const module = await loadRemote<AreaModule>(`${name}/app`)
  if (!module || isRemoteLoadFailure(module) || typeof module.default !== 'function') {
    throw new RemoteUnavailableError(name, 'its code could not be loaded')
  }
  return module
}

/**
 * Loads another module a remote exposes (`<name>/<expose>`, e.g. mfe_jobs/apply for the feed's Apply button), with
 * the same checks as an area: listed by the registry, allowed, and actually loaded.
 */
export async function loadAreaModule(name: string, expose: string): Promise<unknown> {
  const areas = await discoverAreas()
  if (!areas.some((area) => area.name === name))
    throw new RemoteUnavailableError(name, 'not listed by /api/remotes or origin not allowed')
  const module = await loadRemote<unknown>(`${name}/${expose}`)
  if (!module || isRemoteLoadFailure(module)) throw new RemoteUnavailableError(name, `${expose} could not be loaded`)
  return module
}
