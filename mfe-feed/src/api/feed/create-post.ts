/**
 * Where posts are written: POST { blocks } → the created post (201); empty blocks are dropped by the server too. The
 * composer sends a new post through the outbox (`sendOrKeep`, with its Idempotency-Key), so one written offline
 * waits on the device.
 */
export const POSTS_URL = '/api/posts'
