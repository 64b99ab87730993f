import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ReactionButton } from './reaction-button'

function renderButton() {
  const onReact = vi.fn()
  render(<ReactionButton reaction={null} onReact={onReact} />)
  const button = screen.getByRole('button', { name: 'Like' })
  button.focus()
  fireEvent.keyDown(button, { key: 'ArrowUp' })
  const picker = screen.getByRole('toolbar', { name: 'Reactions' })
  return { onReact, button, picker }
}

describe('the reaction picker hands focus back to the reaction button as it closes', () => {
  it('opened from the keyboard, it takes focus on its first reaction', () => {
    const { picker } = renderButton()
    expect(picker.contains(document.activeElement)).toBe(true)
    expect(document.activeElement).toBe(within(picker).getByRole('button', { name: 'Like' }))
  })

  it('choosing a reaction', () => {
    const { onReact, button } = renderButton()
    const celebrate = screen.getByRole('button', { name: 'Celebrate' })
    celebrate.focus()
    fireEvent.click(celebrate)
    expect(onReact).toHaveBeenCalledWith('celebrate')
    expect(screen.queryByRole('toolbar', { name: 'Reactions' })).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('Escape', () => {
    const { onReact, button } = renderButton()
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(screen.queryByRole('toolbar', { name: 'Reactions' })).toBeNull()
    expect(onReact).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(button)
  })
})
