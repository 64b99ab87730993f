/*
| The notifications module's contract, what other modules may import from
| it: its answer types. It emits no event and offers no port; it listens to
| the other modules' events (start.ts). Types only: importing it runs nothing.
*/
export type { NotificationJson, PushPreferenceName, PushPreferences } from '#notifications/api_types'
