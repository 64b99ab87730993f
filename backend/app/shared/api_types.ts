/*
| Answer types of the shared core for the front ends, type-only (see
| app/auth/api_types.ts).
*/
import type { remotesAnswer } from '#shared/services/frontend_config'

export type { Area, AreaTab, RemoteEntry, TabBadge, TabIcon } from '#shared/services/frontend_config'

/** GET /api/remotes. */
export type RemotesAnswer = ReturnType<typeof remotesAnswer>
