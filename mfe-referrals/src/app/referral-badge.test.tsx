import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useReferralNotificationCount } from '@hireloop/shared-ui'
import { describe, expect, it } from 'vitest'
import { ReferralsApp } from './referrals-app'
import { makeReceived, makeRewards, ME } from '../test/make-referral'
import { fakeServer, renderAt, type FakeCall } from '../test/render-app'

const NOTIFICATIONS = '/api/notifications/referrals'
/** The whole app renders here: on a busy machine its first answers take more than the default second. */
const WAIT = { timeout: 5000 }

/** The shell's Referrals badge: the same SWR key, in the same page. */
function Badge() {
  return <output data-testid="badge">{useReferralNotificationCount()}</output>
}

function server() {
  const notifications = [
    { id: 'n1', referralId: 'r1', type: 'referral_received', isRead: false, isArchived: false },
    { id: 'n2', referralId: 'r2', type: 'referral_received', isRead: false, isArchived: false },
    { id: 'n3', referralId: 'r1', type: 'referral_viewed', isRead: true, isArchived: false },
  ]
  return fakeServer({
    'GET /api/user/me': ME,
    'GET /api/referrals/rewards': makeRewards(),
    'GET /api/users/me/referrals/sent': { referrals: [] },
    'GET /api/users/me/referrals/received': {
      referrals: [makeReceived({ id: 'r1' }), makeReceived({ id: 'r2', candidate: { id: 'kim', name: 'Kim Park' } })],
    },
    'GET /api/referrals/r1': makeReceived({ id: 'r1', isViewed: true }),
    'PATCH /api/referrals/r2': makeReceived({ id: 'r2', status: 'declined', isViewed: true }),
    [`GET ${NOTIFICATIONS}`]: () => notifications,
    [`PATCH ${NOTIFICATIONS}/n1/read`]: () => {
      notifications[0]!.isRead = true
      return { id: 'n1', isRead: true }
    },
    [`PATCH ${NOTIFICATIONS}/n2/read`]: () => {
      notifications[1]!.isRead = true
      return { id: 'n2', isRead: true }
    },
  })
}

const reads = (calls: FakeCall[]) =>
  calls.filter((call) => call.method === 'PATCH' && call.url.startsWith(NOTIFICATIONS)).map((call) => call.url)

describe('the Referrals badge on /referrals', () => {
  it('clears as each request is seen, then answered', async () => {
    const { calls } = server()
    renderAt(
      '/referrals?tab=inbox',
      <>
        <Badge />
        <ReferralsApp />
      </>
    )
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('2'), WAIT)
    fireEvent.click(await screen.findByRole('tab', { name: 'Requests to Answer (2)' }, WAIT))
    // Both requests are two days old (to the millisecond or not): pick each by its candidate, not by list order.
    const cards = await screen.findAllByTestId('referral-received', {}, WAIT)
    const first = cards.find((card) => card.textContent?.includes('Sam Ortiz'))
    const second = cards.find((card) => card.textContent?.includes('Kim Park'))
    fireEvent.click(within(first!).getByRole('button', { name: 'View details' }))
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('1'), WAIT)
    expect(reads(calls)).toEqual([`${NOTIFICATIONS}/n1/read`])

    fireEvent.click(within(second!).getByRole('button', { name: 'Decline' }))
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('0'), WAIT)
    expect(reads(calls)).toEqual([`${NOTIFICATIONS}/n1/read`, `${NOTIFICATIONS}/n2/read`])
  })
})
