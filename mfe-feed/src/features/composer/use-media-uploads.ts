import { uploadFiles, useToast } from '@hireloop/shared-ui'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { DraftBlock } from './blocks'
import { checkMediaFile, MEDIA_PROBLEMS, mediaKind, mediaProblemFromError } from './media-file'

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
 * running upload, and `abort`/`abortAll` cancel them (closing the composer or removing a block).
 */
export function useMediaUploads(onUploaded: (blockId: string, kind: 'image' | 'video', url: string) => void) {
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
    const problem = navigator.onLine === false ? MEDIA_PROBLEMS.offline : checkMediaFile(file)
    if (problem) {
      toast({ ...problem, variant: 'error' })
      return
    }
    const kind = mediaKind(file)!
    uploads.current.get(block.id)?.abort()
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
      if (!controller.signal.aborted) toast({ ...mediaProblemFromError(error, kind), variant: 'error' })
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
