import type { LiveEvent } from '@hireloop/backend/api-types/messaging'

/** The pushed events this area reacts to (the server's LiveEvent). */
export type MessageEvent = Extract<LiveEvent, { type: 'message' }>
export type ReadEvent = Extract<LiveEvent, { type: 'read' }>
