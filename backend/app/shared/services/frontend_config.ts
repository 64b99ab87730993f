import { fileURLToPath } from 'node:url'
import env from '#start/env'

/**
 * The micro-frontends the shell may load, and the origins they may come from.
 * By default this process serves every built remote under /remotes/<folder>/;
 * MFE_REMOTES moves any of them elsewhere (name=manifest-url,...), and only
 * origins listed in MFE_ALLOWED_ORIGINS (plus the app's own) are accepted.
 */
export const REMOTE_FOLDERS = {
  mfe_feed: 'mfe-feed',
  mfe_jobs: 'mfe-jobs',
  mfe_messaging: 'mfe-messaging',
  mfe_referrals: 'mfe-referrals',
  mfe_admin: 'mfe-admin',
} as const

export type RemoteName = keyof typeof REMOTE_FOLDERS

export interface RemoteEntry {
  name: RemoteName
  entry: string
}

function splitList(value: string | undefined) {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

export function appOrigin() {
  return new URL(env.get('APP_URL')).origin
}

export function allowedOrigins(): string[] {
  const extra = splitList(env.get('MFE_ALLOWED_ORIGINS')).flatMap((value) => {
    try {
      return [new URL(value).origin]
    } catch {
      return []
    }
  })
  return [...new Set([appOrigin(), ...extra])]
}

/** True for same-origin paths and absolute URLs on an allowed origin. */
export function isAllowedRemoteUrl(url: string) {
  if (url.startsWith('/') && !url.startsWith('//')) return true
  try {
    return allowedOrigins().includes(new URL(url).origin)
  } catch {
    return false
  }
}

export function configuredRemotes(): RemoteEntry[] {
  const overrides = new Map<string, string>()
  for (const pair of splitList(env.get('MFE_REMOTES'))) {
    const separator = pair.indexOf('=')
    if (separator > 0) overrides.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim())
  }
  return (Object.keys(REMOTE_FOLDERS) as RemoteName[])
    .map((name) => ({
      name,
      entry: overrides.get(name) ?? `/remotes/${REMOTE_FOLDERS[name]}/mf-manifest.json`,
    }))
    .filter((remote) => isAllowedRemoteUrl(remote.entry))
}

export function frontendRoot() {
  return env.get('FRONTEND_ROOT') ?? fileURLToPath(new URL('../../../../', import.meta.url))
}

export function serveFrontend() {
  return env.get('SERVE_FRONTEND', true)
}
