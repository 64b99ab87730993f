import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { JobsApp } from './jobs-app'
import { makeAlert } from '../test/make-alert'
import { fakeServer, renderAt, type FakeCall } from '../test/render-app'

const { toastAtom } = await import('@hireloop/shared-ui')
const lastToast = () => getDefaultStore().get(toastAtom)

describe('/jobs/alerts', () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  it("names each alert's actions by the alert, and deletes once however often Delete is tapped", async () => {
    let answer: () => void = () => undefined
    const { calls } = fakeServer({
      'GET /api/user/me': { id: 'u1', name: 'Casey', email: 'casey@example.com', userType: 'candidate' },
      'GET /api/alerts': [makeAlert(), makeAlert({ id: 'al2', query: 'lineworker' })],
      'DELETE /api/alerts/al1': () =>
        new Promise((resolve) => {
          answer = () => resolve(null)
        }),
    })
    renderAt('/jobs/alerts', <JobsApp />)
    const first = (await screen.findByText('compliance analyst in Austin, TX')).closest('li') as HTMLElement
    const remove = within(first).getByRole('button', { name: 'Delete' })
    expect(remove.getAttribute('aria-describedby')).toBe('alert-al1')
    expect(document.getElementById('alert-al1')?.textContent).toBe('compliance analyst in Austin, TX')

    fireEvent.click(remove)
    fireEvent.click(remove)
    await waitFor(() => expect((remove as HTMLButtonElement).disabled).toBe(true))
    await act(async () => answer())
    await waitFor(() => expect(screen.queryByText('compliance analyst in Austin, TX')).toBeNull())
    expect(calls.filter((call: FakeCall) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/alerts/al1',
    ])
    expect(lastToast()).toMatchObject({ title: 'Alert deleted', variant: 'success' })
    expect(screen.getByText('lineworker in Austin, TX')).toBeTruthy()
  })
})
