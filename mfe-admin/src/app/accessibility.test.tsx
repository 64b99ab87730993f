import { fireEvent, screen, within } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { AdminApp } from './admin-app'
import {
  ADMIN,
  CANDIDATE,
  makeFlaggedUser,
  makeItem,
  makeReputation,
  makeStats,
  queuePage,
} from '../test/make-moderation'
import { fakeServer, renderAt } from '../test/render-app'

/** Serious and critical axe findings (jsdom cannot judge colour contrast: the browser journeys do). */
async function seriousViolations() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

const headingLevelsInOrder = () => {
  const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]))
  expect(levels[0]).toBe(1)
  levels.forEach((level, index) => {
    if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1)
  })
}

function server(me: unknown = ADMIN, empty = false) {
  fakeServer({
    'GET /api/user/me': me,
    'GET /api/moderation/stats': makeStats({ pending: 12, avgWaitTime: 30 }),
    'GET /api/moderation/reputation-stats': makeReputation({ averageScore: 50 }),
    'GET /api/moderation/queue': queuePage(
      empty
        ? []
        : [
            makeItem(),
            makeItem({ id: 'i2', imageUrl: '/x.png', severity: 'low' }),
            makeItem({ id: 'i3', source: 'appeal', appealReason: 'The photo is mine.' }),
          ]
    ),
    'GET /api/moderation/users-for-review': empty ? [] : [makeFlaggedUser()],
  })
}

describe('accessibility (axe)', () => {
  for (const tab of ['overview', 'queue', 'users', 'analytics'] as const) {
    it(`the ${tab} tab has no serious violations, and headings in order`, async () => {
      server()
      renderAt(`/admin/moderation?tab=${tab}`, <AdminApp />)
      await screen.findByTestId('summary-cards')
      if (tab === 'queue') await screen.findAllByTestId('queue-item')
      if (tab === 'users') await screen.findAllByTestId('flagged-user')
      if (tab === 'overview') await screen.findByTestId('trust-banned')
      if (tab === 'analytics') await screen.findByTestId('health-community')
      expect(await seriousViolations()).toEqual([])
      headingLevelsInOrder()
    })
  }

  it('the empty queue and empty users have no serious violations', async () => {
    server(ADMIN, true)
    renderAt('/admin/moderation?tab=queue', <AdminApp />)
    await screen.findByText('The review queue is empty')
    expect(await seriousViolations()).toEqual([])
    fireEvent.click(screen.getByRole('tab', { name: 'User Management' }))
    await screen.findByText('No flagged users')
    expect(await seriousViolations()).toEqual([])
    headingLevelsInOrder()
  })

  it('the action dialog has no serious violations', async () => {
    server()
    renderAt('/admin/moderation?tab=queue', <AdminApp />)
    const [item] = await screen.findAllByTestId('queue-item')
    fireEvent.click(within(item!).getByRole('button', { name: 'Reject' }))
    await screen.findByRole('dialog', { name: 'Reject this post?' })
    expect(await seriousViolations()).toEqual([])
  })

  it("the 'Admins only' page has no serious violations", async () => {
    server(CANDIDATE)
    renderAt('/admin/moderation', <AdminApp />)
    await screen.findByText('Admins only')
    expect(await seriousViolations()).toEqual([])
    headingLevelsInOrder()
  })

  it('the deleted comments and companies pages have no serious violations, and headings in order', async () => {
    fakeServer({
      'GET /api/user/me': ADMIN,
      'GET /api/comments/deleted': {
        comments: [
          {
            id: '6a1b2c3d-0000-4000-8000-000000000001',
            postId: '5a1b2c3d-0000-4000-8000-000000000001',
            content: 'I take this back',
            author: { id: 'author-1', name: 'Casey Commenter' },
            deletedAt: '2026-11-21T10:00:00.000Z',
          },
        ],
        nextCursor: 'more',
      },
      'GET /api/companies/all': {
        companies: [
          { id: 'c1', name: 'Gridline Power', industry: 'Technology', verified: false },
          { id: 'c2', name: 'Acme Verified', industry: null, verified: true },
        ],
        nextCursor: null,
      },
    })
    const first = renderAt('/admin/comments', <AdminApp />)
    await screen.findAllByTestId('deleted-comment')
    expect(await seriousViolations()).toEqual([])
    headingLevelsInOrder()
    first.unmount()
    renderAt('/admin/companies', <AdminApp />)
    await screen.findAllByTestId('company')
    expect(await seriousViolations()).toEqual([])
    headingLevelsInOrder()
  })
})
