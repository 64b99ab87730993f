import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { JobsApp } from './jobs-app'
import { fakeServer, locationNow, renderAt } from '../test/render-app'

const { toastAtom } = await import('@hireloop/shared-ui')

const alert = { id: 'a1', query: 'analyst', location: 'Austin', radius: 25, frequency: 'daily', isActive: true }

describe('/jobs/alerts', () => {
  it('lists the alerts, pauses and deletes them through the server', async () => {
    const { calls } = fakeServer({
      'GET /api/user/me': { id: 'u1', name: 'Casey', userType: 'candidate' },
      'GET /api/alerts': [alert],
      'PATCH /api/alerts/a1': { ...alert, isActive: false },
      'DELETE /api/alerts/a1': null,
    })
    renderAt('/jobs/alerts', <JobsApp />)
    const item = await screen.findByTestId('job-alert')
    expect(within(item).getByText('analyst in Austin')).toBeTruthy()
    await act(async () => fireEvent.click(within(item).getByRole('button', { name: 'Pause' })))
    await waitFor(() => expect(within(item).getByText('Paused')).toBeTruthy())
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ isActive: false })
    await act(async () => fireEvent.click(within(item).getByRole('button', { name: 'Delete' })))
    await waitFor(() => expect(getDefaultStore().get(toastAtom)).toMatchObject({ title: 'Alert deleted' }))
    expect(await screen.findByText('No job alerts yet')).toBeTruthy()
  })

  it('opens the jobs of an alert', async () => {
    fakeServer({
      'GET /api/alerts': [alert],
      'GET /api/jobs': { jobs: [], total: 0, nextCursor: null, hasMore: false },
    })
    renderAt('/jobs/alerts', <JobsApp />)
    fireEvent.click(await screen.findByRole('button', { name: 'View jobs' }))
    await waitFor(() => expect(locationNow()).toBe('/jobs?keyword=analyst&location=Austin'))
  })
})
