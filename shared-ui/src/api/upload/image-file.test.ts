import { describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES, UPLOAD_LIMITS } from '@hireloop/backend/account-rules'
import { checkImageFile, IMAGE_FILE_PROBLEMS, IMAGE_MAX_BYTES, imageProblemFromServer } from './image-file'

describe('checkImageFile', () => {
  it('uses the server limit and messages', () => {
    expect(IMAGE_MAX_BYTES).toBe(UPLOAD_LIMITS.imageBytes)
    expect(IMAGE_FILE_PROBLEMS.type.title).toBe(ACCOUNT_MESSAGES.invalidFileType)
    expect(IMAGE_FILE_PROBLEMS.size.title).toBe(ACCOUNT_MESSAGES.fileTooLarge)
  })

  it('accepts PNG, JPEG, GIF and WebP up to 5 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) {
      expect(checkImageFile({ type, size: IMAGE_MAX_BYTES })).toBeNull()
    }
  })

  it('refuses anything that is not one of those images', () => {
    for (const type of ['application/pdf', 'text/html', 'image/svg+xml', 'video/mp4', '']) {
      expect(checkImageFile({ type, size: 10 })).toEqual({
        title: 'Invalid file type',
        description: 'Please select an image file.',
      })
    }
  })

  it('refuses images over 5 MB', () => {
    expect(IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024)
    expect(checkImageFile({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toEqual({
      title: 'File too large',
      description: 'Please select an image smaller than 5MB.',
    })
  })

  it('gives the same messages for the server refusals', () => {
    expect(imageProblemFromServer('Invalid file type')?.description).toBe('Please select an image file.')
    expect(imageProblemFromServer('File too large')?.description).toBe('Please select an image smaller than 5MB.')
    expect(imageProblemFromServer('Something else')).toBeNull()
  })
})
