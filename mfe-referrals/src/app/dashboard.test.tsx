import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { ReferralsApp } from './referrals-app'
import { daysAgo, makeReceived, makeRewards, makeSent, ME } from '../test/make-referral'
import { dialogClosed, errorAnswer, fakeServer, locationNow, renderAt } from '../test/render-app'
import { STAT_WORDS } from '../features/dashboard/referral-stats'
import { REWARDS_MEANING } from '../features/dashboard/rewards-card'

const { toastAtom } = await import('@hireloop/shared-ui')
const lastToast = () => getDefaultStore().get(toastAtom)

const SENT = '/api/users/me/referrals/sent'
const RECEIVED = '/api/users/me/referrals/received'
const JOB = {
  id: 'j9',
  title: 'Substation Technician',
  location: 'Austin',
  payRate: '38.00',
  payUnit: 'hr',
  company: { id: 'c9', name: 'Bravo Grid' },
}

function server(routes: Record<string, unknown> = {}) {
  return fakeServer({
    'GET /api/user/me': ME,
    'GET /api/referrals/rewards': makeRewards(),
    [`GET ${SENT}`]: {
      referrals: [
        makeSent({ id: 's1', status: 'accepted', createdAt: daysAgo(1) }),
        makeSent({ id: 's2', status: 'declined', createdAt: daysAgo(3), referrer: { id: 'ali', name: 'Ali Khan' } }),
        makeSent({ id: 's3', status: 'pending', createdAt: daysAgo(5) }),
        makeSent({ id: 's4', status: 'pending', createdAt: daysAgo(7) }),
      ],
    },
    [`GET ${RECEIVED}`]: {
      referrals: [
        makeReceived({ id: 'r1', createdAt: daysAgo(2) }),
        makeReceived({ id: 'r2', createdAt: daysAgo(4), candidate: { id: 'kim', name: 'Kim Park' } }),
        makeReceived({ id: 'r3', status: 'declined', createdAt: daysAgo(0.5) }),
        // A request the reader granted twice over for the same person, and an invitation not taken yet.
        makeReceived({ id: 'r4', status: 'accepted', createdAt: daysAgo(30) }),
        makeReceived({
          id: 'r6',
          status: 'accepted',
          createdAt: daysAgo(31),
          job: { ...makeReceived().job, id: 'j9' },
        }),
        makeReceived({ id: 'r5', origin: 'link', candidate: null, candidateEmail: 'lee@x.io', createdAt: daysAgo(32) }),
      ],
    },
    'GET /api/jobs': { jobs: [JOB], nextCursor: null, hasMore: false, total: 1 },
    ...routes,
  })
}

const stat = (title: string) => within(screen.getByRole('article', { name: title })).getByRole('paragraph')

describe('/referrals', () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  it('asks a signed-out visitor to log in', async () => {
    fakeServer({ 'GET /api/user/me': () => errorAnswer(401, { error: 'Unauthorized' }) })
    renderAt('/referrals', <ReferralsApp />)
    expect(await screen.findByText('Please log in to view your referrals')).toBeTruthy()
  })

  it('switches between the Dashboard and Referral Inbox tabs, keeping the tab in the address', async () => {
    server()
    renderAt('/referrals', <ReferralsApp />)
    fireEvent.click(await screen.findByRole('tab', { name: 'Referral Inbox' }))
    expect(locationNow()).toBe('/referrals?tab=inbox')
    expect(await screen.findByRole('tab', { name: /Requests I Sent/ })).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Dashboard' }))
    expect(locationNow()).toBe('/referrals')
    expect(await screen.findByText('Rewards Progress')).toBeTruthy()
  })
})

describe('Dashboard', () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  it('counts referrals the reader gave, the people who took them, the rate and what waits on the reader', async () => {
    server()
    renderAt('/referrals', <ReferralsApp />)
    // Given: two accepted requests and one invitation; the requests the reader sent as a candidate are not theirs.
    await waitFor(() => expect(stat('Referrals Sent').textContent).toBe('3'))
    // One person (Sam) referred twice counts once: the same figure the rewards count.
    expect(stat('Successful').textContent).toBe('1')
    expect(stat('Success Rate').textContent).toBe('33%')
    expect(stat('Pending Actions').textContent).toBe('2')
    expect(screen.getByText(STAT_WORDS.successful)).toBeTruthy()
    expect(screen.getByTestId('rewards-meaning').textContent).toBe(REWARDS_MEANING)
  })

  it("shows the rewards progress from the server: count of target, the tier's name, the percentage", async () => {
    server()
    renderAt('/referrals', <ReferralsApp />)
    await waitFor(() =>
      expect(screen.getByTestId('rewards-summary').textContent).toBe(
        '1 of 3 successful referrals to unlock Career Perks'
      )
    )
    expect(screen.getByRole('progressbar', { name: 'Rewards progress' }).getAttribute('aria-valuenow')).toBe('33')
    expect(within(screen.getByRole('list', { name: 'Reward tiers' })).getAllByRole('listitem')).toHaveLength(3)
  })

  it("shows 'All Unlocked!' and an employer's tier names", async () => {
    server({
      'GET /api/user/me': { ...ME, userType: 'employer', referralCount: 11 },
      'GET /api/referrals/rewards': makeRewards({
        role: 'employer',
        referralCount: 11,
        next: null,
        progressPercent: 100,
        tiers: [
          { target: 3, name: 'Premium Access', unlocked: true, unlockedAt: daysAgo(9) },
          { target: 5, name: 'Priority Placement', unlocked: true, unlockedAt: daysAgo(5) },
          { target: 10, name: 'Featured Employer', unlocked: true, unlockedAt: daysAgo(1) },
        ],
      }),
    })
    renderAt('/referrals', <ReferralsApp />)
    await waitFor(() =>
      expect(screen.getByTestId('rewards-summary').textContent).toBe('11 successful referrals · All Unlocked!')
    )
    expect(screen.getByText('Featured Employer · 10 · Unlocked')).toBeTruthy()
  })

  it("falls back to the current user's count while the rewards call is unavailable", async () => {
    server({ 'GET /api/referrals/rewards': () => errorAnswer(404, { error: 'Not found' }) })
    renderAt('/referrals', <ReferralsApp />)
    expect(await screen.findByText('1 of 3 successful referrals to unlock Career Perks')).toBeTruthy()
  })

  it('lists the newest 4 of up to 3 sent and 2 received requests', async () => {
    server()
    renderAt('/referrals', <ReferralsApp />)
    const items = await screen.findAllByTestId('activity-item')
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Sam Ortiz asked you for a referral'),
      expect.stringContaining('You asked Dana Reyes for a referral'),
      expect.stringContaining('Sam Ortiz asked you for a referral'),
      expect.stringContaining('You asked Ali Khan for a referral'),
    ])
  })

  it('links each named member in Recent Activity to their profile', async () => {
    server()
    renderAt('/referrals', <ReferralsApp />)
    const items = await screen.findAllByTestId('activity-item')
    const links = items.map((item) =>
      within(item)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')])
    )
    expect(links).toEqual([
      [['Sam Ortiz', '/people/sam']],
      [['Dana Reyes', '/people/dana']],
      [['Sam Ortiz', '/people/sam']],
      [['Ali Khan', '/people/ali']],
    ])
  })

  it('says so when the lists cannot be loaded, and tries again', async () => {
    let failing = true
    const sentList = { referrals: [makeSent({ id: 's1', status: 'accepted' })] }
    server({ [`GET ${SENT}`]: () => (failing ? errorAnswer(500, { error: 'boom' }) : sentList) })
    renderAt('/referrals', <ReferralsApp />)
    expect(await screen.findByText('Failed to load referrals')).toBeTruthy()
    expect(stat('Referrals Sent').textContent).toBe('—')
    failing = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(stat('Referrals Sent').textContent).toBe('3'))
    expect(screen.queryByText('Failed to load referrals')).toBeNull()
  })

  it("links 'Ask for a referral' to the jobs page", async () => {
    server()
    renderAt('/referrals', <ReferralsApp />)
    expect((await screen.findByRole('link', { name: 'Ask for a referral' })).getAttribute('href')).toBe('/jobs')
  })
})

describe("Quick action 'Refer someone'", () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  const openDialog = async () => {
    renderAt('/referrals', <ReferralsApp />)
    fireEvent.click(await screen.findByRole('button', { name: 'Refer someone' }))
    return screen.findByRole('dialog', { name: 'Refer someone' })
  }
  /** Types in the job picker, waits for the (debounced) search with that keyword, picks the job. */
  const pickJob = async (dialog: HTMLElement, calls: Array<{ url: string }>) => {
    const input = within(dialog).getByRole('combobox', { name: /Job/ })
    input.focus()
    fireEvent.change(input, { target: { value: 'substation' } })
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/jobs?limit=10&keyword=substation'))
    fireEvent.click(await screen.findByRole('option', { name: /Substation Technician/ }))
  }

  it('checks the e-mail and the job before sending', async () => {
    const { calls } = server()
    const dialog = await openDialog()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Referral' }))
    expect(await within(dialog).findByText('E-mail is required')).toBeTruthy()
    expect(within(dialog).getByText('Job is required')).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText(/Their e-mail/), { target: { value: 'not-an-email' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Referral' }))
    expect(await within(dialog).findByText('Enter a valid e-mail address')).toBeTruthy()
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0)
  })

  it('searches jobs and sends the invitation: a toast, the dialog closes', async () => {
    const { calls } = server({ 'POST /api/referrals/invite': makeReceived({ id: 'l1', origin: 'link' }) })
    const dialog = await openDialog()
    fireEvent.change(within(dialog).getByLabelText(/Their e-mail/), { target: { value: ' kim@example.com ' } })
    await pickJob(dialog, calls)
    fireEvent.change(within(dialog).getByLabelText('Message (optional)'), { target: { value: 'A great technician.' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Referral' }))
    await waitFor(() => expect(lastToast()?.title).toBe('Referral sent'))
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/referrals/invite',
      body: { jobId: 'j9', email: 'kim@example.com', message: 'A great technician.' },
    })
    await dialogClosed('Refer someone')
  })

  it("shows the server's 422 messages under their fields, and another refusal above the form", async () => {
    let answer = errorAnswer(422, {
      errors: [
        { field: 'email', message: 'You cannot refer yourself', rule: 'notSelf' },
        { field: 'message', message: 'Message is too long (1000 characters at most)', rule: 'maxLength' },
      ],
    })
    const { calls } = server({ 'POST /api/referrals/invite': () => answer })
    const dialog = await openDialog()
    fireEvent.change(within(dialog).getByLabelText(/Their e-mail/), { target: { value: 'morgan@example.com' } })
    await pickJob(dialog, calls)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Referral' }))
    expect(await within(dialog).findByText('You cannot refer yourself')).toBeTruthy()
    expect(within(dialog).getByText('Message is too long (1000 characters at most)')).toBeTruthy()

    answer = errorAnswer(409, { error: 'This job is not accepting applications right now' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Referral' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This job is not accepting applications right now'
    )
  })
})
