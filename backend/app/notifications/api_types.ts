/*
| Answer types of the notifications module for the front ends, type-only
| (see app/auth/api_types.ts): what the transformer produces.
*/
export type { NotificationJson } from '#notifications/transformers/notification_transformer'
/** GET/PUT /api/notifications/preferences → { preferences }: which kinds of push reach the member's devices. */
export type { PushPreferenceName, PushPreferences } from '#notifications/push/kinds'
