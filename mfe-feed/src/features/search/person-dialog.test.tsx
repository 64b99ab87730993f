import { MemoryRouter } from 'react-router-dom'
import { fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import PersonDialog from './person-dialog'

const CASEY = {
  id: 'u-casey',
  name: 'Casey Candidate',
  userType: 'candidate',
  headline: 'Cashier',
  location: 'Austin, TX',
  profileImage: null,
}

function serve(referral: unknown) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input)
    const reply = (code: number, body: unknown) =>
      new Response(JSON.stringify(body), { status: code, headers: { 'Content-Type': 'application/json' } })
    if (url === '/api/user/me') return reply(200, { id: 'me', name: 'Erin Employer', userType: 'employer' })
    if (url === `/api/users/${CASEY.id}`) return reply(200, { ...CASEY, referral })
    if (url.startsWith('/api/connections/status'))
      return reply(200, { statuses: { [CASEY.id]: 'none' }, requestIds: {} })
    return reply(404, { error: 'Not found' })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function renderDialog() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
      <MemoryRouter>{children}</MemoryRouter>
    </SWRConfig>
  )
  return render(<PersonDialog open person={CASEY as never} onClose={() => {}} />, { wrapper })
}

afterEach(() => vi.unstubAllGlobals())

describe('a person seen from search', () => {
  it('leads to their full profile page', async () => {
    serve(null)
    renderDialog()
    const link = await screen.findByRole('link', { name: 'View full profile' })
    expect(link.getAttribute('href')).toBe(`/people/${CASEY.id}`)
  })

  it('shows an employer who referred a candidate, every referrer in the tooltip, and the multiple-referrals badge', async () => {
    const fetchMock = serve({
      referredBy: [
        { name: 'Riley Referrer', jobTitle: 'Cashier' },
        { name: 'Sam Shiftlead', jobTitle: 'Stock Associate' },
      ],
      count: 2,
    })
    renderDialog()
    const badges = await screen.findByTestId('referral-badges')
    expect(within(badges).getByText('Referred by Riley Referrer')).toBeTruthy()
    expect(within(badges).getByText('2 referrals')).toBeTruthy()
    fireEvent.mouseOver(within(badges).getByText('Referred by Riley Referrer'))
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Referred by Riley Referrer for Cashier · Sam Shiftlead for Stock Associate'
    )
    expect(fetchMock.mock.calls.some(([url]) => String(url) === `/api/users/${CASEY.id}`)).toBe(true)
  })

  it('one referral: no multiple-referrals badge; none (or not the reader’s to see): no badge at all', async () => {
    serve({ referredBy: [{ name: 'Riley Referrer', jobTitle: 'Cashier' }], count: 1 })
    const { unmount } = renderDialog()
    const badges = await screen.findByTestId('referral-badges')
    expect(within(badges).queryByText(/referrals$/)).toBeNull()
    unmount()

    serve(null)
    renderDialog()
    await screen.findByRole('heading', { name: 'Casey Candidate' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByTestId('referral-badges')).toBeNull()
  })
})
