/*
| Answer types of the notifications module for the front ends, type-only
| (see app/auth/api_types.ts): what the transformer produces.
*/
export type { NotificationJson } from '#notifications/transformers/notification_transformer'
