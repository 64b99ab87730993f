import db from '@adonisjs/lucid/services/db'
import { normalizePost, type BlockInput } from '#feed/services/blocks'
import { computeContentQuality } from '#feed/services/content_quality'
import { rescore } from '#feed/services/ranking'
import { lockVisiblePost, saveQuality } from '#feed/services/writes'

/** Replaces a post's blocks (its author only: checked by PostPolicy before). */
export default class UpdatePost {
  async handle(postId: string, editorId: string, blocks: BlockInput[]) {
    const normalized = normalizePost(blocks)
    const quality = computeContentQuality(normalized)

    await db.transaction(async (trx) => {
      await lockVisiblePost(trx, postId, editorId)
      const now = new Date()
      await trx
        .from('posts')
        .where('id', postId)
        .update({
          blocks: JSON.stringify(normalized.blocks),
          content: normalized.content,
          hashtags: JSON.stringify(normalized.hashtags),
          mentions: JSON.stringify(normalized.mentions),
          media_type: normalized.media?.type ?? null,
          media_url: normalized.media?.url ?? null,
          media_preview: normalized.media?.preview ?? null,
          media_title: normalized.media?.title ?? null,
          media_description: normalized.media?.description ?? null,
          media_files: JSON.stringify(normalized.mediaFiles),
          edited_at: now,
          updated_at: now,
        })
      await saveQuality(trx, postId, quality)
      await rescore(trx, postId)
    })
  }
}
