import { act, fireEvent, render, screen } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { toastAtom } from '../../state/toast'
import { CommunityGuidelinesDialog } from './community-guidelines-dialog'

async function setup() {
  const store = createStore()
  const onClose = vi.fn()
  render(
    <Provider store={store}>
      <CommunityGuidelinesDialog open onClose={onClose} />
    </Provider>
  )
  await screen.findByRole('dialog')
  return { store, onClose }
}

describe('CommunityGuidelinesDialog', () => {
  it('lists the topics and enforcement', async () => {
    await setup()
    for (const topic of [
      'Respectful communication',
      'No graphic or sexual content',
      'No political or election content',
      'Safe and legal sharing',
      'Protecting personal information',
      'Enforcement',
    ]) {
      expect(screen.getByText(topic)).toBeTruthy()
    }
  })

  it('keeps Got it! disabled until the box is ticked', async () => {
    const { onClose } = await setup()
    const gotIt = screen.getByRole('button', { name: 'Got it!' }) as HTMLButtonElement
    expect(gotIt.disabled).toBe(true)
    fireEvent.click(screen.getByRole('checkbox'))
    expect(gotIt.disabled).toBe(false)
    fireEvent.click(gotIt)
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('refuses to close before the box is ticked and says why', async () => {
    const { store, onClose } = await setup()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).not.toHaveBeenCalled()
    expect(store.get(toastAtom)).toMatchObject({
      title: "Please confirm you've read the guidelines",
      description: "You must check the box to confirm you've read our community guidelines before closing.",
    })

    act(() => {
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    })
    expect(onClose).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledOnce()
  })
})
