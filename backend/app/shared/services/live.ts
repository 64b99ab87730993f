/*
| Pushing events to one user's live stream. Modules call
| `pushToUser` after their transactions commit; what carries the event (the
| transmit server-sent events, across instances through Redis) is provided
| once at start by `provideLiveSink`. Without a sink (tests that don't watch,
| a process without the HTTP server) a push is a no-op: live delivery is a
| speed-up, never where data lives — clients poll when the stream is down.
*/

export type LiveEvent = { type: string } & Record<string, unknown>
export type LiveSink = (channel: string, event: LiveEvent) => void | Promise<void>

let sink: LiveSink | null = null

export function provideLiveSink(next: LiveSink | null) {
  sink = next
}

/** The private channel of a user: only that user's session may subscribe to it. */
export function userChannel(userId: string) {
  return `users/${userId}`
}

export async function pushToUser(userId: string, event: LiveEvent) {
  if (sink) await sink(userChannel(userId), event)
}
