import { postKey } from './get-post'

/**
 * Where a post's comments are written: POST { content, parentCommentId } → the created comment (201). Comments go
 * through the outbox (`sendOrKeep`), so one written offline waits on the device.
 */
export const commentsUrl = (postId: string) => `${postKey(postId)}/comments`
