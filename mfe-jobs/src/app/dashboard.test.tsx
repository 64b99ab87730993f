import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { JobsApp } from './jobs-app'
import { makeJob } from '../test/make-job'
import { errorAnswer, fakeServer, locationNow, renderAt } from '../test/render-app'

const { toastAtom } = await import('@hireloop/shared-ui')
const lastToast = () => getDefaultStore().get(toastAtom)

const employer = { id: 'u2', name: 'Erin', email: 'erin@grid.example', userType: 'employer' }

function server(overrides: Record<string, unknown> = {}) {
  return fakeServer({
    'GET /api/user/me': employer,
    'GET /api/companies': [{ id: 'c1', name: 'Gridline Power' }],
    'GET /api/companies/c1/jobs': [
      makeJob({ zipcode: '78701' }),
      makeJob({ id: 'j2', title: 'Paused job', status: 'paused' }),
    ],
    'GET /api/companies/names': [],
    'GET /api/jobs/wage-catalogue': { categories: [] },
    'GET /api/jobs/j1/applications': {
      applications: [],
      nextCursor: null,
      hasMore: false,
      counts: { all: 0, referred: 0, pending: 0, reviewed: 0 },
    },
    ...overrides,
  })
}

async function openMenu(title: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${title}` }))
}

describe('/dashboard', () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  it("lists 'Your Job Postings' with their status", async () => {
    server()
    renderAt('/dashboard?view=jobs', <JobsApp />)
    const rows = await screen.findAllByTestId('dashboard-job')
    expect(within(rows[0]).getByText('Active')).toBeTruthy()
    expect(within(rows[1]).getByText('Paused')).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Your Job Postings' }).getAttribute('data-highlighted')).toBe('true')
    expect(screen.getByRole('button', { name: 'Post New Job' })).toBeTruthy()
    expect(
      screen.getByRole('region', { name: 'Applications for NERC Compliance Analyst' }).getAttribute('data-highlighted')
    ).toBeNull()
    await waitFor(() => expect(locationNow()).toBe('/dashboard'))
  })

  describe('?view=applications', () => {
    const original = Element.prototype.scrollIntoView
    const scrolled: Element[] = []
    beforeEach(() => {
      scrolled.length = 0
      Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
        scrolled.push(this)
      })
    })
    afterEach(() => {
      Element.prototype.scrollIntoView = original
    })

    it('highlights the applications panel, scrolls to it, then drops the parameter', async () => {
      server()
      renderAt('/dashboard?view=applications', <JobsApp />)
      const applications = await screen.findByRole('region', { name: 'Applications for NERC Compliance Analyst' })
      expect(applications.getAttribute('data-highlighted')).toBe('true')
      expect(screen.getByRole('region', { name: 'Your Job Postings' }).getAttribute('data-highlighted')).toBeNull()
      await waitFor(() => expect(scrolled).toEqual([applications]))
      await waitFor(() => expect(locationNow()).toBe('/dashboard'))
      expect(await screen.findByText('No applications yet')).toBeTruthy()
      expect(screen.getByRole('tab', { name: 'All (0)' })).toBeTruthy()
    })

    it('does not scroll without it', async () => {
      server()
      renderAt('/dashboard', <JobsApp />)
      await screen.findByRole('region', { name: 'Applications for NERC Compliance Analyst' })
      await screen.findByText('No applications yet')
      expect(scrolled).toEqual([])
    })
  })

  it('asks for no applications while the employer has no jobs', async () => {
    const { calls } = server({ 'GET /api/companies/c1/jobs': [] })
    renderAt('/dashboard', <JobsApp />)
    expect(await screen.findByText('No job postings yet')).toBeTruthy()
    const applications = screen.getByRole('region', { name: 'Applications' })
    expect(within(applications).getByText('Post a job to start receiving applications.')).toBeTruthy()
    expect(calls.some((call) => call.url.includes('/applications'))).toBe(false)
  })

  it("keeps 'Feature coming soon' for Invite Connections, Find Candidates and Hiring Analytics only", async () => {
    server()
    renderAt('/dashboard', <JobsApp />)
    await screen.findAllByTestId('dashboard-job')
    for (const label of ['Invite Connections', 'Find Candidates', 'Hiring Analytics']) {
      fireEvent.click(screen.getByRole('button', { name: label }))
      expect(lastToast()).toMatchObject({ title: 'Feature coming soon', description: `${label} is on its way.` })
    }
    expect(screen.queryByRole('button', { name: 'Message' })).toBeNull()
  })

  it('pauses and activates a job through the server', async () => {
    const { calls } = server({ 'PATCH /api/jobs/j1': makeJob({ status: 'paused' }) })
    renderAt('/dashboard', <JobsApp />)
    await openMenu('NERC Compliance Analyst')
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Pause Job' })))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Job updated' }))
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'paused' })
    const rows = screen.getAllByTestId('dashboard-job')
    expect(within(rows[0]).getByText('Paused')).toBeTruthy()
  })

  it("says 'Update failed' when the server refuses", async () => {
    server({ 'PATCH /api/jobs/j2': () => errorAnswer(403, { error: 'You can only change your own jobs' }) })
    renderAt('/dashboard', <JobsApp />)
    await openMenu('Paused job')
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Activate Job' })))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Update failed', description: 'You can only change your own jobs' })
    )
  })

  it('deletes a job after confirming', async () => {
    const { calls } = server({ 'DELETE /api/jobs/j1': null })
    renderAt('/dashboard', <JobsApp />)
    await openMenu('NERC Compliance Analyst')
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete Job' }))
    const confirm = await screen.findByRole('dialog')
    expect(
      within(confirm).getByText('Are you sure you want to delete "NERC Compliance Analyst"? This cannot be undone.')
    ).toBeTruthy()
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' })))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Job deleted' }))
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/jobs/j1')).toBe(true)
    await waitFor(() => expect(screen.getAllByTestId('dashboard-job')).toHaveLength(1))
  })

  it('edits a job in the full-screen wizard and saves it with PATCH', async () => {
    const { calls } = server({ 'PATCH /api/jobs/j1': makeJob({ title: 'Senior NERC Analyst' }) })
    renderAt('/dashboard', <JobsApp />)
    await openMenu('NERC Compliance Analyst')
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit Job' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit NERC Compliance Analyst' })
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Job title' }), {
      target: { value: 'Senior NERC Analyst' },
    })
    for (let step = 1; step < 6; step += 1) fireEvent.click(within(dialog).getAllByRole('button', { name: 'Next' })[1])
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' })))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Job updated' }))
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      title: 'Senior NERC Analyst',
      companyId: 'c1',
      location: 'Austin',
    })
    expect(await screen.findByText('Senior NERC Analyst')).toBeTruthy()
  })

  it('keeps its gates in the words of part 2 §2', async () => {
    server({ 'GET /api/user/me': { ...employer, userType: 'candidate' } })
    renderAt('/dashboard', <JobsApp />)
    expect(await screen.findByText('Employer Only')).toBeTruthy()
    expect(screen.getByText('This dashboard is only available to employers.')).toBeTruthy()
  })

  it('shows the signed-out gate', async () => {
    server({ 'GET /api/user/me': () => errorAnswer(401, { error: 'Unauthorized' }) })
    renderAt('/dashboard', <JobsApp />)
    expect(await screen.findByText('Access Denied')).toBeTruthy()
    expect(screen.getByText('You need to be logged in to access this page.')).toBeTruthy()
  })
})
