import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FoundingBadge } from './founding-benefits'

describe('FoundingBadge', () => {
  it('lists the four founding employer benefits in its tooltip', async () => {
    render(<FoundingBadge number={7} />)
    const badge = screen.getByText('Founding Employer #7').closest('[tabindex="0"]') as HTMLElement
    expect(badge).not.toBeNull()
    fireEvent.mouseOver(badge)
    const tooltip = await screen.findByRole('tooltip')
    const items = within(tooltip)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(items).toEqual([
      'Founding Employer Badge',
      'Priority Job Placement',
      'Locked-In Pricing',
      'Free Trial Period',
    ])
  })
})
