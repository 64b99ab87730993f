import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { makePost } from '../../test/make-post'
import { PostHeader } from './post-header'

function renderHeader(foundingEmployerNumber: number | null) {
  const post = makePost()
  post.author = { ...post.author, userType: 'employer', verified: true, foundingEmployerNumber }
  render(
    <MemoryRouter>
      <PostHeader post={post} onOpenMenu={() => {}} />
    </MemoryRouter>
  )
}

describe('post header', () => {
  it("shows a founding employer's badge, its benefits in a tooltip (the badge takes keyboard focus)", async () => {
    renderHeader(7)
    expect(screen.getByText('Founding Employer #7')).toBeTruthy()
    // Plain until wanted: no tooltip (and no MUI tooltip code) before a reader points at or focuses the badge.
    const target = screen.getByText('Founding Employer #7').closest('[tabindex="0"]') as HTMLElement
    expect(target).not.toBeNull()
    expect(screen.queryByRole('tooltip')).toBeNull()
    fireEvent.focus(target)
    expect(await screen.findByRole('tooltip')).toHaveProperty(
      'textContent',
      expect.stringContaining('lifetime priority placement')
    )
    // Loaded, the same badge carries it: it closes and opens again.
    const badge = screen.getByText('Founding Employer #7').closest('[tabindex="0"]') as HTMLElement
    fireEvent.blur(badge)
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
    fireEvent.mouseOver(badge)
    expect(await screen.findByRole('tooltip')).toBeTruthy()
  })

  it('shows no badge for other authors', () => {
    renderHeader(null)
    expect(screen.queryByText(/Founding Employer/)).toBeNull()
  })

  it("gives the post's time its full date as a title once pointed at or focused, not before", () => {
    renderHeader(null)
    const time = screen.getByRole('link', { name: /ago|just now/ })
    expect(time.getAttribute('title')).toBeNull()
    fireEvent.mouseEnter(time)
    const full = new Date(makePost().timestamp).toLocaleString()
    expect(time.getAttribute('title')).toBe(full)
    fireEvent.focus(time)
    expect(time.getAttribute('title')).toBe(full)
  })
})
