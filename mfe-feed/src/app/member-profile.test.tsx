import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { errorAnswer, fakeServer, locationNow, locationStateNow, renderAt } from '@hireloop/shared-ui/testing'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { FeedApp } from './feed-app'
import { PostHeader } from '../features/post/post-header'
import { makePost } from '../test/make-post'

const ME = { id: 'me', name: 'Erin Employer', email: 'erin@grid.example', userType: 'employer', isVerified: true }
const DANA = {
  id: 'dana',
  name: 'Dana Reyes',
  userType: 'candidate',
  headline: 'NERC CIP analyst',
  location: 'Austin, TX',
  profileImage: null,
  skills: ['Communication', 'NERC CIP'],
  badges: ['Top Candidate'],
  availability: ['Weekends'],
  isVerified: true,
  featuredWorkerNumber: 7,
  foundingEmployerNumber: null,
  referral: { referredBy: [{ name: 'Sam Lee', jobTitle: 'Grid Analyst' }], count: 2 },
}

/** The thread POST /api/threads answers with (the fields the conversation's header reads). */
const THREAD = {
  id: 't9',
  otherParticipant: { id: 'dana', name: 'Dana Reyes', userType: 'candidate', profileImage: null },
  job: null,
}

const statuses = (status: string) => ({ statuses: { dana: status }, requestIds: {} })

describe("a member's profile page (/people/{id})", () => {
  it('shows what others see: headline, location, badges, referral badges, skills, availability', async () => {
    fakeServer({
      'GET /api/user/me': ME,
      'GET /api/users/dana': DANA,
      'GET /api/connections/status': statuses('none'),
    })
    renderAt('/people/dana', <FeedApp />)
    const article = await screen.findByRole('article', { name: 'Dana Reyes' })
    expect(within(article).getByText('NERC CIP analyst')).toBeTruthy()
    expect(within(article).getByText('Austin, TX')).toBeTruthy()
    expect(within(article).getByTestId('member-badge').textContent).toBe('Featured Worker #7')
    expect(within(article).getByText('Referred by Sam Lee')).toBeTruthy()
    expect(within(article).getByText('2 referrals')).toBeTruthy()
    const list = (name: string) =>
      within(within(article).getByRole('region', { name }))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    expect(list('Skills')).toEqual(['Communication', 'NERC CIP'])
    expect(list('Availability')).toEqual(['Weekends'])
    expect(list('Badges')).toEqual(['Top Candidate'])
    // Not connected yet: Connect, no Message.
    expect(await within(article).findByRole('button', { name: 'Connect' })).toBeTruthy()
    expect(within(article).queryByRole('button', { name: 'Message' })).toBeNull()
  })

  it('connected: Message opens the conversation', async () => {
    const { calls } = fakeServer({
      'GET /api/user/me': ME,
      'GET /api/users/dana': DANA,
      'GET /api/connections/status': statuses('connected'),
      'POST /api/threads': { thread: THREAD, isExisting: true },
    })
    renderAt('/people/dana', <FeedApp />)
    fireEvent.click(await screen.findByRole('button', { name: 'Message' }))
    await waitFor(() => expect(locationNow()).toBe('/messages?thread=t9'))
    // The conversation gets the thread for its header, wherever the thread sits in the list.
    expect(locationStateNow()).toEqual({ thread: THREAD })
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/threads',
      body: { recipientId: 'dana' },
    })
  })

  it('Refer: a candidate connected to the member goes to the jobs list to ask them for a referral', async () => {
    fakeServer({
      'GET /api/user/me': { ...ME, userType: 'candidate' },
      'GET /api/users/dana': DANA,
      'GET /api/connections/status': statuses('connected'),
    })
    renderAt('/people/dana', <FeedApp />)
    const refer = await screen.findByRole('link', { name: 'Refer' })
    expect(refer.getAttribute('href')).toBe('/jobs?askReferralFrom=dana&askReferralName=Dana+Reyes')
    fireEvent.click(refer)
    await waitFor(() => expect(locationNow()).toBe('/jobs?askReferralFrom=dana&askReferralName=Dana+Reyes'))
  })

  it('no Refer unless the reader is a candidate connected to the member', async () => {
    const cases = [
      { user: { ...ME, userType: 'candidate' }, status: 'pending_outgoing' },
      { user: { ...ME, userType: 'candidate' }, status: 'none' },
      { user: ME, status: 'connected' },
    ]
    for (const { user, status } of cases) {
      fakeServer({
        'GET /api/user/me': user,
        'GET /api/users/dana': DANA,
        'GET /api/connections/status': statuses(status),
      })
      const view = renderAt('/people/dana', <FeedApp />)
      const actions = await screen.findByTestId('member-actions')
      await waitFor(() => expect(within(actions).queryAllByRole('button').length).toBeGreaterThan(0))
      expect(within(actions).queryByRole('link', { name: 'Refer' })).toBeNull()
      view.unmount()
    }
  })

  it('a profile hidden by moderation (404) answers "Profile not available"', async () => {
    fakeServer({
      'GET /api/user/me': ME,
      'GET /api/users/dana': () => errorAnswer(404, { error: 'User not found' }),
      'GET /api/connections/status': statuses('none'),
    })
    renderAt('/people/dana', <FeedApp />)
    expect((await screen.findByTestId('profile-unavailable')).textContent).toContain('Profile not available')
  })

  it("one's own id goes to one's own profile", async () => {
    fakeServer({ 'GET /api/user/me': ME, 'GET /api/users/me': { ...DANA, id: 'me' } })
    renderAt('/people/me', <FeedApp />)
    await waitFor(() => expect(locationNow()).toBe('/profile'))
  })

  it("a post's author name and avatar lead to the author's profile", () => {
    render(
      <MemoryRouter>
        <PostHeader post={makePost()} onOpenMenu={() => {}} />
      </MemoryRouter>
    )
    expect(screen.getByRole('link', { name: 'Ann' }).getAttribute('href')).toBe('/people/u1')
    expect(document.querySelectorAll('a[href="/people/u1"]')).toHaveLength(2)
  })
})
