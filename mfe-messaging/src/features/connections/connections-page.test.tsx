import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ConnectionRequestAnswer } from '@hireloop/backend/api-types/messaging'
import { makeConnection, makeRequest } from '../../test/make-thread'
import { dialogClosed, errorAnswer, fakeServer, renderAt, type FakeCall } from '../../test/render-app'
import { ConnectionsPage } from './connections-page'

const { toastAtom } = await import('@hireloop/shared-ui')
const lastToast = () => getDefaultStore().get(toastAtom)

const request = (id: string, name: string) =>
  makeRequest({ id, person: { ...makeRequest().person, id: `p-${id}`, name } })

const requestsPage = (requests: ConnectionRequestAnswer[], nextCursor: string | null = null) => ({
  requests,
  nextCursor,
  hasMore: nextCursor !== null,
})

const connectionsPage = (connections = [makeConnection()]) => ({ connections, nextCursor: null, hasMore: false })

const requestUrls = (calls: FakeCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/connections/requests')).map((c) => c.url)

/** Incoming requests the fake server holds: an answer takes its request away. */
function requestsServer(initial: ConnectionRequestAnswer[], extra: Record<string, unknown> = {}) {
  let pending = [...initial]
  const answered = (call: FakeCall) => {
    const id = call.url.split('/')[3]
    pending = pending.filter((item) => item.id !== id)
    return { message: 'ok' }
  }
  const routes: Record<string, unknown> = {
    'GET /api/connections/requests': () => requestsPage(pending),
    'GET /api/user/connections': connectionsPage(),
    ...extra,
  }
  for (const item of initial) {
    routes[`POST /api/connections/${item.id}/accept`] ??= answered
    routes[`POST /api/connections/${item.id}/decline`] ??= answered
  }
  return fakeServer(routes)
}

/** A browser focuses the button it clicks; jsdom does not. */
function press(button: HTMLElement) {
  button.focus()
  fireEvent.click(button)
}

describe('ConnectionsPage: focus after an action removes its row', () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  it('Accept and Decline hand the focus to the next request, then to the heading when none is left', async () => {
    requestsServer([request('r1', 'Ali Khan'), request('r2', 'Bea Lund'), request('r3', 'Cy Moss')])
    renderAt('/messages/connections', <ConnectionsPage />)
    press(await screen.findByRole('button', { name: 'Accept Ali Khan' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accept Bea Lund' })))
    expect(screen.queryByRole('button', { name: 'Accept Ali Khan' })).toBeNull()

    // The last row answered: the one before it takes the focus.
    press(screen.getByRole('button', { name: 'Decline Cy Moss' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accept Bea Lund' })))

    press(screen.getByRole('button', { name: 'Decline Bea Lund' }))
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Connection requests' }))
    )
    expect(screen.getByText('No requests waiting for your answer.')).toBeTruthy()
  })

  it('a failed answer keeps the request, and the focus on it', async () => {
    requestsServer([request('r1', 'Ali Khan'), request('r2', 'Bea Lund')], {
      'POST /api/connections/r1/accept': () =>
        errorAnswer(403, { error: 'Only the person asked can answer this request' }),
    })
    renderAt('/messages/connections', <ConnectionsPage />)
    press(await screen.findByRole('button', { name: 'Accept Ali Khan' }))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Failed to accept request' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accept Ali Khan' })))
  })

  it('a request withdrawn meanwhile leaves the list when answering it fails; the focus goes to the next one', async () => {
    let withdrawn = false
    requestsServer([request('r1', 'Ali Khan'), request('r2', 'Bea Lund')], {
      'GET /api/connections/requests': () =>
        requestsPage(withdrawn ? [request('r2', 'Bea Lund')] : [request('r1', 'Ali Khan'), request('r2', 'Bea Lund')]),
      'POST /api/connections/r1/accept': () => {
        withdrawn = true
        return errorAnswer(404, { error: 'Connection not found' })
      },
    })
    renderAt('/messages/connections', <ConnectionsPage />)
    press(await screen.findByRole('button', { name: 'Accept Ali Khan' }))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Failed to accept request', description: 'Connection not found' })
    )
    await waitFor(() => expect(screen.queryByText('Ali Khan')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accept Bea Lund' })))
  })

  it('Remove hands the focus to the next connection, then to the heading when none is left', async () => {
    fakeServer({
      'GET /api/connections/requests': requestsPage([]),
      'GET /api/user/connections': connectionsPage([
        makeConnection(),
        makeConnection({ id: 'kim', name: 'Kim Ito', connectionId: 'c2' }),
      ]),
      'DELETE /api/connections/c1': { message: 'Connection removed' },
      'DELETE /api/connections/c2': { message: 'Connection removed' },
    })
    renderAt('/messages/connections', <ConnectionsPage />)
    press(await screen.findByRole('button', { name: 'Remove Sam Ortiz' }))
    let dialog = await screen.findByRole('dialog', { name: 'Delete this connection?' })
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })))
    await dialogClosed()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Message Kim Ito' })))

    press(screen.getByRole('button', { name: 'Remove Kim Ito' }))
    dialog = await screen.findByRole('dialog', { name: 'Delete this connection?' })
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })))
    await dialogClosed()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your connections' })))
  })
})

describe('ConnectionsPage: the requests list in pages', () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  it("'Load more requests' reads the next page with the server's cursor", async () => {
    const { calls } = fakeServer({
      'GET /api/connections/requests': (call: FakeCall) =>
        call.url.includes('cursor=')
          ? requestsPage([request('r3', 'Cy Moss')])
          : requestsPage([request('r1', 'Ali Khan'), request('r2', 'Bea Lund')], 'next/1'),
      'GET /api/user/connections': connectionsPage(),
    })
    renderAt('/messages/connections', <ConnectionsPage />)
    expect(await screen.findAllByTestId('connection-request')).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: 'Load more requests' }))
    await waitFor(() => expect(screen.getAllByTestId('connection-request')).toHaveLength(3))
    expect(within(screen.getAllByTestId('connection-request')[2]).getByText('Cy Moss')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load more requests' })).toBeNull()
    expect(requestUrls(calls)).toEqual([
      '/api/connections/requests?direction=incoming&limit=20',
      '/api/connections/requests?direction=incoming&limit=20&cursor=next%2F1',
    ])
  })

  it('an answer reads the requests again: what arrived meanwhile shows, what was answered elsewhere goes', async () => {
    let answered = false
    const { calls } = fakeServer({
      'GET /api/connections/requests': () =>
        requestsPage(answered ? [request('r9', 'New Person')] : [request('r1', 'Ali Khan'), request('r2', 'Bea Lund')]),
      'GET /api/user/connections': connectionsPage(),
      'POST /api/connections/r1/decline': () => {
        answered = true
        return { message: 'ok' }
      },
    })
    renderAt('/messages/connections', <ConnectionsPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'Decline Ali Khan' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept New Person' })).toBeTruthy())
    expect(screen.queryByText('Bea Lund')).toBeNull()
    expect(requestUrls(calls)).toHaveLength(2)
  })

  it('with more than a page shown, an answer keeps the loaded requests and the next cursor', async () => {
    const firstPage = Array.from({ length: 20 }, (_, index) => request(`r${index}`, `Person ${index}`))
    const { calls } = requestsServer([], {
      'GET /api/connections/requests': (call: FakeCall) =>
        call.url.includes('cursor=')
          ? requestsPage([request('r20', 'Person 20'), request('r21', 'Person 21')], 'next/2')
          : requestsPage(firstPage, 'next/1'),
      'POST /api/connections/r20/accept': { message: 'ok' },
    })
    renderAt('/messages/connections', <ConnectionsPage />)
    expect(await screen.findAllByTestId('connection-request')).toHaveLength(20)
    fireEvent.click(screen.getByRole('button', { name: 'Load more requests' }))
    await waitFor(() => expect(screen.getAllByTestId('connection-request')).toHaveLength(22))
    press(screen.getByRole('button', { name: 'Accept Person 20' }))
    await waitFor(() => expect(screen.getAllByTestId('connection-request')).toHaveLength(21))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accept Person 21' })))
    expect(requestUrls(calls)).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Load more requests' })).toBeTruthy()
  })
})
