import { ApiError } from '@hireloop/shared-ui'
import { describe, expect, it } from 'vitest'
import { checkMediaFile, MEDIA_PROBLEMS, mediaProblemFromError } from './media-file'

describe('checkMediaFile (part 1 §5: image/* or video/* only)', () => {
  it('accepts images up to 5 MB and videos up to 50 MB', () => {
    expect(checkMediaFile({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull()
    expect(checkMediaFile({ type: 'video/mp4', size: 50 * 1024 * 1024 })).toBeNull()
  })

  it("refuses other types with 'Invalid file type' / 'Please select an image or video file.'", () => {
    expect(checkMediaFile({ type: 'application/pdf', size: 10 })).toEqual({
      title: 'Invalid file type',
      description: 'Please select an image or video file.',
    })
    expect(checkMediaFile({ type: '', size: 10 })).toBe(MEDIA_PROBLEMS.type)
  })

  it('refuses files over the limit of their kind', () => {
    expect(checkMediaFile({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(MEDIA_PROBLEMS.imageSize)
    expect(checkMediaFile({ type: 'video/webm', size: 50 * 1024 * 1024 + 1 })).toBe(MEDIA_PROBLEMS.videoSize)
  })

  it("maps the server's refusals, anything else is 'Upload failed'", () => {
    const refused = (error: string) => new ApiError(422, '{}', { error })
    expect(mediaProblemFromError(refused('Invalid file type'), 'image')).toBe(MEDIA_PROBLEMS.type)
    expect(mediaProblemFromError(refused('File too large'), 'video')).toBe(MEDIA_PROBLEMS.videoSize)
    expect(mediaProblemFromError(new TypeError('offline'), 'image')).toEqual({
      title: 'Upload failed',
      description: 'Failed to upload file. Please try again.',
    })
  })
})
