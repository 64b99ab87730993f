import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MediaBlockFields } from './media-block-fields'

const props = {
  type: 'image' as const,
  content: { url: '', caption: '', alt: '' },
  position: 'Image block 1',
  progress: null,
  set: () => () => undefined,
  onUpload: () => undefined,
}

describe('MediaBlockFields: a file waiting to upload', () => {
  const created: string[] = []
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL }
  beforeEach(() => {
    created.length = 0
    URL.createObjectURL = vi.fn(() => {
      created.push(`blob:local/${created.length + 1}`)
      return created[created.length - 1]!
    })
    URL.revokeObjectURL = vi.fn()
  })
  afterEach(() => {
    Object.assign(URL, original)
  })

  it('shows the file from the device with "Uploads when you\'re back online", revoked when it goes', () => {
    const file = new File(['png'], 'shift.png', { type: 'image/png' })
    const view = render(<MediaBlockFields {...props} pending={file} />)
    expect(screen.getByTestId('pending-media').textContent).toBe("Uploads when you're back online")
    const image = screen.getByRole('img', { name: 'Image waiting to upload' })
    expect(URL.createObjectURL).toHaveBeenCalledWith(file)
    expect(image.getAttribute('src')).toBe('blob:local/1')
    expect(screen.getByRole('button', { name: 'Replace file' })).toBeTruthy()

    const other = new File(['png'], 'depot.png', { type: 'image/png' })
    view.rerender(<MediaBlockFields {...props} pending={other} />)
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:local/1')
    expect(screen.getByRole('img', { name: 'Image waiting to upload' }).getAttribute('src')).toBe('blob:local/2')

    view.rerender(<MediaBlockFields {...props} content={{ url: '/uploads/media/depot.png' }} />)
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:local/2')
    expect(screen.getByRole('img', { name: 'Uploaded image' }).getAttribute('src')).toBe('/uploads/media/depot.png')
    expect(screen.queryByTestId('pending-media')).toBeNull()
    view.unmount()
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(2)
  })

  it('revokes the local address when the block goes', () => {
    const view = render(<MediaBlockFields {...props} pending={new File(['png'], 'a.png', { type: 'image/png' })} />)
    view.unmount()
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:local/1')
  })
})
