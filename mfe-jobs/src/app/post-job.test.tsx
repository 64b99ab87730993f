import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { JobsApp } from './jobs-app'
import { makeJob } from '../test/make-job'
import { errorAnswer, fakeServer, locationNow, renderAt } from '../test/render-app'
import { JOB_DRAFT_KEY } from '../features/post-job/job-form'

const { toastAtom } = await import('@hireloop/shared-ui')
const lastToast = () => getDefaultStore().get(toastAtom)

const employer = { id: 'u2', name: 'Erin', email: 'erin@grid.example', userType: 'employer' }
const catalogue = {
  categories: [{ category: 'Audit & Risk', titles: [{ title: 'Compliance Auditor', minWage: 40, maxWage: 61 }] }],
}

function server(overrides: Record<string, unknown> = {}) {
  return fakeServer({
    'GET /api/user/me': employer,
    'GET /api/companies': [{ id: 'c1', name: 'Gridline Power' }],
    'GET /api/companies/names': ['Gridline Power', 'Volt Co'],
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
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Company name' }) as HTMLInputElement).value).toBe('Gridline Power')
    )
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
    await choose('Schedule Type', 'Full-time')
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
    })
    expect(localStorage.getItem(JOB_DRAFT_KEY)).toBeNull()
    await waitFor(() => expect(locationNow()).toBe('/jobs/j7'))
  })

  it('restores the draft after a reload', async () => {
    server()
    localStorage.setItem(JOB_DRAFT_KEY, JSON.stringify({ title: 'Restored title', company: 'Volt Co' }))
    renderAt('/jobs/new', <JobsApp />)
    await screen.findByText('Step 1 of 6')
    expect((screen.getByRole('combobox', { name: 'Job title' }) as HTMLInputElement).value).toBe('Restored title')
    expect((screen.getByRole('combobox', { name: 'Company name' }) as HTMLInputElement).value).toBe('Volt Co')
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

  it("creates the employer's company once when there is none ('Setting up your profile...')", async () => {
    let companies: unknown[] = []
    const { calls } = server({
      'GET /api/companies': () => companies,
      'POST /api/companies': () => {
        companies = [{ id: 'c9', name: "Erin's Company" }]
        return companies[0]
      },
    })
    renderAt('/jobs/new', <JobsApp />)
    expect(await screen.findByText('Setting up your profile...')).toBeTruthy()
    expect(await screen.findByText('Step 1 of 6')).toBeTruthy()
    expect(calls.filter((call) => call.method === 'POST' && call.url === '/api/companies')).toHaveLength(1)
  })

  it("shows 'No Company Found' to a candidate", async () => {
    server({ 'GET /api/user/me': { ...employer, userType: 'candidate' } })
    renderAt('/jobs/new', <JobsApp />)
    expect(await screen.findByText('No Company Found')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Back to Profile' })).toBeTruthy()
  })
})
