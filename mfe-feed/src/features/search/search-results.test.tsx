import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { errorAnswer, fakeServer, locationNow, renderAt } from '@hireloop/shared-ui/testing'
import { describe, expect, it, vi } from 'vitest'
import SearchResults from './search-results'

const person = (id: string, name: string) => ({
  id,
  name,
  profileImage: null,
  userType: 'candidate' as const,
  headline: null,
  location: null,
})

const props = { id: 'results', activeIndex: -1, onOptions: () => {}, selectRef: { current: null } }

describe('SearchResults: people', () => {
  it("asks once for everyone's connection status, shows it, and opens the chosen member's profile", async () => {
    const { calls } = fakeServer({
      'GET /api/search': {
        jobs: [],
        companies: [],
        users: [person('u2', 'Grace Hopper'), person('u1', 'Ada Lovelace')],
      },
      'GET /api/connections/status': {
        statuses: { u1: 'connected', u2: 'pending_incoming' },
        requestIds: { u1: 'c1', u2: 'c2' },
      },
    })
    const onDone = vi.fn()
    renderAt('/home', <SearchResults {...props} query="a" onDone={onDone} />)
    await waitFor(() => expect(screen.getByText('Candidate · Connected')).toBeTruthy())
    expect(screen.getByText('Candidate · Wants to connect')).toBeTruthy()
    expect(calls.map((call) => call.url).filter((url) => url.startsWith('/api/connections/status'))).toEqual([
      '/api/connections/status?userIds=u1,u2',
    ])
    fireEvent.click(screen.getByText('Ada Lovelace'))
    await waitFor(() => expect(locationNow()).toBe('/people/u1'))
    expect(onDone).toHaveBeenCalledTimes(1)
  })

  it('ends the people with "See all people", which opens the people screen for the query', async () => {
    fakeServer({
      'GET /api/search': { jobs: [], companies: [], users: [person('u1', 'Ada Lovelace')] },
      'GET /api/connections/status': { statuses: {}, requestIds: {} },
    })
    const onDone = vi.fn()
    renderAt('/home', <SearchResults {...props} query="ada l" onDone={onDone} />)
    const people = await screen.findByRole('group', { name: 'People' })
    expect(
      within(people)
        .getAllByRole('option')
        .map((option) => option.textContent)
    ).toEqual(['ALAda LovelaceCandidate', 'See all people'])
    fireEvent.click(within(people).getByRole('option', { name: 'See all people' }))
    await waitFor(() => expect(locationNow()).toBe('/people?q=ada+l'))
    expect(onDone).toHaveBeenCalledTimes(1)
  })

  it('offers no "See all people" when no one matches', async () => {
    fakeServer({
      'GET /api/search': {
        jobs: [{ id: 'j1', title: 'Analyst', companyName: 'Grid', location: 'Austin' }],
        companies: [],
        users: [],
      },
    })
    renderAt('/home', <SearchResults {...props} query="analyst" onDone={() => {}} />)
    await screen.findByRole('option', { name: /Analyst/ })
    expect(screen.queryByRole('option', { name: 'See all people' })).toBeNull()
  })
})

describe('SearchResults: option ids', () => {
  it('gives each option an id made of the list, the kind and the item, reports them in arrow order, marks the active one', async () => {
    fakeServer({
      'GET /api/search': {
        jobs: [{ id: 'j1', title: 'Analyst', companyName: 'Grid', location: 'Austin' }],
        companies: [{ id: 'c1', name: 'Grid', description: '', headquarters: null, verified: false }],
        users: [person('u1', 'Ada Lovelace')],
      },
      'GET /api/connections/status': { statuses: {}, requestIds: {} },
    })
    const onOptions = vi.fn()
    renderAt('/home', <SearchResults {...props} activeIndex={2} onOptions={onOptions} query="a" onDone={() => {}} />)
    await screen.findByRole('option', { name: /Ada Lovelace/ })
    const ids = ['results-job-j1', 'results-company-c1', 'results-person-u1', 'results-all-people-all']
    expect(screen.getAllByRole('option').map((option) => option.id)).toEqual(ids)
    expect(onOptions).toHaveBeenLastCalledWith(ids)
    expect(screen.getByRole('option', { selected: true }).id).toBe('results-person-u1')
  })
})

describe('SearchResults: jobs', () => {
  it("shows each job's company and place under its title, and opens the job", async () => {
    fakeServer({
      'GET /api/search': {
        jobs: [{ id: 'j1', title: 'Compliance Analyst', companyName: 'Gridline Power', location: 'Austin, TX' }],
        companies: [],
        users: [],
      },
    })
    renderAt('/home', <SearchResults {...props} query="compliance" onDone={() => {}} />)
    const job = await screen.findByRole('option', { name: /Compliance Analyst/ })
    expect(job.textContent).toBe('Compliance AnalystGridline Power · Austin, TX')
    fireEvent.click(job)
    await waitFor(() => expect(locationNow()).toBe('/jobs/j1'))
  })
})

describe('SearchResults: companies', () => {
  it('tells two companies of one name apart by their verified mark and location, and opens the company page', async () => {
    fakeServer({
      'GET /api/search': {
        jobs: [],
        users: [],
        companies: [
          { id: 'c1', name: 'Volt Works', description: '', headquarters: 'Boulder, Colorado', verified: true },
          { id: 'c2', name: 'Volt Works', description: '', headquarters: 'Austin, Texas', verified: false },
        ],
      },
    })
    renderAt('/home', <SearchResults {...props} query="volt" onDone={() => {}} />)
    expect(await screen.findByText('Verified · Boulder, Colorado')).toBeTruthy()
    expect(screen.getByText('Austin, Texas')).toBeTruthy()
    fireEvent.click(screen.getByText('Austin, Texas'))
    await waitFor(() => expect(locationNow()).toBe('/companies/c2'))
  })
})

describe('SearchResults: a refused query', () => {
  it("shows the server's message for a query it refuses, and the service's for any other failure", async () => {
    const message = 'Search query must be at most 100 characters'
    fakeServer({
      'GET /api/search': ({ url }: { url: string }) =>
        new URL(url, 'http://localhost').searchParams.get('q')!.length > 100
          ? errorAnswer(422, { error: message, errors: [{ field: 'q', message, rule: 'maxLength' }] })
          : errorAnswer(500, { error: 'Server error' }),
    })
    const refused = renderAt('/home', <SearchResults {...props} query={'a'.repeat(101)} onDone={() => {}} />)
    expect(await screen.findByText(message)).toBeTruthy()
    refused.unmount()
    renderAt('/home', <SearchResults {...props} query="volt" onDone={() => {}} />)
    expect(await screen.findByText('Search is not available right now.')).toBeTruthy()
  })
})
