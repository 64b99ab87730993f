import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { confirmActionLabel } from './confirm-action-label'
import { ConfirmDialog } from './confirm-dialog'

describe('ConfirmDialog', () => {
  it('labels the action from the title', () => {
    expect(confirmActionLabel('Delete post?')).toBe('Delete')
    expect(confirmActionLabel('Archive post?')).toBe('Archive')
    expect(confirmActionLabel('Hide this?')).toBe('Archive')
  })

  it('shows a destructive Delete button for delete titles', async () => {
    const onConfirm = vi.fn()
    render(
      <ConfirmDialog
        open
        title="Delete post"
        description="This cannot be undone."
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />
    )
    const button = await screen.findByRole('button', { name: 'Delete' })
    expect(button.className).toContain('MuiButton-colorError')
    fireEvent.click(button)
    expect(onConfirm).toHaveBeenCalledOnce()
  })

  it('uses the given confirm label, shown as destructive', async () => {
    const onConfirm = vi.fn()
    render(
      <ConfirmDialog
        open
        title="Withdraw Application"
        description="This action cannot be undone."
        confirmLabel="Withdraw"
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />
    )
    const button = await screen.findByRole('button', { name: 'Withdraw' })
    expect(button.className).toContain('MuiButton-colorError')
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull()
    fireEvent.click(button)
    expect(onConfirm).toHaveBeenCalledOnce()
  })

  it('shows Archive otherwise and disables actions while loading', async () => {
    const onCancel = vi.fn()
    render(
      <ConfirmDialog
        open
        title="Archive post"
        description="You can restore it later."
        loading
        onConfirm={vi.fn()}
        onCancel={onCancel}
      />
    )
    const archive = (await screen.findByRole('button', { name: /Archive/ })) as HTMLButtonElement
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
    expect(archive.disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

it('loads nothing until it is opened', () => {
  const { container } = render(
    <ConfirmDialog open={false} title="Delete post" description="x" onConfirm={vi.fn()} onCancel={vi.fn()} />
  )
  expect(container.innerHTML).toBe('')
  expect(document.querySelector('[role="dialog"]')).toBeNull()
})
