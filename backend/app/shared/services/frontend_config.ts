import { fileURLToPath } from 'node:url'
import env from '#start/env'

/** The icons a tab may name; the shell draws them (an unknown name gets a generic icon). */
export type TabIcon = 'home' | 'work' | 'group' | 'chat' | 'person' | 'shield'
/** The counts a tab's badge may show; the shell keeps them (shared-ui's badge hooks). */
export type TabBadge = 'messages' | 'referrals'

export interface AreaTab {
  label: string
  /** Where the tab leads. */
  path: string
  icon: TabIcon
  badge?: TabBadge
}

export interface Area {
  /** Module Federation container name. */
  name: string
  /** The workspace folder this process serves it from, under /remotes/<folder>/. */
  folder: string
  /**
   * The paths the area owns, each with everything below it ('/jobs' owns /jobs and /jobs/42); '/' owns the home
   * page only. The area routes inside them itself, so a page added under them ships with the remote alone.
   */
  paths: string[]
  /** Its tab in the bottom bar, in this order (the shell's own Profile tab comes last); none for admin screens. */
  tab?: AreaTab
  /**
   * The API reads the area's screen at an exact path starts with, preloaded with the page (a `Link` header on the
   * app's HTML for a signed-in visitor), so they download while the JavaScript does instead of once the area's code
   * has run. Each must be the very URL the screen fetches, which the browser then answers from the preload:
   * e2e/tests/first-load.spec.ts fails when /home asks for its posts twice.
   */
  preload?: Record<string, string[]>
}

/**
 * The areas of the app: the one registry the shell reads (through GET /api/remotes) to route, draw the tab bar
 * and load each area, and the list of remotes this process serves. A new area or path is added here, without
 * rebuilding the shell.
 */
export const AREAS: readonly Area[] = [
  {
    name: 'mfe_feed',
    folder: 'mfe-feed',
    // '/people': a member's profile (shared-ui's profilePath); '/saved': the posts and jobs a member saved.
    paths: ['/', '/home', '/notifications', '/post', '/people', '/saved'],
    tab: { label: 'Home', path: '/', icon: 'home' },
    // The feed's first page (mfe-feed's useFeed: GET /api/posts, 10 posts).
    preload: { '/': ['/api/posts?limit=10'], '/home': ['/api/posts?limit=10'] },
  },
  {
    name: 'mfe_jobs',
    folder: 'mfe-jobs',
    paths: ['/jobs', '/applications', '/dashboard', '/early-bird', '/companies'],
    tab: { label: 'Jobs', path: '/jobs', icon: 'work' },
  },
  {
    name: 'mfe_referrals',
    folder: 'mfe-referrals',
    paths: ['/referrals'],
    tab: { label: 'Referrals', path: '/referrals', icon: 'group', badge: 'referrals' },
  },
  {
    name: 'mfe_messaging',
    folder: 'mfe-messaging',
    paths: ['/messages'],
    tab: { label: 'Messages', path: '/messages', icon: 'chat', badge: 'messages' },
  },
  { name: 'mfe_admin', folder: 'mfe-admin', paths: ['/admin/moderation', '/admin/comments', '/admin/companies'] },
]

/**
 * By default this process serves every built remote under /remotes/<folder>/; MFE_REMOTES moves any of them
 * elsewhere (name=manifest-url,...), and only origins listed in MFE_ALLOWED_ORIGINS (plus the app's own) are
 * accepted.
 */
export const REMOTE_FOLDERS: ReadonlySet<string> = new Set(AREAS.map((area) => area.folder))

export interface RemoteEntry {
  name: string
  /** URL of the remote's mf-manifest.json, relative to the app or absolute. */
  entry: string
  paths: string[]
  tab?: AreaTab
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
  return AREAS.map(({ name, folder, paths, tab }) => ({
    name,
    entry: overrides.get(name) ?? `/remotes/${folder}/mf-manifest.json`,
    paths,
    ...(tab ? { tab } : {}),
  })).filter((remote) => isAllowedRemoteUrl(remote.entry))
}

/** The `Link` header that preloads the API reads of the screen at `path` (exactly), or null when it has none. */
export function preloadLinkHeader(path: string): string | null {
  const urls = AREAS.flatMap((area) => area.preload?.[path] ?? [])
  if (urls.length === 0) return null
  return urls.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`).join(', ')
}

/** GET /api/remotes: the areas (where each remote lives, the paths it owns, its tab) and the origins allowed. */
export function remotesAnswer() {
  return { remotes: configuredRemotes(), allowedOrigins: allowedOrigins() }
}

export function frontendRoot() {
  return env.get('FRONTEND_ROOT') ?? fileURLToPath(new URL('../../../../', import.meta.url))
}

export function serveFrontend() {
  return env.get('SERVE_FRONTEND', true)
}
