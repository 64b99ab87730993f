import { screen } from '@testing-library/react'
import axe from 'axe-core'
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '@hireloop/backend/jobs-constants'
import { describe, expect, it } from 'vitest'
import { JobsApp } from './jobs-app'
import { makeJob } from '../test/make-job'
import { makeMyApplication } from '../test/make-my-application'
import { fakeServer, renderAt } from '../test/render-app'

/** Serious and critical axe findings in the document (jsdom cannot measure colour contrast: see application-format.test). */
async function blockingViolations() {
  const results = await axe.run(document.body, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  })
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, nodes: violation.nodes.map((node) => node.html.slice(0, 120)) }))
}

describe('/applications accessibility', () => {
  it('has no serious axe violations with a card in every status, and headings in order', async () => {
    fakeServer({
      'GET /api/user/me': { id: 'u1', name: 'Casey', userType: 'candidate' },
      'GET /api/applications/my': {
        applications: APPLICATION_STATUSES.map((status, index) =>
          makeMyApplication({
            id: `a${index}`,
            status,
            statusLabel: APPLICATION_STATUS_LABELS[status],
            respondBy: status === 'applied' ? '2026-03-16T12:00:00.000Z' : null,
            job: makeJob({ id: `j${index}`, title: `Job ${index}` }),
          })
        ),
        nextCursor: 'c2',
        hasMore: true,
      },
    })
    renderAt('/applications', <JobsApp />)
    expect(await screen.findAllByTestId('application-card')).toHaveLength(6)
    expect(await blockingViolations()).toEqual([])
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]))
    expect(levels[0]).toBe(1)
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]).toBeLessThanOrEqual(1)
    })
    for (const button of screen.getAllByRole('button')) expect(button.textContent?.trim()).not.toBe('')
  })

  it('has no serious axe violations in the empty state', async () => {
    fakeServer({
      'GET /api/user/me': { id: 'u1', name: 'Casey', userType: 'candidate' },
      'GET /api/applications/my': { applications: [], nextCursor: null, hasMore: false },
    })
    renderAt('/applications', <JobsApp />)
    await screen.findByText('No Applications Yet')
    expect(await blockingViolations()).toEqual([])
  })
})
