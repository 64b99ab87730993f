import { fireEvent, screen } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { ReferralsApp } from './referrals-app'
import { daysAgo, makeReceived, makeRewards, makeSent, ME } from '../test/make-referral'
import { fakeServer, renderAt } from '../test/render-app'

/** Serious and critical axe findings (jsdom cannot judge colour contrast: the browser journeys do). */
async function seriousViolations() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

function server(empty = false) {
  fakeServer({
    'GET /api/user/me': ME,
    'GET /api/referrals/rewards': makeRewards(),
    'GET /api/users/me/referrals/sent': {
      referrals: empty ? [] : [makeSent({ status: 'accepted', applicationStage: 'Applied' }), makeSent({ id: 's2' })],
    },
    'GET /api/users/me/referrals/received': {
      referrals: empty ? [] : [makeReceived(), makeReceived({ id: 'r2', status: 'declined', createdAt: daysAgo(3) })],
    },
    'GET /api/jobs': { jobs: [], nextCursor: null, hasMore: false, total: 0 },
  })
}

const headingLevelsInOrder = () => {
  const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]))
  expect(levels[0]).toBe(1)
  levels.forEach((level, index) => {
    if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1)
  })
}

describe('accessibility (axe)', () => {
  it('the dashboard has no serious violations, and headings in order', async () => {
    server()
    renderAt('/referrals', <ReferralsApp />)
    await screen.findAllByTestId('activity-item')
    expect(await seriousViolations()).toEqual([])
    headingLevelsInOrder()
  })

  it('the refer-someone dialog has no serious violations', async () => {
    server()
    renderAt('/referrals', <ReferralsApp />)
    fireEvent.click(await screen.findByRole('button', { name: 'Refer someone' }))
    await screen.findByRole('dialog', { name: 'Refer someone' })
    expect(await seriousViolations()).toEqual([])
  })

  it('both inbox tabs have no serious violations, open details included', async () => {
    server()
    renderAt('/referrals?tab=inbox', <ReferralsApp />)
    await screen.findAllByTestId('referral-sent')
    expect(await seriousViolations()).toEqual([])
    fireEvent.click(screen.getByRole('tab', { name: /Requests to Answer/ }))
    const [card] = await screen.findAllByTestId('referral-received')
    fireEvent.click(card!.querySelector('button[aria-expanded]')!)
    await screen.findByTestId('referral-details')
    expect(await seriousViolations()).toEqual([])
    headingLevelsInOrder()
  })

  it('the empty inbox has no serious violations', async () => {
    server(true)
    renderAt('/referrals?tab=inbox', <ReferralsApp />)
    await screen.findByText('No requests sent')
    expect(await seriousViolations()).toEqual([])
  })
})
