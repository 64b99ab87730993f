import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { makeJob } from '../../test/make-job'
import { errorAnswer, fakeServer, renderAt } from '../../test/render-app'
import ApplyToJob from '../../export-apply'

const { toastAtom } = await import('@hireloop/shared-ui')
const lastToast = () => getDefaultStore().get(toastAtom)
const candidate = { id: 'u1', name: 'Casey', email: 'casey@example.com', userType: 'candidate', skills: ['Sales'] }
const LETTER = 'I have five years of customer-facing work and I am keen to grow with your team here.'

function props() {
  return { jobId: 'j1', open: true, onClose: vi.fn(), onApplied: vi.fn(), onAlreadyApplied: vi.fn() }
}

describe('mfe_jobs/apply (the dialog other areas open by job id)', () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  it('reads the job, applies through the server and reports it, without calling it already applied', async () => {
    const { calls } = fakeServer({
      'GET /api/user/me': { ...candidate, availability: ['Weekends'] },
      'GET /api/jobs/j1': makeJob(),
      'POST /api/jobs/j1/apply': { id: 'a1', jobId: 'j1', job: makeJob({ hasApplied: true, applicantCount: 3 }) },
    })
    const p = props()
    renderAt('/home', <ApplyToJob {...p} />)
    const dialog = await screen.findByRole('dialog', { name: 'Apply to NERC Compliance Analyst' })
    fireEvent.change(within(dialog).getByLabelText(/Cover letter/), { target: { value: LETTER } })
    for (const box of [/18 years of age/, /authorized to work/, /visa sponsorship/]) {
      fireEvent.click(within(dialog).getByRole('checkbox', { name: box }))
    }
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' })))
    await waitFor(() => expect(p.onApplied).toHaveBeenCalledTimes(1))
    expect(p.onClose).toHaveBeenCalled()
    expect(p.onAlreadyApplied).not.toHaveBeenCalled()
    expect(lastToast()).toMatchObject({ title: 'Application Submitted!' })
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      selectedSkills: ['Sales'],
      selectedAvailability: ['Weekends'],
      resumeUrl: null,
    })
  })

  it('says the reader already applied, and opens no form', async () => {
    fakeServer({ 'GET /api/user/me': candidate, 'GET /api/jobs/j1': makeJob({ hasApplied: true }) })
    const p = props()
    renderAt('/home', <ApplyToJob {...p} />)
    await waitFor(() => expect(p.onAlreadyApplied).toHaveBeenCalled())
    expect(p.onClose).toHaveBeenCalled()
    expect(lastToast()).toMatchObject({ title: 'You have already applied to this job' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('says a paused job is not accepting applications', async () => {
    fakeServer({ 'GET /api/user/me': candidate, 'GET /api/jobs/j1': makeJob({ status: 'paused' }) })
    const p = props()
    renderAt('/home', <ApplyToJob {...p} />)
    await waitFor(() => expect(p.onClose).toHaveBeenCalled())
    expect(lastToast()).toMatchObject({
      title: 'Application Failed',
      description: 'This job is not accepting applications right now',
    })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("passes on the server's words when the job cannot be read", async () => {
    fakeServer({ 'GET /api/user/me': candidate, 'GET /api/jobs/j1': errorAnswer(404, { error: 'Job not found' }) })
    const p = props()
    renderAt('/home', <ApplyToJob {...p} />)
    await waitFor(() => expect(p.onClose).toHaveBeenCalled())
    expect(lastToast()).toMatchObject({ title: 'Application Failed', description: 'Job not found' })
  })
})
