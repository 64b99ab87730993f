import type { JobReferralAnswer } from '@hireloop/backend/api-types/referrals'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { getDefaultStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { JobsApp } from './jobs-app'
import { makeEmployerApplication, type EmployerApplicationFixture } from '../test/make-employer-application'
import { makeJob } from '../test/make-job'
import { dialogClosed, errorAnswer, fakeServer, locationNow, renderAt, type FakeCall } from '../test/render-app'

const { toastAtom } = await import('@hireloop/shared-ui')
const lastToast = () => getDefaultStore().get(toastAtom)

const employer = { id: 'u2', name: 'Erin', email: 'erin@grid.example', userType: 'employer' }
const THANK = 'Thank Referrer'
const GRATEFUL =
  'Hi Pat, thank you for referring Sam Ortiz for the NERC Compliance Analyst role at Gridline Power. We really appreciate you thinking of us!'

const dana = makeEmployerApplication()
const sam = makeEmployerApplication({
  id: 'a2',
  referred: true,
  referrerName: 'Pat Kim',
  resume: null,
  applicant: { id: 'u6', name: 'Sam Ortiz', email: 'sam@example.com', phone: null, avatar: null },
})
const lee = makeEmployerApplication({
  id: 'a3',
  referred: true,
  referrerName: null,
  resume: null,
  applicant: { id: 'u4', name: 'Lee Park', email: 'lee@example.com', phone: null, avatar: null },
})

const referral = (overrides: Partial<JobReferralAnswer> = {}): JobReferralAnswer => ({
  id: 'r2',
  candidateId: 'u6',
  candidate: { id: 'u6', name: 'Sam Ortiz' },
  referrer: { id: 'u9', name: 'Pat Kim', email: 'pat@grid.example' },
  message: 'Sam kept our CIP evidence audit-ready.',
  status: 'accepted',
  createdAt: '2026-11-19T12:00:00.000Z',
  ...overrides,
})

const referrals = [
  referral(),
  referral({ id: 'r1', status: 'declined', referrer: { id: 'u8', name: 'Ben Cho', email: 'ben@x.example' } }),
  referral({ id: 'r3', candidateId: null, candidate: null, status: 'accepted', message: '' }),
]

function server(overrides: Record<string, unknown> = {}) {
  return fakeServer({
    'GET /api/user/me': employer,
    'GET /api/companies': [{ id: 'c1', name: 'Gridline Power' }],
    'GET /api/companies/c1/jobs': [makeJob()],
    'GET /api/jobs/j1/applications': {
      applications: [dana, sam, lee] satisfies EmployerApplicationFixture[],
      nextCursor: null,
      hasMore: false,
      counts: { all: 3, referred: 2, pending: 3, reviewed: 0 },
    },
    'GET /api/jobs/j1/referrals': referrals,
    'POST /api/referrals/r2/thread': (call: FakeCall) => ({
      thread: { id: 't1' },
      messages: [
        { id: 'm1', content: (call.body as { initialMessage: string }).initialMessage, senderId: 'u2', createdAt: '' },
      ],
      isExisting: false,
    }),
    ...overrides,
  })
}

const thanks = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST' && call.url.endsWith('/thread'))

async function openThanks() {
  renderAt('/dashboard', <JobsApp />)
  const card = await screen.findByRole('article', { name: 'Sam Ortiz' })
  fireEvent.click(within(card).getByRole('button', { name: THANK }))
  const dialog = await screen.findByRole('dialog', { name: THANK })
  await within(dialog).findByRole('region', { name: 'Referral' })
  return dialog
}

const send = (dialog: HTMLElement) =>
  act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send Thank You' })))
const messageBox = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: 'Thank-you message' }) as HTMLTextAreaElement

describe('dashboard: referred applicants and the thank-you dialog', () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  it("shows 'Referred by {name}' (or 'Referred') and 'Thank Referrer' on referred applicants only", async () => {
    server()
    renderAt('/dashboard', <JobsApp />)
    const samCard = await screen.findByRole('article', { name: 'Sam Ortiz' })
    expect(within(samCard).getByText('Referred by Pat Kim')).toBeTruthy()
    expect(within(samCard).queryByText('Referred')).toBeNull()
    expect(within(samCard).getByRole('button', { name: THANK })).toBeTruthy()
    const leeCard = screen.getByRole('article', { name: 'Lee Park' })
    expect(within(leeCard).getByText('Referred')).toBeTruthy()
    expect(within(leeCard).getByRole('button', { name: THANK })).toBeTruthy()
    const danaCard = screen.getByRole('article', { name: 'Dana Lee' })
    expect(within(danaCard).queryByText(/Referred/)).toBeNull()
    expect(within(danaCard).queryByRole('button', { name: THANK })).toBeNull()
  })

  it("lists the job's referrals: candidate, referrer name and e-mail, message, status", async () => {
    server()
    renderAt('/dashboard', <JobsApp />)
    const list = await screen.findByRole('list', { name: 'Referrals for NERC Compliance Analyst' })
    const items = within(list).getAllByTestId('job-referral')
    expect(items).toHaveLength(3)
    expect(screen.getByRole('heading', { name: 'Referrals (3)' })).toBeTruthy()
    expect(within(items[0]).getByText('Sam Ortiz')).toBeTruthy()
    expect(within(items[0]).getByText('Accepted')).toBeTruthy()
    expect(within(items[0]).getByRole('link', { name: 'pat@grid.example' }).getAttribute('href')).toBe(
      'mailto:pat@grid.example'
    )
    expect(within(items[0]).getByText('Sam kept our CIP evidence audit-ready.')).toBeTruthy()
    expect(within(items[1]).getByText('Declined')).toBeTruthy()
    expect(items[1].textContent).toContain('Referred by Ben Cho')
    expect(within(items[2]).getByText('Invited by e-mail (not signed up yet)')).toBeTruthy()
  })

  it("says when the job's referrals cannot be read", async () => {
    server({ 'GET /api/jobs/j1/referrals': () => errorAnswer(500, { error: 'boom' }) })
    renderAt('/dashboard', <JobsApp />)
    expect(await screen.findByText('Failed to load referrals')).toBeTruthy()
  })

  it('shows no referrals section when the referrals module is off (404)', async () => {
    server({ 'GET /api/jobs/j1/referrals': () => errorAnswer(404, { error: 'Not found' }) })
    renderAt('/dashboard', <JobsApp />)
    await screen.findByRole('article', { name: 'Sam Ortiz' })
    await waitFor(() => expect(screen.queryByText('Loading referrals...')).toBeNull())
    expect(screen.queryByRole('heading', { name: /^Referrals/ })).toBeNull()
    expect(screen.queryByText('Failed to load referrals')).toBeNull()
  })

  it('shows the referral and the first template, and switches templates', async () => {
    server()
    const dialog = await openThanks()
    const summary = within(dialog).getByRole('region', { name: 'Referral' })
    expect(within(summary).getByText('Pat Kim')).toBeTruthy()
    expect(within(summary).getByText('pat@grid.example')).toBeTruthy()
    expect(within(summary).getByText('Referred Sam Ortiz for NERC Compliance Analyst')).toBeTruthy()
    const options = within(dialog)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent)
    expect(options).toEqual(['Say thanks', 'Share an update', 'Invite more referrals', 'Custom message'])
    expect(messageBox(dialog).value).toBe(GRATEFUL)
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Invite more referrals' }))
    expect(messageBox(dialog).value).toContain('Referrals like yours help Gridline Power build a great team.')
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Custom message' }))
    expect(messageBox(dialog).value).toBe('')
  })

  it("refuses an empty custom message: 'Thank-you message cannot be empty'", async () => {
    const { calls } = server()
    const dialog = await openThanks()
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Custom message' }))
    fireEvent.change(messageBox(dialog), { target: { value: '   ' } })
    await send(dialog)
    expect(within(dialog).getByText('Thank-you message cannot be empty')).toBeTruthy()
    expect(messageBox(dialog).getAttribute('aria-invalid')).toBe('true')
    expect(thanks(calls)).toEqual([])
  })

  it("sends the message to the referral's conversation: 'Thank you message sent!' and closes", async () => {
    const { calls } = server()
    const dialog = await openThanks()
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Custom message' }))
    fireEvent.change(messageBox(dialog), { target: { value: ' Thanks so much, Pat! ' } })
    await send(dialog)
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Thank you message sent!',
        description: 'Pat Kim will see it in Messages.',
        variant: 'success',
      })
    )
    expect(thanks(calls)).toEqual([
      { method: 'POST', url: '/api/referrals/r2/thread', body: { initialMessage: 'Thanks so much, Pat!' } },
    ])
    await dialogClosed(THANK)
  })

  it("in an existing conversation: 'Message sent to existing conversation', its messages and 'Continue Conversation'", async () => {
    server({
      'POST /api/referrals/r2/thread': {
        thread: { id: 't7' },
        messages: [
          { id: 'm1', content: 'Happy to refer Sam!', senderId: 'u9', createdAt: '2026-11-19T12:00:00.000Z' },
          { id: 'm2', content: GRATEFUL, senderId: 'u2', createdAt: new Date().toISOString() },
        ],
        isExisting: true,
      },
    })
    const dialog = await openThanks()
    await send(dialog)
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Message sent to existing conversation' }))
    const messages = within(dialog).getByRole('list', { name: 'Messages' })
    const items = within(messages).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Pat Kim · .*Happy to refer Sam!$/),
      `You · just now${GRATEFUL}`,
    ])
    expect(within(dialog).queryByRole('textbox', { name: 'Thank-you message' })).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue Conversation' }))
    await waitFor(() => expect(locationNow()).toBe('/messages?thread=t7'))
  })

  it("puts the server's 422 message under the message field", async () => {
    server({
      'POST /api/referrals/r2/thread': () =>
        errorAnswer(422, {
          error: 'Validation failed',
          errors: [{ field: 'initialMessage', message: 'Thank-you message is too long', rule: 'maxLength' }],
        }),
    })
    const dialog = await openThanks()
    await send(dialog)
    expect(await within(dialog).findByText('Thank-you message is too long')).toBeTruthy()
    expect(lastToast()).toBeNull()
  })

  it("says 'Failed to start conversation' with the server's reason when refused", async () => {
    server({
      'POST /api/referrals/r2/thread': () =>
        errorAnswer(403, { error: "Only the job's employer can see its referrals" }),
    })
    const dialog = await openThanks()
    await send(dialog)
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to start conversation',
        description: "Only the job's employer can see its referrals",
        variant: 'error',
      })
    )
    expect(screen.getByRole('dialog', { name: THANK })).toBeTruthy()
  })

  it("says why when messaging is off (503), and 'Something went wrong' for other failures", async () => {
    let status = 503
    server({
      'POST /api/referrals/r2/thread': () =>
        errorAnswer(status, { error: status === 503 ? 'Messaging is not available right now' : 'Internal' }),
    })
    const dialog = await openThanks()
    await send(dialog)
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to start conversation',
        description: 'Messaging is not available right now',
      })
    )
    status = 500
    await send(dialog)
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to start conversation',
        description: 'Something went wrong. Please try again.',
      })
    )
  })

  it('says so when the referral behind the application cannot be found', async () => {
    const { calls } = server({ 'GET /api/jobs/j1/referrals': [referral({ status: 'pending' })] })
    renderAt('/dashboard', <JobsApp />)
    const card = await screen.findByRole('article', { name: 'Lee Park' })
    fireEvent.click(within(card).getByRole('button', { name: THANK }))
    const dialog = await screen.findByRole('dialog', { name: THANK })
    expect(await within(dialog).findByText('The referral behind this application could not be found.')).toBeTruthy()
    expect((within(dialog).getByRole('button', { name: 'Send Thank You' }) as HTMLButtonElement).disabled).toBe(true)
    expect(thanks(calls)).toEqual([])
  })

  it('has no serious axe violations (dashboard with referrals, and the dialog)', async () => {
    server()
    const dialog = await openThanks()
    const options = { resultTypes: ['violations'] as const, rules: { 'color-contrast': { enabled: false } } }
    const serious = (results: axe.AxeResults) =>
      results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id)
    expect(serious(await axe.run(dialog, { ...options, resultTypes: [...options.resultTypes] }))).toEqual([])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await dialogClosed(THANK)
    await screen.findByRole('list', { name: 'Referrals for NERC Compliance Analyst' })
    expect(serious(await axe.run(document.body, { ...options, resultTypes: [...options.resultTypes] }))).toEqual([])
  })
})
