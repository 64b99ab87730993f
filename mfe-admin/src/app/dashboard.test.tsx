import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { AdminApp } from './admin-app'
import {
  ADMIN,
  CANDIDATE,
  EMPLOYER,
  makeFlaggedUser,
  makeItem,
  makeReputation,
  makeStats,
  queuePage,
} from '../test/make-moderation'
import { errorAnswer, fakeServer, locationNow, renderAt } from '../test/render-app'

const { toastAtom } = await import('@hireloop/shared-ui')
const lastToast = () => getDefaultStore().get(toastAtom)

function server(routes: Record<string, unknown> = {}) {
  return fakeServer({
    'GET /api/user/me': ADMIN,
    'GET /api/moderation/stats': makeStats(),
    'GET /api/moderation/reputation-stats': makeReputation(),
    'GET /api/moderation/queue': queuePage([makeItem()]),
    'GET /api/moderation/users-for-review': [makeFlaggedUser()],
    ...routes,
  })
}

const moderationCalls = (calls: { url: string }[]) => calls.filter((call) => call.url.startsWith('/api/moderation'))

describe('admins only', () => {
  for (const [who, me] of [
    ['a candidate', CANDIDATE],
    ['an employer', EMPLOYER],
    ['a signed-out visitor', errorAnswer(401, { error: 'Unauthorized' })],
  ] as const) {
    it(`${who} sees 'Admins only' and the screen makes no moderation call`, async () => {
      const { calls } = server({ 'GET /api/user/me': me })
      renderAt('/admin/moderation', <AdminApp />)
      expect(await screen.findByText('Admins only')).toBeTruthy()
      expect(screen.getByText('The moderation dashboard is only available to admins.')).toBeTruthy()
      expect(screen.queryByTestId('summary-cards')).toBeNull()
      // Give any stray request a chance to go out.
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(moderationCalls(calls)).toEqual([])
    })
  }

  it('an account that cannot be read (server down) is said so, with no moderation call; Retry gets through', async () => {
    let down = true
    const { calls } = server({
      'GET /api/user/me': () => (down ? errorAnswer(503, { error: 'Service unavailable' }) : ADMIN),
    })
    renderAt('/admin/moderation', <AdminApp />)
    expect(await screen.findByText('Could not check your account')).toBeTruthy()
    expect(screen.queryByText('Admins only')).toBeNull()
    expect(moderationCalls(calls)).toEqual([])
    down = false
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByTestId('summary-cards')).toBeTruthy()
  })

  it('an admin gets the dashboard', async () => {
    server()
    renderAt('/admin/moderation', <AdminApp />)
    expect(await screen.findByTestId('summary-cards')).toBeTruthy()
    expect(screen.queryByText('Admins only')).toBeNull()
  })
})

describe('summary cards', () => {
  it('Pending Reviews with average wait, Total Users with average score, Active Restrictions, High Priority', async () => {
    server()
    renderAt('/admin/moderation', <AdminApp />)
    const pending = await screen.findByTestId('card-pending')
    await waitFor(() => expect(within(pending).getByText('4')).toBeTruthy())
    expect(pending.textContent).toContain('Pending Reviews')
    expect(pending.textContent).toContain('Average wait: 5.5 h')
    expect(within(pending).queryByText('Backlogged')).toBeNull()
    expect(screen.getByTestId('average-wait').getAttribute('data-state')).toBe('ok')

    const users = screen.getByTestId('card-users')
    await waitFor(() => expect(users.textContent).toContain('Total Users120Average score: 78/100'))
    expect(screen.getByTestId('average-score').getAttribute('data-state')).toBe('ok')
    expect(screen.getByTestId('card-restrictions').textContent).toContain('Active Restrictions2')
    // critical 1 + high 2
    expect(screen.getByTestId('card-high-priority').textContent).toContain('High Priority3Critical and high severity')
  })

  it("'Backlogged' above 10 pending, waits above 24 h and scores below 60 turn red", async () => {
    server({
      'GET /api/moderation/stats': makeStats({ pending: 11, avgWaitTime: 24.5 }),
      'GET /api/moderation/reputation-stats': makeReputation({ averageScore: 59 }),
    })
    renderAt('/admin/moderation', <AdminApp />)
    expect((await screen.findByTestId('backlogged')).textContent).toContain('Backlogged')
    expect(screen.getByTestId('average-wait').getAttribute('data-state')).toBe('alert')
    await waitFor(() => expect(screen.getByTestId('average-score').getAttribute('data-state')).toBe('alert'))
  })

  it('exactly 10 pending, 24 h and 60 are not alarms', async () => {
    server({
      'GET /api/moderation/stats': makeStats({ pending: 10, avgWaitTime: 24 }),
      'GET /api/moderation/reputation-stats': makeReputation({ averageScore: 60 }),
    })
    renderAt('/admin/moderation', <AdminApp />)
    expect((await screen.findByTestId('average-wait')).getAttribute('data-state')).toBe('ok')
    await waitFor(() => expect(screen.getByTestId('average-score').getAttribute('data-state')).toBe('ok'))
    expect(screen.queryByTestId('backlogged')).toBeNull()
  })

  it('a failed stats call says so and retries', async () => {
    let fail = true
    const { calls } = server({
      'GET /api/moderation/stats': () => (fail ? errorAnswer(500, { error: 'Server error' }) : makeStats()),
    })
    renderAt('/admin/moderation', <AdminApp />)
    expect(await screen.findByText('Server error')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.getByTestId('card-pending').textContent).toContain('Average wait: 5.5 h'))
    expect(calls.filter((call) => call.url === '/api/moderation/stats').length).toBeGreaterThanOrEqual(2)
  })
})

describe('tabs', () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  it('Overview: counts by category with the guideline words, and by trust level', async () => {
    server()
    renderAt('/admin/moderation', <AdminApp />)
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('category-job_scam').textContent).toContain('Job scams2 (50%)'))
    expect(screen.getByTestId('category-respectful_communication').textContent).toContain('Respectful communication1')
    expect(screen.getByTestId('category-political_or_election').textContent).toContain(
      'No political or election content0'
    )
    await waitFor(() => expect(screen.getByTestId('trust-trusted').textContent).toContain('Trusted40'))
    expect(screen.getByTestId('trust-at_risk').textContent).toContain('At risk3')
    expect(screen.getByTestId('trust-banned').textContent).toContain('Banned1')
  })

  it('Review Queue: only this tab loads the queue', async () => {
    const { calls } = server()
    renderAt('/admin/moderation', <AdminApp />)
    await screen.findByTestId('summary-cards')
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(calls.some((call) => call.url.startsWith('/api/moderation/queue'))).toBe(false)
    fireEvent.click(screen.getByRole('tab', { name: 'Review Queue' }))
    expect(await screen.findByTestId('queue-item')).toBeTruthy()
    expect(locationNow()).toBe('/admin/moderation?tab=queue')
    expect(calls.some((call) => call.url === '/api/moderation/queue')).toBe(true)
  })

  it('User Management: trust level, score /100, violations, strikes /3, last violation, restrictions', async () => {
    server({
      'GET /api/moderation/users-for-review': [
        makeFlaggedUser(),
        makeFlaggedUser({
          userId: 'u2',
          name: 'Bo Banned',
          trustLevel: 'banned',
          overallScore: 5,
          violationCount: 3,
          strikes: 3,
          lastViolation: null,
          restrictions: [
            { type: 'ban', reason: 'Three strikes', isActive: true, endsAt: null },
            { type: 'restriction', reason: 'Content violates guidelines', isActive: false, endsAt: null },
          ],
        }),
      ],
    })
    renderAt('/admin/moderation?tab=users', <AdminApp />)
    const cards = await screen.findAllByTestId('flagged-user')
    expect(cards).toHaveLength(2)
    const [sam, bo] = cards as [HTMLElement, HTMLElement]
    expect(within(sam).getByRole('heading', { name: 'Sam Scammer' })).toBeTruthy()
    expect(sam.textContent).toContain('Restricted')
    expect(sam.textContent).toContain('Score35/100')
    expect(sam.textContent).toContain('Violations2')
    expect(sam.textContent).toContain('Strikes2/3')
    expect(sam.textContent).toContain('Last violation1d ago')
    const [restriction] = within(sam).getAllByTestId('restriction')
    expect(restriction.textContent).toContain('RestrictionActiveContent violates guidelines · until')
    expect(bo.textContent).toContain('Banned')
    expect(bo.textContent).toContain('Strikes3/3')
    expect(bo.textContent).toContain('Last violationNone')
    const boRestrictions = within(bo).getAllByTestId('restriction')
    expect(boRestrictions[0].textContent).toContain('BanActiveThree strikes')
    expect(boRestrictions[1].textContent).toContain('RestrictionEndedContent violates guidelines')
  })

  it('User Management: an honest empty state', async () => {
    server({ 'GET /api/moderation/users-for-review': [] })
    renderAt('/admin/moderation?tab=users', <AdminApp />)
    expect(await screen.findByText('No flagged users')).toBeTruthy()
  })

  it('Analytics: severity distribution and system health with the thresholds', async () => {
    server({
      'GET /api/moderation/stats': makeStats({ pending: 12, avgWaitTime: 30 }),
      'GET /api/moderation/reputation-stats': makeReputation({ averageScore: 72 }),
    })
    renderAt('/admin/moderation', <AdminApp />)
    fireEvent.click(await screen.findByRole('tab', { name: 'Analytics' }))
    await waitFor(() => expect(screen.getByTestId('severity-critical').textContent).toContain('Critical1 (25%)'))
    expect(screen.getByTestId('severity-high').textContent).toContain('High2 (50%)')
    expect(screen.getByTestId('severity-low').textContent).toContain('Low0')
    expect(screen.getByTestId('health-response').textContent).toContain('30 h (slow)')
    expect(screen.getByTestId('health-response').getAttribute('data-state')).toBe('alert')
    await waitFor(() => expect(screen.getByTestId('health-community').textContent).toContain('72/100'))
    expect(screen.getByTestId('health-community').getAttribute('data-state')).toBe('ok')
    expect(screen.getByTestId('health-queue').textContent).toContain('Backlogged (12 pending)')
  })

  it('the Test button only shows a confirmation toast', async () => {
    const { calls } = server()
    renderAt('/admin/moderation', <AdminApp />)
    await screen.findByTestId('summary-cards')
    const before = calls.length
    fireEvent.click(screen.getByRole('button', { name: 'Test' }))
    expect(lastToast()).toMatchObject({ title: 'Test notification', variant: 'success' })
    expect(calls.length).toBe(before)
  })
})
