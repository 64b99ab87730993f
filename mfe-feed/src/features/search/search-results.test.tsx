import { fireEvent, screen, waitFor } from '@testing-library/react'
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

const props = { id: 'results', activeIndex: -1, onOptionCount: () => {}, selectRef: { current: null } }

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
