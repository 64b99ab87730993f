import type { RemotesResponse } from '../../api/remotes/get-remotes'

const CONTAINER_NAME = /^[A-Za-z_$][\w$]*$/
/** '/' or segments of letters, digits, '-' and '_' without a trailing slash: '/jobs', '/admin/moderation'. */
const AREA_PATH = /^\/([\w-]+(\/[\w-]+)*)?$/

export interface AreaTab {
  label: string
  path: string
  icon: string
  badge?: string
}

/** An area the shell may place: its remote, the paths it owns and its tab. */
export interface AreaDescriptor {
  /** Module Federation container name, e.g. `mfe_feed`. */
  name: string
  /** Absolute URL of the remote's `mf-manifest.json`. */
  entry: string
  paths: string[]
  tab?: AreaTab
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

function text(value: unknown, maxLength: number): value is string {
  return typeof value === 'string' && value.trim().length > 0 && value.length <= maxLength
}

function areaPaths(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  return [...new Set(value.filter((path): path is string => typeof path === 'string' && AREA_PATH.test(path)))]
}

function areaTab(value: unknown): AreaTab | undefined {
  if (!value || typeof value !== 'object') return undefined
  const { label, path, icon, badge } = value as Record<string, unknown>
  if (!text(label, 40) || typeof path !== 'string' || !AREA_PATH.test(path) || !text(icon, 40)) return undefined
  return { label, path, icon, ...(text(badge, 40) ? { badge } : {}) }
}

/**
 * Keeps the areas the page may load: a valid container name and an entry on the page's own origin or on one of
 * `allowedOrigins`. Entries come back absolute; the first entry for a name wins; malformed paths are dropped, and a
 * malformed tab leaves the area without one.
 */
export function filterRemotes(response: RemotesResponse, pageOrigin: string): AreaDescriptor[] {
  const allowed = new Set(
    [pageOrigin, ...(response.allowedOrigins ?? [])].map((origin) => originOf(origin)).filter(Boolean) as string[]
  )
  const seen = new Set<string>()
  const result: AreaDescriptor[] = []
  for (const remote of response.remotes ?? []) {
    if (!remote || typeof remote.name !== 'string' || typeof remote.entry !== 'string') continue
    if (!CONTAINER_NAME.test(remote.name) || seen.has(remote.name)) continue
    let entry: URL
    try {
      entry = new URL(remote.entry, pageOrigin)
    } catch {
      continue
    }
    const origin = originOf(entry.href)
    if (!origin || !allowed.has(origin)) continue
    seen.add(remote.name)
    const tab = areaTab(remote.tab)
    result.push({ name: remote.name, entry: entry.href, paths: areaPaths(remote.paths), ...(tab ? { tab } : {}) })
  }
  return result
}

/** Whether `areaPath` owns `pathname`: '/' the home page only, any other path itself and everything below it. */
export function ownsPath(areaPath: string, pathname: string): boolean {
  if (areaPath === '/') return pathname === '/'
  return pathname === areaPath || pathname.startsWith(`${areaPath}/`)
}

/** The area that owns `pathname` (the longest matching path wins), if any. */
export function areaForPath(areas: readonly AreaDescriptor[], pathname: string): AreaDescriptor | undefined {
  let best: { area: AreaDescriptor; length: number } | undefined
  for (const area of areas) {
    for (const path of area.paths) {
      if (ownsPath(path, pathname) && (!best || path.length > best.length)) best = { area, length: path.length }
    }
  }
  return best?.area
}
