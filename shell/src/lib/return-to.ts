const AUTH_PATHS = ['/login', '/register']

/** A same-site path to return to after signing in, or null. Refuses absolute and protocol-relative URLs. */
export function safeNext(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  if (AUTH_PATHS.some((path) => value === path || value.startsWith(`${path}?`) || value.startsWith(`${path}/`)))
    return null
  return value
}

/** `?next=...` for links to /login and /register, kept across the landing page. */
export function nextQuery(next: string | null): string {
  return next ? `?next=${encodeURIComponent(next)}` : ''
}
