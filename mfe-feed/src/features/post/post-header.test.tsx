import { act, fireEvent, render, screen } from '@testing-library/react'
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
    // The tooltip is loaded on demand: once it is, the same badge carries it.
    await act(async () => {
      await import('@mui/material/Tooltip')
    })
    const badge = await screen.findByText('Founding Employer #7')
    expect(badge.textContent).toBe('Founding Employer #7')
    const target = badge.closest('[tabindex="0"]') as HTMLElement
    expect(target).not.toBeNull()
    fireEvent.mouseOver(target)
    expect(await screen.findByRole('tooltip')).toHaveProperty(
      'textContent',
      expect.stringContaining('lifetime priority placement')
    )
  })

  it('shows no badge for other authors', () => {
    renderHeader(null)
    expect(screen.queryByText(/Founding Employer/)).toBeNull()
  })
})
