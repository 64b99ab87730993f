import { UPLOAD_URL, uploadFiles } from '@hireloop/shared-ui'
import { draftUploads, type Draft, type DraftUpload } from '@hireloop/shared-ui/offline'
import type { PostBlock } from '../../api/feed/types'
import type { DraftBlock } from './blocks'

/*
| A photo or video picked with no connection stays in its block as a file waiting to upload (`pending`). Publishing
| keeps the post as an outbox draft carrying those files: each is uploaded first, its url put into its block, and then
| the post is sent (shared-ui/src/offline/outbox-request.ts).
*/

export const PENDING_MEDIA_TEXT = "Uploads when you're back online"

/** The media block a file waiting to upload makes: the file decides its type, as for an uploaded file. */
export function pendingBlock(block: DraftBlock, kind: 'image' | 'video', file: File): DraftBlock {
  const { caption, alt } = block.content as { caption?: string; alt?: string }
  return (
    kind === 'image'
      ? { id: block.id, type: kind, content: { url: '', caption: caption ?? '', alt: alt ?? '' }, pending: file }
      : { id: block.id, type: kind, content: { url: '', caption: caption ?? '' }, pending: file }
  ) as DraftBlock
}

const urlPath = (index: number) => ['blocks', index, 'content', 'url'] as const

/** The uploads a post's waiting files make, each into the url of its block among the blocks published. */
export function pendingUploads(published: readonly PostBlock[], blocks: readonly DraftBlock[]): DraftUpload[] {
  const uploads: DraftUpload[] = []
  for (const block of blocks) {
    const index = published.findIndex((item) => item.id === block.id)
    if (!block.pending || index < 0) continue
    uploads.push({
      url: UPLOAD_URL,
      fields: [
        { name: 'files', file: block.pending, fileName: block.pending.name },
        { name: 'folder', value: 'media' },
      ],
      into: [...urlPath(index)],
    })
  }
  return uploads
}

/** A waiting post's blocks with the files they still wait to upload, to edit them. */
export function withPendingFiles(blocks: readonly DraftBlock[], draft: Draft): DraftBlock[] {
  const files = new Map<number, File>()
  for (const upload of draftUploads(draft)) {
    const [root, index, content, key] = typeof upload.into === 'string' ? [] : upload.into
    const field = upload.fields.find((item) => 'file' in item)
    if (root !== 'blocks' || typeof index !== 'number' || content !== 'content' || key !== 'url') continue
    if (!field || !('file' in field)) continue
    files.set(index, new File([field.file], field.fileName, { type: field.file.type }))
  }
  if (files.size === 0) return [...blocks]
  return blocks.map((block, index) => {
    const file = files.get(index)
    return file ? { ...block, pending: file } : block
  })
}

/** Uploads the files still waiting (a published post being edited), their urls put into their blocks. */
export async function uploadPendingFiles(blocks: readonly DraftBlock[]): Promise<DraftBlock[]> {
  const done: DraftBlock[] = []
  for (const block of blocks) {
    if (!block.pending) {
      done.push(block)
      continue
    }
    const { files } = await uploadFiles(block.pending, { folder: 'media' })
    const url = files[0]?.url
    if (!url) throw new Error('No file in the answer')
    const { pending: _pending, ...rest } = block
    done.push({ ...rest, content: { ...rest.content, url } } as DraftBlock)
  }
  return done
}
