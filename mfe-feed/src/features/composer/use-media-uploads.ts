import { uploadFiles, useToast } from '@hireloop/shared-ui'
import { isOfflineFailure } from '@hireloop/shared-ui/offline'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { DraftBlock } from './blocks'
import { checkMediaFile, mediaKind, mediaProblemFromError } from './media-file'

/** The media block a finished upload becomes: the file decides, so a video picked in an image block makes it a video. */
export function uploadedBlock(block: DraftBlock, kind: 'image' | 'video', url: string): DraftBlock {
  const { caption, alt } = block.content as { caption?: string; alt?: string }
  return (
    kind === 'image'
      ? { id: block.id, type: kind, content: { url, caption: caption ?? '', alt: alt ?? '' } }
      : { id: block.id, type: kind, content: { url, caption: caption ?? '' } }
  ) as DraftBlock
}

/**
 * Media uploads of the composer's blocks, one at a time per block: progress by block id, a new pick replaces a
 * running upload, and `abort`/`abortAll` cancel them (closing the composer or removing a block). A file picked with
 * no connection, or whose upload finds none, is handed to `onPending` to wait in its block.
 */
export function useMediaUploads(
  onUploaded: (blockId: string, kind: 'image' | 'video', url: string) => void,
  onPending: (blockId: string, kind: 'image' | 'video', file: File) => void
) {
  const { toast } = useToast()
  const [progress, setProgress] = useState<Record<string, number>>({})
  const uploads = useRef(new Map<string, AbortController>())

  const abort = useCallback((blockId: string) => uploads.current.get(blockId)?.abort(), [])

  const abortAll = useCallback(() => {
    for (const controller of uploads.current.values()) controller.abort()
    uploads.current.clear()
    setProgress({})
  }, [])
  useEffect(() => abortAll, [abortAll])

  const upload = async (block: DraftBlock, file: File) => {
    const problem = checkMediaFile(file)
    if (problem) {
      toast({ ...problem, variant: 'error' })
      return
    }
    const kind = mediaKind(file)!
    uploads.current.get(block.id)?.abort()
    if (navigator.onLine === false) {
      onPending(block.id, kind, file)
      return
    }
    const controller = new AbortController()
    uploads.current.set(block.id, controller)
    setProgress((current) => ({ ...current, [block.id]: 0 }))
    try {
      const { files } = await uploadFiles(file, {
        folder: 'media',
        signal: controller.signal,
        onProgress: (percent) =>
          setProgress((current) => (block.id in current ? { ...current, [block.id]: percent } : current)),
      })
      const url = files[0]?.url
      if (!url) throw new Error('No file in the answer')
      onUploaded(block.id, kind, url)
    } catch (error) {
      if (controller.signal.aborted) return
      if (isOfflineFailure(error)) onPending(block.id, kind, file)
      else toast({ ...mediaProblemFromError(error, kind), variant: 'error' })
    } finally {
      if (uploads.current.get(block.id) === controller) uploads.current.delete(block.id)
      setProgress((current) => {
        const { [block.id]: _done, ...rest } = current
        return rest
      })
    }
  }

  return { progress, uploading: Object.keys(progress).length > 0, upload, abort, abortAll }
}
