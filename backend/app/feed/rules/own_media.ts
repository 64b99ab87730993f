import { errors } from '@vinejs/vine'
import { claimOwnUploads, uploadKeyOf } from '#shared/services/uploads'

/*
| The media of a post (image and video blocks, inside articles too) are the
| writer's own uploads, or links to other sites. A path on this site is
| taken only when it names a file the writer uploaded: never another
| member's upload, nor a file that was never uploaded.
*/

export const OWN_MEDIA_MESSAGE = 'Use an image or video you uploaded, or a link to another site'

interface MediaField {
  field: string
  url: string
}

function mediaFields(blocks: unknown, path: string, found: MediaField[]) {
  if (!Array.isArray(blocks)) return found
  blocks.forEach((block, index) => {
    const { type, content } = (block ?? {}) as { type?: unknown; content?: Record<string, unknown> | null }
    const at = `${path}.${index}.content`
    if ((type === 'image' || type === 'video') && typeof content?.url === 'string' && content.url !== '') {
      found.push({ field: `${at}.url`, url: content.url })
    }
    if (type === 'article') mediaFields(content?.body, `${at}.body`, found)
  })
  return found
}

/** Refuses (422, rule `ownUpload`) every media field that is a site path not uploaded by `userId`; marks the others used. */
export async function assertOwnMedia(userId: string, blocks: unknown) {
  const local = mediaFields(blocks, 'blocks', []).filter(({ url }) => url.startsWith('/') || uploadKeyOf(url) !== null)
  if (!local.length) return
  const keys = local.map(({ url }) => uploadKeyOf(url)).filter((key): key is string => key !== null)
  const own = await claimOwnUploads(userId, keys)
  const refused = local.filter(({ url }) => {
    const key = uploadKeyOf(url)
    return key === null || !own.has(key)
  })
  if (refused.length) {
    throw new errors.E_VALIDATION_ERROR(
      refused.map(({ field }) => ({ field, message: OWN_MEDIA_MESSAGE, rule: 'ownUpload' }))
    )
  }
}
