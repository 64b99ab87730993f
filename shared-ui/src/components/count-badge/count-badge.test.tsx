import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CountBadge } from './count-badge'

describe('CountBadge', () => {
  it('renders nothing at zero', () => {
    const { container } = render(<CountBadge count={0} />)
    expect(container.innerHTML).toBe('')
  })

  it('shows the count up to 99', () => {
    render(<CountBadge count={7} label="unread messages" />)
    expect(screen.getByTestId('count-badge').textContent).toBe('7')
    expect(screen.getByText('(7 unread messages)')).toBeTruthy()
  })

  it('shows 99+ above 99', () => {
    render(<CountBadge count={150} />)
    expect(screen.getByTestId('count-badge').textContent).toBe('99+')
  })
})
