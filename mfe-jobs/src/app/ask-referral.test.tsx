import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { getDefaultStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { JobsApp } from './jobs-app'
import { makeJob } from '../test/make-job'
import { dialogClosed, errorAnswer, fakeServer, renderAt, type FakeCall } from '../test/render-app'

const { toastAtom } = await import('@hireloop/shared-ui')
const lastToast = () => getDefaultStore().get(toastAtom)

const candidate = { id: 'u1', name: 'Casey', email: 'casey@example.com', userType: 'candidate' }
const employer = { id: 'u2', name: 'Erin', email: 'erin@grid.example', userType: 'employer' }
const ana = { id: 'u7', name: 'Ana Ruiz', userType: 'candidate', location: 'Austin, TX', avatar: null }
const ben = { id: 'u8', name: 'Ben Cho', userType: 'employer', location: null, avatar: null }
const page = (jobs = [makeJob()]) => ({ jobs, nextCursor: null, hasMore: false, total: jobs.length })
const ASK = 'Ask for a referral'

function server(overrides: Record<string, unknown> = {}) {
  return fakeServer({
    'GET /api/user/me': candidate,
    'GET /api/user/job-interactions': { saved: [], liked: [] },
    'GET /api/jobs': page(),
    'GET /api/jobs/j1': makeJob(),
    'GET /api/user/connections': { connections: [ana, ben], nextCursor: null, hasMore: false },
    'POST /api/referrals': (call: FakeCall) => ({ id: 'r1', status: 'pending', ...(call.body as object) }),
    ...overrides,
  })
}

const posts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST' && call.url === '/api/referrals')

async function openAsk() {
  renderAt('/jobs/j1', <JobsApp />)
  const detail = await screen.findByRole('dialog')
  fireEvent.click(await within(detail).findByRole('button', { name: ASK }))
  return screen.findByRole('dialog', { name: ASK })
}

const send = (dialog: HTMLElement) =>
  act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send Request' })))

describe("'Ask for a referral' from a job's detail", () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  it('is offered to candidates on an active job only', async () => {
    server()
    renderAt('/jobs/j1', <JobsApp />)
    expect(await within(await screen.findByRole('dialog')).findByRole('button', { name: ASK })).toBeTruthy()
  })

  it('is not offered on a paused job', async () => {
    server({ 'GET /api/jobs/j1': makeJob({ status: 'paused' }), 'GET /api/jobs': page([]) })
    renderAt('/jobs/j1', <JobsApp />)
    const detail = await screen.findByRole('dialog')
    await within(detail).findByRole('heading', { name: 'NERC Compliance Analyst' })
    expect(within(detail).queryByRole('button', { name: ASK })).toBeNull()
  })

  it('is not offered to employers', async () => {
    server({ 'GET /api/user/me': employer, 'GET /api/companies': [] })
    renderAt('/jobs/j1', <JobsApp />)
    const detail = await screen.findByRole('dialog')
    await within(detail).findByRole('heading', { name: 'NERC Compliance Analyst' })
    await waitFor(() => expect(within(detail).queryByRole('button', { name: /Apply Now/ })).toBeNull())
    expect(within(detail).queryByRole('button', { name: ASK })).toBeNull()
  })

  it("asks for a connection first: 'Choose who should refer you'", async () => {
    const { calls } = server()
    const dialog = await openAsk()
    expect(within(dialog).getByText('NERC Compliance Analyst · Gridline Power')).toBeTruthy()
    await within(dialog).findByRole('radio', { name: /Ana Ruiz/ })
    await send(dialog)
    expect(within(dialog).getByTestId('ask-referral-referrer-error').textContent).toBe('Choose who should refer you')
    expect(posts(calls)).toEqual([])
  })

  it("asks a chosen connection with a message: POST {jobId, referrerId, message}, 'Referral request sent'", async () => {
    const { calls } = server()
    const dialog = await openAsk()
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Ben Cho/ }))
    fireEvent.click(within(dialog).getByRole('radio', { name: /Ana Ruiz/ }))
    expect((within(dialog).getByRole('radio', { name: /Ben Cho/ }) as HTMLInputElement).checked).toBe(false)
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message (optional)' }), {
      target: { value: ' We worked together at Gridline. ' },
    })
    expect(within(dialog).getByText('31/1000')).toBeTruthy()
    await send(dialog)
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Referral request sent',
        description: 'Ana Ruiz will be asked to refer you for NERC Compliance Analyst.',
        variant: 'success',
      })
    )
    expect(posts(calls).map((call) => call.body)).toEqual([
      { jobId: 'j1', referrerId: 'u7', message: 'We worked together at Gridline.' },
    ])
    await dialogClosed(ASK)
  })

  it("from a member's profile (Refer): the list says who is chosen, and the job's ask has them chosen", async () => {
    const { calls } = server()
    renderAt('/jobs?askReferralFrom=u8&askReferralName=Ben+Cho', <JobsApp />)
    expect((await screen.findByTestId('ask-referral-hint')).textContent).toBe(
      "Choose a job, then 'Ask for a referral': Ben Cho is already chosen."
    )
    fireEvent.click(await screen.findByRole('button', { name: 'View details of NERC Compliance Analyst' }))
    const detail = await screen.findByRole('dialog')
    fireEvent.click(await within(detail).findByRole('button', { name: ASK }))
    const dialog = await screen.findByRole('dialog', { name: ASK })
    const ben = (await within(dialog).findByRole('radio', { name: /Ben Cho/ })) as HTMLInputElement
    expect(ben.checked).toBe(true)
    expect((within(dialog).getByRole('radio', { name: /Ana Ruiz/ }) as HTMLInputElement).checked).toBe(false)
    await send(dialog)
    await waitFor(() => expect(posts(calls).map((call) => call.body)).toEqual([{ jobId: 'j1', referrerId: 'u8' }]))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        description: 'Ben Cho will be asked to refer you for NERC Compliance Analyst.',
      })
    )
  })

  it('says nothing about a chosen member to an employer', async () => {
    server({ 'GET /api/user/me': employer, 'GET /api/companies': [] })
    renderAt('/jobs?askReferralFrom=u8&askReferralName=Ben+Cho', <JobsApp />)
    await screen.findByRole('button', { name: 'View details of NERC Compliance Analyst' })
    expect(screen.queryByTestId('ask-referral-hint')).toBeNull()
  })

  it('asks by e-mail: required, valid, then POST {jobId, referrerEmail} (a blank message left out)', async () => {
    const { calls } = server()
    const dialog = await openAsk()
    fireEvent.click(within(dialog).getByRole('tab', { name: 'By e-mail' }))
    const email = within(dialog).getByRole('textbox', { name: 'Their e-mail address' })
    await send(dialog)
    expect(within(dialog).getByText('Choose who should refer you')).toBeTruthy()
    fireEvent.change(email, { target: { value: 'pat@' } })
    expect(within(dialog).getByText('Enter a valid e-mail address')).toBeTruthy()
    fireEvent.change(email, { target: { value: ' Pat@Grid.Example ' } })
    await send(dialog)
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Referral request sent' }))
    expect(posts(calls).map((call) => call.body)).toEqual([{ jobId: 'j1', referrerEmail: 'pat@grid.example' }])
  })

  it('refuses a message over 1000 characters as it is typed', async () => {
    const { calls } = server()
    const dialog = await openAsk()
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message (optional)' }), {
      target: { value: 'x'.repeat(1001) },
    })
    expect(within(dialog).getByText('Message is too long (1000 characters at most) · 1001/1000')).toBeTruthy()
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Ana Ruiz/ }))
    await send(dialog)
    expect(posts(calls)).toEqual([])
  })

  it("puts the server's 422 messages under their fields", async () => {
    server({
      'POST /api/referrals': () =>
        errorAnswer(422, {
          error: 'Validation failed',
          errors: [{ field: 'referrerEmail', message: 'No member with this e-mail address', rule: 'exists' }],
        }),
    })
    const dialog = await openAsk()
    fireEvent.click(within(dialog).getByRole('tab', { name: 'By e-mail' }))
    const email = within(dialog).getByRole('textbox', { name: 'Their e-mail address' })
    fireEvent.change(email, { target: { value: 'nobody@grid.example' } })
    await send(dialog)
    expect(await within(dialog).findByText('No member with this e-mail address')).toBeTruthy()
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(lastToast()).toBeNull()
    // Typing again clears the server's word.
    fireEvent.change(email, { target: { value: 'pat@grid.example' } })
    expect(within(dialog).queryByText('No member with this e-mail address')).toBeNull()
  })

  it("shows 'already pending' (409) as an alert and keeps the dialog open", async () => {
    const pending = 'You already have a pending referral request for this job with this person'
    server({ 'POST /api/referrals': () => errorAnswer(409, { error: pending }) })
    const dialog = await openAsk()
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Ana Ruiz/ }))
    await send(dialog)
    const alert = await within(dialog).findByTestId('ask-referral-alert')
    expect(alert.textContent).toBe(pending)
    expect(alert.getAttribute('role')).toBe('alert')
    expect(screen.getByRole('dialog', { name: ASK })).toBeTruthy()
  })

  it('says to try again when the server fails', async () => {
    server({ 'POST /api/referrals': () => errorAnswer(500, { error: 'Internal server error' }) })
    const dialog = await openAsk()
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Ana Ruiz/ }))
    await send(dialog)
    expect((await within(dialog).findByTestId('ask-referral-alert')).textContent).toBe(
      'Something went wrong. Please try again.'
    )
  })

  it('has no serious axe violations, with an error shown', async () => {
    server()
    const dialog = await openAsk()
    await within(dialog).findByRole('radio', { name: /Ana Ruiz/ })
    await send(dialog)
    const results = await axe.run(dialog, {
      resultTypes: ['violations'],
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(
      results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id)
    ).toEqual([])
    fireEvent.click(within(dialog).getByRole('tab', { name: 'By e-mail' }))
    const again = await axe.run(dialog, {
      resultTypes: ['violations'],
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(
      again.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    ).toEqual([])
  })
})
