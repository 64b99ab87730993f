import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { JobsApp } from './jobs-app'
import { makeJob } from '../test/make-job'
import { errorAnswer, fakeServer, renderAt } from '../test/render-app'
import { HIDDEN_TEXT, HIDDEN_TITLE } from '../shared/hidden-company-notice'

const COMPANY_ID = '11111111-1111-4111-8111-111111111111'
const REASON = 'Listings ask applicants for a paid starter kit'
const member = { id: 'u1', name: 'Cara', email: 'cara@example.com', userType: 'candidate' }
const owner = { id: 'u2', name: 'Erin', email: 'erin@volt.example', userType: 'employer' }

const company = {
  id: COMPANY_ID,
  ownerId: 'u2',
  name: 'Volt Works',
  description: 'We build substations.',
  logo: null,
  size: '51-200',
  industry: 'Construction',
  website: null,
  headquarters: 'Boulder, Colorado',
  verified: false,
  domainVerified: false,
  verification: null,
  isFoundingEmployer: false,
  foundingEmployerNumber: null,
  hasLifetimePriorityPlacement: false,
  responseRate: null,
  typicalResponseHours: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  subscriptionTier: 'regular',
  foundingBenefits: null,
  earlyBirdSignupDate: null,
  freeTrialEndsAt: null,
  hidden: false,
  hiddenAt: null,
  hiddenReason: null,
}
const hidden = { ...company, hidden: true, hiddenAt: '2026-11-20T10:00:00.000Z', hiddenReason: REASON }
const noJobs = { jobs: [], nextCursor: null, hasMore: false, total: 0 }

describe('a company hidden by an admin', () => {
  it("members read 'Company not available'", async () => {
    fakeServer({
      'GET /api/user/me': member,
      [`GET /api/companies/${COMPANY_ID}`]: () => errorAnswer(404, { error: 'Company not available' }),
    })
    renderAt(`/companies/${COMPANY_ID}`, <JobsApp />)
    expect(await screen.findByText('Company not available')).toBeTruthy()
    expect(screen.getByText("This company's page and jobs are not available.")).toBeTruthy()
    expect(screen.queryByText('Company not found')).toBeNull()
  })

  it('its owner sees on the company page that it is hidden and why', async () => {
    fakeServer({
      'GET /api/user/me': owner,
      [`GET /api/companies/${COMPANY_ID}`]: hidden,
      [`GET /api/companies/${COMPANY_ID}/jobs`]: [],
    })
    renderAt(`/companies/${COMPANY_ID}`, <JobsApp />)
    const notice = await screen.findByTestId('company-hidden')
    expect(notice.textContent).toBe(`${HIDDEN_TITLE}Reason: ${REASON}${HIDDEN_TEXT}`)
  })

  it('its owner and admins see its open jobs on its page, read from its own list (browsing leaves them out)', async () => {
    const admin = { id: 'u3', name: 'Ada', email: 'ada@example.com', userType: 'admin' }
    for (const reader of [owner, admin]) {
      const { calls } = fakeServer({
        'GET /api/user/me': reader,
        [`GET /api/companies/${COMPANY_ID}`]: hidden,
        [`GET /api/companies/${COMPANY_ID}/jobs`]: [
          makeJob({ id: 'j1', title: 'Relay Technician', companyId: COMPANY_ID }),
          makeJob({ id: 'j2', title: 'Line Inspector', companyId: COMPANY_ID, status: 'paused' }),
        ],
        'GET /api/jobs': noJobs,
      })
      const view = renderAt(`/companies/${COMPANY_ID}`, <JobsApp />)
      const jobs = await screen.findByRole('region', { name: 'Open jobs' })
      expect(await within(jobs).findByRole('link', { name: 'Relay Technician' }), reader.userType).toBeTruthy()
      expect(within(jobs).getAllByTestId('company-job')).toHaveLength(1)
      expect(within(jobs).queryByText('No open jobs right now.')).toBeNull()
      expect(calls.some((call) => call.url.startsWith('/api/jobs?'))).toBe(false)
      view.unmount()
    }
  })

  it("the dashboard's Company page says it is hidden and why; a shown company has no notice", async () => {
    fakeServer({ 'GET /api/user/me': owner, 'GET /api/companies': [hidden] })
    const view = renderAt('/dashboard/company', <JobsApp />)
    const notice = await screen.findByTestId('company-hidden')
    expect(notice.textContent).toBe(`${HIDDEN_TITLE}Reason: ${REASON}${HIDDEN_TEXT}`)
    view.unmount()

    fakeServer({ 'GET /api/user/me': owner, 'GET /api/companies': [company] })
    renderAt('/dashboard/company', <JobsApp />)
    expect(await screen.findByRole('textbox', { name: 'Company name' })).toBeTruthy()
    expect(screen.queryByTestId('company-hidden')).toBeNull()
  })

  it('its owner is told on the dashboard and in the job wizard too, where jobs nobody sees would be managed or posted', async () => {
    for (const path of ['/dashboard', '/jobs/new']) {
      fakeServer({
        'GET /api/user/me': owner,
        'GET /api/companies': [hidden],
        [`GET /api/companies/${COMPANY_ID}/jobs`]: [],
        'GET /api/jobs': noJobs,
      })
      const view = renderAt(path, <JobsApp />)
      const notice = await screen.findByTestId('company-hidden')
      expect(notice.textContent, path).toBe(`${HIDDEN_TITLE}Reason: ${REASON}${HIDDEN_TEXT}`)
      view.unmount()
    }
    fakeServer({
      'GET /api/user/me': owner,
      'GET /api/companies': [company],
      [`GET /api/companies/${COMPANY_ID}/jobs`]: [],
    })
    renderAt('/dashboard', <JobsApp />)
    expect(await screen.findByRole('button', { name: 'Post New Job' })).toBeTruthy()
    expect(screen.queryByTestId('company-hidden')).toBeNull()
  })
})
