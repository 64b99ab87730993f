import type { RouteMatcher } from '@adonisjs/core/types/http'

/**
 * A UUID route parameter, in any case, passed on lower-cased as the database writes it. The framework's own
 * `router.matchers.uuid()` lets through every letter (its class reads `a-zA-F`), and PostgreSQL then refuses an id
 * like `gggggggg-…` with an error instead of a 404.
 */
export const uuidParam: RouteMatcher = {
  match: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  cast: (value: string) => value.toLowerCase(),
}
