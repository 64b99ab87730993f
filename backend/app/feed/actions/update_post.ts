import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { publishedEvent } from '#feed/rules/event_payloads'
import { normalizePost, type BlockInput } from '#feed/rules/blocks'
import { computeContentQuality } from '#feed/rules/content_quality'
import { lockVisiblePost, updatePostContent } from '#feed/repositories/posts_repository'
import { rescore, saveQuality } from '#feed/repositories/rankings_repository'

/** Replaces a post's blocks (its author only: checked by PostPolicy before). */
export default class UpdatePost {
  async handle(postId: string, editorId: string, blocks: BlockInput[]) {
    const normalized = normalizePost(blocks)
    const quality = computeContentQuality(normalized)

    await db.transaction(async (trx) => {
      await lockVisiblePost(trx, postId, editorId)
      await updatePostContent(trx, postId, normalized)
      await saveQuality(trx, postId, quality)
      await rescore(trx, postId)
    })
    await emitter.emit('feed:post_published', publishedEvent(postId, editorId, normalized, true))
  }
}
