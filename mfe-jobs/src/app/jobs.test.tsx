import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { useNavigate } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { JobsApp } from './jobs-app'
import { makeJob } from '../test/make-job'
import { dialogClosed, errorAnswer, fakeServer, locationNow, renderAt } from '../test/render-app'

const { toastAtom } = await import('@hireloop/shared-ui')
const lastToast = () => getDefaultStore().get(toastAtom)

const candidate = { id: 'u1', name: 'Casey', email: 'casey@example.com', userType: 'candidate' }
const page = (jobs = [makeJob()], extra = {}) => ({
  jobs,
  nextCursor: null,
  hasMore: false,
  total: jobs.length,
  ...extra,
})

function server(overrides: Record<string, unknown> = {}) {
  return fakeServer({
    'GET /api/user/me': candidate,
    'GET /api/user/job-interactions': { saved: ['x', 'y'], liked: [] },
    'GET /api/jobs': page(),
    ...overrides,
  })
}

/** The browser's back button, inside the test's router. */
function BackButton() {
  const navigate = useNavigate()
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Go back
    </button>
  )
}

describe('/jobs', () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  it('shows every card field with its honest empty states, and the counts line', async () => {
    server()
    renderAt('/jobs', <JobsApp />)
    const card = await screen.findByTestId('job-card')
    expect(within(card).getByRole('heading', { name: 'NERC Compliance Analyst' })).toBeTruthy()
    for (const text of ['Gridline Power', /Austin, Texas/, '$42.50/hr', /Full-time/, 'Urgent']) {
      expect(within(card).getByText(text)).toBeTruthy()
    }
    // Badges that say nothing are not shown on the card: no rating line until ratings exist, the founding badge
    // stays on the job's details and the company page.
    expect(within(card).queryByText('Not Rated Yet')).toBeNull()
    expect(within(card).queryByText(/Founding Employer/)).toBeNull()
    // Age on every card; level and applicants beside it from 600 px (the details say them on a phone).
    expect(within(card).getByText(/^3 hours ago/).textContent).toBe('3 hours ago · Mid Level · 2 applicants')
    expect(within(card).getByRole('button', { name: 'Apply Now to NERC Compliance Analyst' })).toBeTruthy()
    expect(screen.getByText('Showing 1 job')).toBeTruthy()
    await screen.findByText('2 saved')
    expect(screen.getByText('0 applied')).toBeTruthy()
  })

  it("shows 'Featured' only where it ranks a job above others shown", async () => {
    const featured = makeJob({ id: 'j1', title: 'Featured job', priorityPlacement: true })
    const plain = makeJob({ id: 'j2', title: 'Plain job', priorityPlacement: false })
    server({ 'GET /api/jobs': page([featured, plain]) })
    const view = renderAt('/jobs', <JobsApp />)
    const cards = await screen.findAllByTestId('job-card')
    expect(cards.map((card) => within(card).queryByText('Featured') !== null)).toEqual([true, false])
    view.unmount()

    server({ 'GET /api/jobs': page([featured, { ...plain, priorityPlacement: true }]) })
    renderAt('/jobs', <JobsApp />)
    const all = await screen.findAllByTestId('job-card')
    expect(all).toHaveLength(2)
    expect(screen.queryByText('Featured')).toBeNull()
  })

  it("says 'Loading jobs...', then the spec's empty state", async () => {
    server({ 'GET /api/jobs': page([]) })
    renderAt('/jobs', <JobsApp />)
    expect(screen.getByText('Loading jobs...')).toBeTruthy()
    expect(await screen.findByText('No jobs available')).toBeTruthy()
    expect(
      screen.getByText('No job postings have been created yet. Employers can post jobs to get started.')
    ).toBeTruthy()
  })

  it("says 'Failed to load jobs' when the server fails", async () => {
    server({ 'GET /api/jobs': () => errorAnswer(500, { error: 'boom' }) })
    renderAt('/jobs', <JobsApp />)
    expect(await screen.findByText('Failed to load jobs')).toBeTruthy()
    expect(screen.getByText('Please try again later')).toBeTruthy()
  })

  it("says why the server refused a search (a shared address with a keyword over the limit), in the server's words", async () => {
    server({ 'GET /api/jobs': () => errorAnswer(422, { error: 'Keyword must be at most 200 characters' }) })
    renderAt(`/jobs?keyword=${'x'.repeat(201)}`, <JobsApp />)
    expect(await screen.findByText('Failed to load jobs')).toBeTruthy()
    expect(screen.getByText('Keyword must be at most 200 characters')).toBeTruthy()
    expect(screen.queryByText('Please try again later')).toBeNull()
  })

  it("stops typing at the server's limits: 200 characters of keyword, 100 of location", async () => {
    server({ 'GET /api/jobs': page([]) })
    renderAt('/jobs', <JobsApp />)
    expect(screen.getByRole('textbox', { name: 'Keyword' }).getAttribute('maxlength')).toBe('200')
    expect(screen.getByRole('textbox', { name: 'Location' }).getAttribute('maxlength')).toBe('100')
    await screen.findByText('No jobs available')
  })

  it("shows a capped count as '1,000+ jobs', on the page and in the search's toast", async () => {
    server({
      'GET /api/jobs': ({ url }: { url: string }) =>
        url.includes('keyword=compliance')
          ? page([makeJob()], { nextCursor: 'c2', hasMore: true, total: 1000, totalIsCapped: true })
          : page([makeJob()], { total: 1000, totalIsCapped: false }),
    })
    renderAt('/jobs', <JobsApp />)
    expect(await screen.findByText('Showing 1000 jobs')).toBeTruthy()
    fireEvent.change(screen.getByRole('textbox', { name: 'Keyword' }), { target: { value: 'compliance' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('Showing 1,000+ jobs')).toBeTruthy()
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Search Results', description: 'Found 1,000+ jobs' })
    )
  })

  it('puts the search and the filters in the address and sends them to the server', async () => {
    const { calls } = server()
    renderAt('/jobs', <JobsApp />)
    await screen.findByTestId('job-card')
    fireEvent.change(screen.getByRole('textbox', { name: 'Keyword' }), { target: { value: 'analyst' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Location' }), { target: { value: 'Austin' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(locationNow()).toBe('/jobs?keyword=analyst&location=Austin'))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Search Results', description: 'Found 1 job' }))

    fireEvent.click(screen.getByRole('button', { name: 'Filters' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Contract' }))
    await waitFor(() => expect(locationNow()).toBe('/jobs?keyword=analyst&location=Austin&jobType=Contract'))
    fireEvent.click(screen.getByRole('switch', { name: 'Remote only' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeTruthy())
    await waitFor(() => {
      const last = calls.filter((call) => call.url.startsWith('/api/jobs?')).at(-1)!
      expect(last.url).toBe('/api/jobs?keyword=analyst&location=Austin&jobType=Contract&remote=true&limit=20')
    })
  })

  it('reads a shared search from the address', async () => {
    const { calls } = server()
    renderAt('/jobs?keyword=grid&industry=Technology&industry=Retail&salaryMin=20&salaryMax=40', <JobsApp />)
    await screen.findByTestId('job-card')
    expect((screen.getByRole('textbox', { name: 'Keyword' }) as HTMLInputElement).value).toBe('grid')
    expect((await screen.findByRole('button', { name: 'Filters (2)' })).getAttribute('aria-expanded')).toBe('true')
    expect(
      calls.some(
        (call) =>
          call.url === '/api/jobs?keyword=grid&salaryMin=20&salaryMax=40&industry=Technology&industry=Retail&limit=20'
      )
    ).toBe(true)
  })

  it('puts the address back into the search inputs on back and forward, each input only when its part changed', async () => {
    server()
    renderAt(
      '/jobs?keyword=grid',
      <>
        <JobsApp />
        <BackButton />
      </>
    )
    await screen.findByTestId('job-card')
    const keyword = () => screen.getByRole('textbox', { name: 'Keyword' }) as HTMLInputElement
    const place = () => screen.getByRole('textbox', { name: 'Location' }) as HTMLInputElement
    fireEvent.change(keyword(), { target: { value: 'analyst' } })
    fireEvent.change(place(), { target: { value: 'Austin' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(locationNow()).toBe('/jobs?keyword=analyst&location=Austin'))

    fireEvent.click(screen.getByRole('button', { name: 'Go back' }))
    await waitFor(() => expect(locationNow()).toBe('/jobs?keyword=grid'))
    expect(keyword().value).toBe('grid')
    expect(place().value).toBe('')

    // A filter changes the address but not its keyword or location: what is typed and not yet searched stays.
    fireEvent.change(place(), { target: { value: 'Dallas' } })
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Contract' }))
    await waitFor(() => expect(locationNow()).toBe('/jobs?keyword=grid&jobType=Contract'))
    expect(place().value).toBe('Dallas')
    expect(keyword().value).toBe('grid')
  })

  it('saves a job through the server and says so in its words', async () => {
    const { calls } = server({ 'POST /api/jobs/j1/interactions': { save: true, message: 'Job saved to your list' } })
    renderAt('/jobs', <JobsApp />)
    const card = await screen.findByTestId('job-card')
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Save job' })))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Job Saved!', description: 'Job saved to your list' })
    )
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ type: 'save' })
    expect(within(card).getByRole('button', { name: 'Unsave job' })).toBeTruthy()
  })

  it('rolls a failed save back with the spec error', async () => {
    server({ 'POST /api/jobs/j1/interactions': () => errorAnswer(500, {}) })
    renderAt('/jobs', <JobsApp />)
    const card = await screen.findByTestId('job-card')
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Save job' })))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Error', description: 'Failed to save job. Please try again.' })
    )
    expect(within(card).getByRole('button', { name: 'Save job' })).toBeTruthy()
  })

  it('loads the next page with the cursor', async () => {
    const { calls } = server({
      'GET /api/jobs': ({ url }: { url: string }) =>
        url.includes('cursor=c2')
          ? page([makeJob({ id: 'j2', title: 'Second job' })], { total: null })
          : page([makeJob()], { nextCursor: 'c2', hasMore: true, total: 2 }),
    })
    renderAt('/jobs', <JobsApp />)
    await screen.findByTestId('job-card')
    fireEvent.click(screen.getByRole('button', { name: 'Load more jobs' }))
    expect(await screen.findByText('Second job')).toBeTruthy()
    expect(screen.getAllByTestId('job-card')).toHaveLength(2)
    // A page after a cursor carries no total: the first page's stands.
    expect(screen.getByText('Showing 2 jobs')).toBeTruthy()
    expect(calls.some((call) => call.url === '/api/jobs?limit=20&cursor=c2')).toBe(true)
  })

  it('saves the search as an alert: distance, how often, by e-mail', async () => {
    const { calls } = server({
      'POST /api/alerts': {
        id: 'a1',
        query: 'grid',
        location: 'Austin, TX',
        radius: 50,
        frequency: 'weekly',
        isActive: true,
      },
    })
    renderAt('/jobs?keyword=grid&location=Austin%2C+TX', <JobsApp />)
    await screen.findByTestId('job-card')
    fireEvent.click(screen.getByRole('button', { name: 'Save this search as an alert' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create a job alert' })
    expect(
      within(dialog).getByText('New jobs matching “grid” in Austin, TX will appear in your notifications.')
    ).toBeTruthy()
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Distance' }))
    fireEvent.click(await screen.findByRole('option', { name: 'Within 50 miles' }))
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'How often' }))
    fireEvent.click(await screen.findByRole('option', { name: 'Weekly digest' }))
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create Alert' })))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Job Alert Created' }))
    expect(calls.find((call) => call.url === '/api/alerts')?.body).toEqual({
      query: 'grid',
      location: 'Austin, TX',
      radius: 50,
      frequency: 'weekly',
      email: true,
    })
    await dialogClosed('Create a job alert')
  })

  it('an alert without a location has no distance; e-mail can be turned off; a refusal keeps the dialog', async () => {
    const { calls } = server({
      'POST /api/alerts': () => errorAnswer(422, { errors: [{ field: 'query', message: 'Query is too long' }] }),
    })
    renderAt('/jobs?keyword=grid', <JobsApp />)
    await screen.findByTestId('job-card')
    fireEvent.click(screen.getByRole('button', { name: 'Save this search as an alert' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create a job alert' })
    expect(within(dialog).queryByRole('combobox', { name: 'Distance' })).toBeNull()
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Also send me an e-mail' }))
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create Alert' })))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Could not create the alert' }))
    expect(calls.find((call) => call.url === '/api/alerts')?.body).toEqual({
      query: 'grid',
      location: '',
      frequency: 'daily',
      email: false,
    })
    expect(screen.getByRole('dialog', { name: 'Create a job alert' })).toBeTruthy()
  })
})
