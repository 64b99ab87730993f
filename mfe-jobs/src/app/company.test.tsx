import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { JobsApp } from './jobs-app'
import { makeJob } from '../test/make-job'
import { errorAnswer, fakeServer, renderAt } from '../test/render-app'

const { toastAtom } = await import('@hireloop/shared-ui')

const COMPANY_ID = '11111111-1111-4111-8111-111111111111'
const member = { id: 'u1', name: 'Cara', email: 'cara@example.com', userType: 'candidate' }
const owner = { id: 'u2', name: 'Erin', email: 'erin@volt.example', userType: 'employer' }

const publicCompany = {
  id: COMPANY_ID,
  name: 'Volt Works',
  description: 'We build substations.\n\nAnd keep them audit-ready.',
  logo: '/uploads/public/0123456789abcdef0123456789abcdef.png',
  size: '51-200',
  industry: 'Construction',
  website: 'https://www.volt.example',
  headquarters: 'Boulder, Colorado',
  verified: false,
  domainVerified: true,
  verification: 'domain',
  isFoundingEmployer: true,
  foundingEmployerNumber: 7,
  hasLifetimePriorityPlacement: true,
  responseRate: 82,
  typicalResponseHours: 30,
  createdAt: '2026-11-01T00:00:00.000Z',
}

describe('/companies/{id}', () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  it('shows who is hiring: logo, name, verification kind, founding badge, details, responsiveness and open jobs', async () => {
    const { calls } = fakeServer({
      'GET /api/user/me': member,
      [`GET /api/companies/${COMPANY_ID}`]: publicCompany,
      'GET /api/jobs': (call: { url: string }) =>
        call.url.includes('cursor=')
          ? { jobs: [makeJob({ id: 'j2', title: 'Line Inspector' })], nextCursor: null, hasMore: false, total: null }
          : { jobs: [makeJob({ id: 'j1', title: 'Relay Technician' })], nextCursor: 'next', hasMore: true, total: 2 },
    })
    renderAt(`/companies/${COMPANY_ID}`, <JobsApp />)
    expect(await screen.findByRole('heading', { name: 'Volt Works', level: 1 })).toBeTruthy()
    expect(screen.getByTestId('company-verification').textContent).toBe('Verified domain')
    expect(screen.getByText('Founding Employer #7')).toBeTruthy()
    expect(screen.getByText('And keep them audit-ready.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'www.volt.example' }).getAttribute('href')).toBe('https://www.volt.example')
    expect(screen.getByText('51-200 employees')).toBeTruthy()
    expect(screen.getByText('Construction')).toBeTruthy()
    expect(screen.getByText('Boulder, Colorado')).toBeTruthy()
    expect(screen.getByText('Responds to 82% of applicants, typically within 30 hours')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Edit company' })).toBeNull()

    const jobs = screen.getByRole('region', { name: 'Open jobs' })
    expect(await within(jobs).findByRole('link', { name: 'Relay Technician' })).toBeTruthy()
    expect(calls.find((call) => call.url.startsWith('/api/jobs?'))?.url).toContain(`companyId=${COMPANY_ID}`)
    await act(async () => fireEvent.click(within(jobs).getByRole('button', { name: 'Show more jobs' })))
    expect(await within(jobs).findByRole('link', { name: 'Line Inspector' })).toBeTruthy()
  })

  it("says 'Company not found' for an unknown company", async () => {
    fakeServer({
      'GET /api/user/me': member,
      [`GET /api/companies/${COMPANY_ID}`]: () => errorAnswer(404, { error: 'Company not found' }),
    })
    renderAt(`/companies/${COMPANY_ID}`, <JobsApp />)
    expect(await screen.findByText('Company not found')).toBeTruthy()
  })
})

describe('/dashboard/company', () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  const mine = { ...publicCompany, ownerId: 'u2', verification: null, domainVerified: false }

  it("edits every field and shows the server's message at the field it refuses", async () => {
    const { calls } = fakeServer({
      'GET /api/user/me': owner,
      'GET /api/companies': [mine],
      [`PATCH /api/companies/${COMPANY_ID}`]: (call: { body: unknown }) =>
        (call.body as { description?: string }).description === 'Too long'
          ? errorAnswer(422, {
              error: 'Description must be at most 2000 characters',
              errors: [
                { field: 'description', message: 'Description must be at most 2000 characters', rule: 'maxLength' },
              ],
            })
          : { ...mine, ...(call.body as object) },
    })
    renderAt('/dashboard/company', <JobsApp />)
    const name = (await screen.findByRole('textbox', { name: 'Company name' })) as HTMLInputElement
    expect(name.value).toBe('Volt Works')
    expect(screen.getByTestId('verification-note').textContent).toContain('Not verified yet')

    fireEvent.change(screen.getByRole('textbox', { name: 'About the company' }), { target: { value: 'Too long' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })))
    expect(await screen.findByText('Description must be at most 2000 characters')).toBeTruthy()

    fireEvent.change(screen.getByRole('textbox', { name: 'About the company' }), { target: { value: 'Short.' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Headquarters' }), { target: { value: 'Denver, Colorado' } })
    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })))
    await waitFor(() => expect(getDefaultStore().get(toastAtom)).toMatchObject({ title: 'Company updated' }))
    const patches = calls.filter((call) => call.method === 'PATCH')
    expect(patches.at(-1)?.body).toEqual({
      name: 'Volt Works',
      description: 'Short.',
      website: 'https://www.volt.example',
      size: '51-200',
      industry: 'Construction',
      headquarters: 'Denver, Colorado',
      logo: null,
    })
  })

  it('is for employers only', async () => {
    fakeServer({ 'GET /api/user/me': member })
    renderAt('/dashboard/company', <JobsApp />)
    expect(await screen.findByText('Employer Only')).toBeTruthy()
  })
})
