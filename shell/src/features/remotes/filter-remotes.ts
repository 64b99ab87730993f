import type { RemoteDescriptor, RemotesResponse } from '@hireloop/shared-ui'

const CONTAINER_NAME = /^[A-Za-z_$][\w$]*$/

function originOf(value: string): string | null {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/**
 * Keeps the remotes the page may load: a valid container name and an entry on the page's own origin or on one of
 * `allowedOrigins`. Entries come back absolute; the first entry for a name wins.
 */
export function filterRemotes(response: RemotesResponse, pageOrigin: string): RemoteDescriptor[] {
  const allowed = new Set(
    [pageOrigin, ...(response.allowedOrigins ?? [])].map((origin) => originOf(origin)).filter(Boolean) as string[]
  )
  const seen = new Set<string>()
  const result: RemoteDescriptor[] = []
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
    result.push({ name: remote.name, entry: entry.href })
  }
  return result
}
