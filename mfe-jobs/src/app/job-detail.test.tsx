import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { useNavigate } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { JobsApp } from './jobs-app'
import { makeJob } from '../test/make-job'
import { dialogClosed, errorAnswer, fakeServer, locationNow, renderAt } from '../test/render-app'

const { toastAtom } = await import('@hireloop/shared-ui')
const lastToast = () => getDefaultStore().get(toastAtom)

const candidate = { id: 'u1', name: 'Casey', email: 'casey@example.com', userType: 'candidate' }
const employer = { id: 'u2', name: 'Erin', email: 'erin@grid.example', userType: 'employer' }
const page = (jobs = [makeJob()]) => ({ jobs, nextCursor: null, hasMore: false, total: jobs.length })

function server(overrides: Record<string, unknown> = {}) {
  return fakeServer({
    'GET /api/user/me': candidate,
    'GET /api/user/job-interactions': { saved: [], liked: [] },
    'GET /api/jobs': page(),
    'GET /api/jobs/j1': makeJob(),
    ...overrides,
  })
}

describe('job detail dialog', () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  it('opens from the card at /jobs/{id} keeping the search, with every section and Apply for a candidate', async () => {
    server()
    renderAt('/jobs?keyword=nerc', <JobsApp />)
    const card = await screen.findByTestId('job-card')
    fireEvent.click(within(card).getByRole('button', { name: /View details/ }))
    const dialog = await screen.findByRole('dialog')
    expect(locationNow()).toBe('/jobs/j1?keyword=nerc')
    for (const section of ['Job Description', 'Requirements', 'Benefits', 'Job Details']) {
      expect(within(dialog).getByRole('heading', { name: section })).toBeTruthy()
    }
    expect(within(dialog).getByText('No benefits listed.')).toBeTruthy()
    expect(within(dialog).getByText('On-site')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Save Job' })).toBeTruthy()
    expect(within(dialog).getAllByRole('button', { name: 'Apply Now to NERC Compliance Analyst' }).length).toBe(2)
    expect(within(dialog).queryByRole('button', { name: 'Manage' })).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(locationNow()).toBe('/jobs?keyword=nerc'))
  })

  it('closes to the list after Apply was opened and cancelled; Escape and Back close it too', async () => {
    server()
    function BackButton() {
      const navigate = useNavigate()
      return <button onClick={() => navigate(-1)}>Browser back</button>
    }
    renderAt(
      '/jobs',
      <>
        <JobsApp />
        <BackButton />
      </>
    )
    const openDetail = async () => {
      fireEvent.click(within(await screen.findByTestId('job-card')).getByRole('button', { name: /View details/ }))
      const dialog = await screen.findByRole('dialog', { name: 'NERC Compliance Analyst' })
      expect(locationNow()).toBe('/jobs/j1')
      return dialog
    }
    const noDialog = () => dialogClosed()

    let detail = await openDetail()
    fireEvent.click(within(within(detail).getByTestId('job-detail-bar')).getByRole('button', { name: /Apply Now/ }))
    const apply = await screen.findByRole('dialog', { name: 'Apply to NERC Compliance Analyst' })
    fireEvent.click(within(apply).getByRole('button', { name: 'Cancel' }))
    await dialogClosed(/Apply to/)
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(locationNow()).toBe('/jobs'))
    await noDialog()

    detail = await openDetail()
    fireEvent.keyDown(detail, { key: 'Escape' })
    await waitFor(() => expect(locationNow()).toBe('/jobs'))
    await noDialog()

    detail = await openDetail()
    fireEvent.click(within(within(detail).getByTestId('job-detail-bar')).getByRole('button', { name: /Apply Now/ }))
    await screen.findByRole('dialog', { name: 'Apply to NERC Compliance Analyst' })
    fireEvent.click(screen.getByRole('button', { name: 'Browser back', hidden: true }))
    await waitFor(() => expect(locationNow()).toBe('/jobs'))
    await noDialog()
    expect(screen.getByTestId('job-card')).toBeTruthy()
  }, 90_000)

  it('loads a job opened from a link that the list does not hold', async () => {
    server({
      'GET /api/jobs': page([]),
      'GET /api/jobs/j9': makeJob({ id: 'j9', title: 'Linked job', description: '' }),
    })
    renderAt('/jobs/j9', <JobsApp />)
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByRole('heading', { name: 'Linked job' })).toBeTruthy()
    expect(within(dialog).getByText('No description provided.')).toBeTruthy()
  })

  it("shows 'Manage' to the owner of the job's company", async () => {
    server({ 'GET /api/user/me': employer, 'GET /api/companies': [{ id: 'c1', name: 'Gridline Power' }] })
    renderAt('/jobs/j1', <JobsApp />)
    const dialog = await screen.findByRole('dialog')
    const manage = await within(dialog).findAllByRole('button', { name: 'Manage' })
    // In the header and in the bottom bar (part 2 §2), never beside Apply.
    expect(manage.length).toBe(2)
    expect(within(dialog).queryByRole('button', { name: /Apply/ })).toBeNull()
    fireEvent.click(manage[1])
    // The dashboard highlights its jobs panel and then drops ?view from the address.
    await waitFor(() => expect(locationNow()).toBe('/dashboard'))
  })

  it("reports the job and says 'Job Reported' only after the server took it", async () => {
    const { calls } = server({ 'POST /api/jobs/j1/report': { message: 'Reported' } })
    renderAt('/jobs/j1', <JobsApp />)
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Report job' }))
    const report = await screen.findByRole('dialog', { name: /Report/ })
    fireEvent.click(within(report).getByRole('radio', { name: 'Misleading or false information' }))
    await act(async () => fireEvent.click(within(report).getByRole('button', { name: 'Report Job' })))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Job Reported',
        description: "Thank you for reporting this job. We'll review it shortly.",
      })
    )
    expect(calls.find((call) => call.url === '/api/jobs/j1/report')?.body).toEqual({
      reason: 'Misleading or false information',
    })
  })

  it('tells a second report apart with the server message', async () => {
    server({ 'POST /api/jobs/j1/report': () => errorAnswer(409, { error: 'You have already reported this job' }) })
    renderAt('/jobs/j1', <JobsApp />)
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Report job' }))
    const report = await screen.findByRole('dialog', { name: /Report/ })
    await act(async () => fireEvent.click(within(report).getByRole('button', { name: 'Report Job' })))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'You have already reported this job', variant: 'error' })
    )
  })

  it("shares to the feed: 'Caption Required' first, then 'Posted to Feed!' after the real post", async () => {
    const { calls } = server({ 'POST /api/posts': { id: 'p1' } })
    renderAt('/jobs', <JobsApp />)
    const card = await screen.findByTestId('job-card')
    fireEvent.click(within(card).getByRole('button', { name: 'Share job' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: /Share to Feed/ }))
    const share = await screen.findByRole('dialog', { name: 'Share Job' })
    fireEvent.click(within(share).getByRole('button', { name: 'Share to Feed' }))
    expect(lastToast()).toMatchObject({ title: 'Caption Required' })
    expect(calls.some((call) => call.url === '/api/posts')).toBe(false)
    fireEvent.change(within(share).getByRole('textbox', { name: 'Caption' }), {
      target: { value: 'Great role for grid people' },
    })
    await act(async () => fireEvent.click(within(share).getByRole('button', { name: 'Share to Feed' })))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Posted to Feed!' }))
    expect(calls.find((call) => call.url === '/api/posts')?.body).toEqual({
      content: 'Great role for grid people',
      type: 'job_share',
      jobId: 'j1',
      visibility: 'public',
    })
  })

  it("copies the job's address: 'Link Copied'", async () => {
    server()
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderAt('/jobs', <JobsApp />)
    const card = await screen.findByTestId('job-card')
    fireEvent.click(within(card).getByRole('button', { name: 'Share job' }))
    await act(async () => fireEvent.click(await screen.findByRole('menuitem', { name: /Copy Link/ })))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Link Copied' }))
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/jobs/j1`)
  })

  it("says 'Post Failed' with the server's reason", async () => {
    server({ 'POST /api/posts': () => errorAnswer(422, { error: 'Content is too long' }) })
    renderAt('/jobs', <JobsApp />)
    const card = await screen.findByTestId('job-card')
    fireEvent.click(within(card).getByRole('button', { name: 'Share job' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: /Share to Feed/ }))
    const share = await screen.findByRole('dialog', { name: 'Share Job' })
    fireEvent.change(within(share).getByRole('textbox', { name: 'Caption' }), { target: { value: 'Look' } })
    await act(async () => fireEvent.click(within(share).getByRole('button', { name: 'Share to Feed' })))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Post Failed', description: 'Content is too long' }))
  })
})
