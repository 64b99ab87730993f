import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { JobsApp } from './jobs-app'
import { JOB_TYPE_LABELS } from '../test/job-type-labels'
import { makeJob } from '../test/make-job'
import { errorAnswer, fakeServer, locationNow, renderAt } from '../test/render-app'
import { jobDraftKey } from '../features/post-job/job-form'

const { toastAtom } = await import('@hireloop/shared-ui')
const lastToast = () => getDefaultStore().get(toastAtom)

const employer = { id: 'u2', name: 'Erin', email: 'erin@grid.example', userType: 'employer' }
const JOB_DRAFT_KEY = jobDraftKey('u2')
const catalogue = {
  categories: [{ category: 'Audit & Risk', titles: [{ title: 'Compliance Auditor', minWage: 40, maxWage: 61 }] }],
}

function server(overrides: Record<string, unknown> = {}) {
  return fakeServer({
    'GET /api/user/me': employer,
    'GET /api/companies': [{ id: 'c1', name: 'Gridline Power' }],
    'GET /api/jobs/wage-catalogue': catalogue,
    'GET /api/jobs/j7': makeJob({ id: 'j7' }),
    'GET /api/jobs': { jobs: [], nextCursor: null, hasMore: false, total: 0 },
    'GET /api/user/job-interactions': { saved: [], liked: [] },
    ...overrides,
  })
}

const next = () => fireEvent.click(screen.getAllByRole('button', { name: 'Next' })[1])

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }))
  fireEvent.click(await screen.findByRole('option', { name: option }))
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } })
}

describe('/jobs/new', () => {
  beforeEach(() => {
    localStorage.clear()
    getDefaultStore().set(toastAtom, null)
  })

  it('walks the 6 steps with their gates, then posts and opens the new job', async () => {
    const { calls } = server({ 'POST /api/jobs': makeJob({ id: 'j7', title: 'Compliance Auditor' }) })
    renderAt('/jobs/new', <JobsApp />)
    expect(await screen.findByText('Step 1 of 6')).toBeTruthy()
    expect(screen.getByTestId('wizard-company').textContent).toContain('Gridline Power')
    expect(screen.getByRole('link', { name: 'Edit company' }).getAttribute('href')).toBe('/dashboard/company')
    expect((screen.getAllByRole('button', { name: 'Next' })[1] as HTMLButtonElement).disabled).toBe(true)

    fireEvent.change(screen.getByRole('combobox', { name: 'Job title' }), { target: { value: 'Grid Wrangler' } })
    expect(await screen.findByRole('option', { name: 'Use "Grid Wrangler" as custom title' })).toBeTruthy()
    next()

    expect(screen.getByText('Step 2 of 6')).toBeTruthy()
    await choose('Job category', 'Audit & Risk')
    await choose('Common Job Titles', 'Compliance Auditor')
    const range = screen.getByRole('note', { name: 'Recommended Salary Range' })
    expect(within(range).getByText('$83,200 – $126,880 per year')).toBeTruthy()
    next()

    expect(screen.getByText('Step 3 of 6')).toBeTruthy()
    expect((screen.getByRole('textbox', { name: /Pay rate/ }) as HTMLInputElement).value).toBe(String(51 * 2080))
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Schedule Type' }))
    const types = (await screen.findAllByRole('option')).map((option) => option.textContent)
    expect(types).toEqual(JOB_TYPE_LABELS)
    fireEvent.click(screen.getByRole('option', { name: 'Full-time' }))
    next()

    expect(screen.getByText('Step 4 of 6')).toBeTruthy()
    fireEvent.change(screen.getByRole('combobox', { name: 'City' }), { target: { value: 'Aust' } })
    fireEvent.click(await screen.findByRole('option', { name: 'Austin, Texas' }))
    expect((screen.getByRole('combobox', { name: 'State' }) as HTMLInputElement).value).toBe('Texas')
    type(/Zip code/, '7870')
    expect(screen.getByText('Zip code must be in format 12345 or 12345-6789')).toBeTruthy()
    type(/Zip code/, '78701')
    next()

    expect(screen.getByText('Step 5 of 6')).toBeTruthy()
    type(/Job description/, 'Audit our CIP evidence every quarter.')
    expect(screen.getByText('37/2000 characters')).toBeTruthy()
    await choose('Experience level', 'No Experience Required')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Urgent' }))
    next()

    expect(screen.getByText('Step 6 of 6')).toBeTruthy()
    const preview = screen.getByTestId('job-preview')
    expect(within(preview).getByText('$106,080/year')).toBeTruthy()
    expect(JSON.parse(localStorage.getItem(JOB_DRAFT_KEY)!).title).toBe('Grid Wrangler')

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post Job' })))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Job Posted Successfully!' }))
    expect(calls.find((call) => call.method === 'POST' && call.url === '/api/jobs')?.body).toMatchObject({
      companyId: 'c1',
      title: 'Grid Wrangler',
      category: 'Audit & Risk',
      payRate: 106080,
      payUnit: 'year',
      schedule: 'Full-time',
      location: 'Austin',
      state: 'Texas',
      zipcode: '78701',
      country: 'United States',
      isUrgent: true,
      isHiringNow: false,
      requirements: '',
      experienceLevel: 'No Experience Required',
    })
    expect(localStorage.getItem(JOB_DRAFT_KEY)).toBeNull()
    await waitFor(() => expect(locationNow()).toBe('/jobs/j7'))
  }, 60_000)

  it('restores the draft after a reload', async () => {
    server()
    localStorage.setItem(JOB_DRAFT_KEY, JSON.stringify({ title: 'Restored title', company: 'Volt Co' }))
    renderAt('/jobs/new', <JobsApp />)
    await screen.findByText('Step 1 of 6')
    expect((screen.getByRole('combobox', { name: 'Job title' }) as HTMLInputElement).value).toBe('Restored title')
    // The job goes under the employer's own company, whatever the draft said.
    expect(screen.getByTestId('wizard-company').textContent).toContain('Gridline Power')
  })

  it("never shows another account's draft on the same browser", async () => {
    server()
    localStorage.setItem(jobDraftKey('someone-else'), JSON.stringify({ title: 'Their secret role' }))
    localStorage.setItem('hireloop.post-job-draft', JSON.stringify({ title: 'Unowned old draft' }))
    renderAt('/jobs/new', <JobsApp />)
    await screen.findByText('Step 1 of 6')
    expect((screen.getByRole('combobox', { name: 'Job title' }) as HTMLInputElement).value).toBe('')
  })

  it("keeps the draft and says 'Failed to Post Job' with the server's reason", async () => {
    server({
      'POST /api/jobs': () =>
        errorAnswer(422, {
          error: 'Validation failed',
          errors: [{ field: 'zipcode', message: 'Zip code must be in format 12345 or 12345-6789' }],
        }),
    })
    localStorage.setItem(
      JOB_DRAFT_KEY,
      JSON.stringify({
        title: 'Analyst',
        company: 'Grid',
        category: 'Audit & Risk',
        payRate: '30',
        payUnit: 'hr',
        schedule: 'Part-time',
        city: 'Austin',
        state: 'Texas',
        zipcode: '78701',
        description: 'A long enough description here.',
      })
    )
    renderAt('/jobs/new', <JobsApp />)
    await screen.findByText('Step 1 of 6')
    for (let step = 1; step < 6; step += 1) next()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post Job' })))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to Post Job',
        description: 'Zip code must be in format 12345 or 12345-6789',
      })
    )
    expect(localStorage.getItem(JOB_DRAFT_KEY)).not.toBeNull()
  })

  it('asks an employer without a company to name it first (never after them), then opens the wizard', async () => {
    let companies: unknown[] = []
    const { calls } = server({
      'GET /api/companies': () => companies,
      'POST /api/companies': () => {
        companies = [{ id: 'c9', name: 'Volt Works', logo: null }]
        return companies[0]
      },
    })
    renderAt('/jobs/new', <JobsApp />)
    expect(await screen.findByRole('heading', { name: 'Set up your company' })).toBeTruthy()
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create company' })))
    expect(screen.getByText('Company name is required')).toBeTruthy()
    type('Company name', 'Volt Works')
    type('Website', 'volt.example')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create company' })))
    expect(screen.getByText('Website must be an http(s) link')).toBeTruthy()
    type('Website', 'https://volt.example')
    await choose('Industry', 'Construction')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create company' })))
    expect(await screen.findByText('Step 1 of 6')).toBeTruthy()
    const created = calls.filter((call) => call.method === 'POST' && call.url === '/api/companies')
    expect(created).toHaveLength(1)
    expect(created[0].body).toEqual({
      name: 'Volt Works',
      description: null,
      website: 'https://volt.example',
      size: null,
      industry: 'Construction',
      headquarters: null,
    })
  })

  it("shows the server's message at the field it refused", async () => {
    server({
      'GET /api/companies': [],
      'POST /api/companies': () =>
        errorAnswer(422, {
          error: 'Headquarters is too long',
          errors: [{ field: 'headquarters', message: 'Headquarters is too long', rule: 'maxLength' }],
        }),
    })
    renderAt('/jobs/new', <JobsApp />)
    await screen.findByRole('heading', { name: 'Set up your company' })
    type('Company name', 'Volt Works')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create company' })))
    const field = screen.getByRole('textbox', { name: 'Headquarters' })
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText('Headquarters is too long')).toBeTruthy()
  })

  it('never sets up a company for an admin', async () => {
    const { calls } = server({ 'GET /api/user/me': { ...employer, userType: 'admin' } })
    renderAt('/jobs/new', <JobsApp />)
    expect(await screen.findByText('No Company Found')).toBeTruthy()
    expect(calls.filter((call) => call.url.startsWith('/api/companies'))).toHaveLength(0)
  })

  it("shows 'No Company Found' to a candidate", async () => {
    server({ 'GET /api/user/me': { ...employer, userType: 'candidate' } })
    renderAt('/jobs/new', <JobsApp />)
    expect(await screen.findByText('No Company Found')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Back to Profile' })).toBeTruthy()
  })
})
