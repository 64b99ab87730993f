import { isApiError } from '@hireloop/shared-ui'

/** The server's limits (backend account rules, UPLOAD_LIMITS): images up to 5 MB, videos up to 50 MB. */
export const MEDIA_MAX_BYTES = { image: 5 * 1024 * 1024, video: 50 * 1024 * 1024 } as const

export interface MediaProblem {
  title: string
  description: string
}

export const MEDIA_PROBLEMS = {
  type: { title: 'Invalid file type', description: 'Please select an image or video file.' },
  imageSize: { title: 'File too large', description: 'Please select an image smaller than 5MB.' },
  videoSize: { title: 'File too large', description: 'Please select a video smaller than 50MB.' },
  upload: { title: 'Upload failed', description: 'Failed to upload file. Please try again.' },
} as const satisfies Record<string, MediaProblem>

export function mediaKind(file: { type: string }): 'image' | 'video' | null {
  const type = file.type.toLowerCase()
  if (type.startsWith('image/')) return 'image'
  if (type.startsWith('video/')) return 'video'
  return null
}

/** Part 1 §5: only image/* or video/* may be uploaded, within the server's size limits. Null when it may be sent. */
export function checkMediaFile(file: { type: string; size: number }): MediaProblem | null {
  const kind = mediaKind(file)
  if (!kind) return MEDIA_PROBLEMS.type
  if (file.size > MEDIA_MAX_BYTES[kind]) return kind === 'image' ? MEDIA_PROBLEMS.imageSize : MEDIA_PROBLEMS.videoSize
  return null
}

/** What to tell the user when the server refused the file (it checks the content, not the name). */
export function mediaProblemFromError(error: unknown, kind: 'image' | 'video' | null): MediaProblem {
  const message = isApiError(error) ? error.data?.error : undefined
  if (message === MEDIA_PROBLEMS.type.title) return MEDIA_PROBLEMS.type
  if (message === MEDIA_PROBLEMS.imageSize.title)
    return kind === 'video' ? MEDIA_PROBLEMS.videoSize : MEDIA_PROBLEMS.imageSize
  return MEDIA_PROBLEMS.upload
}
