import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { MessageText } from './message-text'

const JOB = '/jobs/0b7c3d56-2f7e-4f0e-9a55-0d2f8c1e7a10'

describe('MessageText', () => {
  it('opens a job page of the app in the app and another site in a new tab; the rest stays text', () => {
    const { container } = render(
      <MemoryRouter>
        <MessageText content={`Look at this: ${JOB} — more on https://example.org/about, ok?`} />
      </MemoryRouter>
    )
    const job = screen.getByRole('link', { name: JOB })
    expect(job.getAttribute('href')).toBe(JOB)
    expect(job.getAttribute('target')).toBeNull()
    const external = screen.getByRole('link', { name: 'https://example.org/about' })
    expect(external.getAttribute('target')).toBe('_blank')
    expect(external.getAttribute('rel')).toBe('noopener noreferrer')
    expect(container.textContent).toBe(`Look at this: ${JOB} — more on https://example.org/about, ok?`)
  })

  it('a link of this origin is an in-app link', () => {
    render(
      <MemoryRouter>
        <MessageText content={`${window.location.origin}${JOB}`} />
      </MemoryRouter>
    )
    expect(screen.getByRole('link').getAttribute('href')).toBe(JOB)
  })
})
