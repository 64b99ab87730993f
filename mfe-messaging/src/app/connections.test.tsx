import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { MessagingApp } from './messaging-app'
import { makeConnection, makeMessage, makeRequest, makeThread, ME } from '../test/make-thread'
import { errorAnswer, fakeServer, locationNow, renderAt, type FakeCall } from '../test/render-app'

const { toastAtom, setLiveConnected } = await import('@hireloop/shared-ui')
const lastToast = () => getDefaultStore().get(toastAtom)

const connectionsPage = (connections = [makeConnection()], extra = {}) => ({
  connections,
  nextCursor: null,
  hasMore: false,
  ...extra,
})

const requestsPage = (requests = [makeRequest()]) => ({ requests, nextCursor: null, hasMore: false })

function server(overrides: Record<string, unknown> = {}) {
  return fakeServer({
    'GET /api/user/me': ME,
    'GET /api/user/connections': connectionsPage(),
    'GET /api/connections/requests': requestsPage(),
    'GET /api/threads': { threads: [], nextCursor: null, hasMore: false },
    ...overrides,
  })
}

const only = (calls: FakeCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.url.split('?')[0] === path)

describe('/messages/connections', () => {
  beforeEach(() => {
    getDefaultStore().set(toastAtom, null)
    setLiveConnected(false)
  })

  it('is the Connections tab: pending requests with their note, then the accepted connections', async () => {
    const { calls } = server({
      'GET /api/connections/requests': requestsPage([
        makeRequest(),
        makeRequest({ id: 'r2', status: 'declined', person: { ...makeRequest().person, name: 'Old Request' } }),
      ]),
    })
    renderAt('/messages/connections', <MessagingApp />)
    expect(screen.getByRole('tab', { name: 'Connections' }).getAttribute('aria-selected')).toBe('true')
    const request = await screen.findByTestId('connection-request')
    expect(within(request).getByText('Ali Khan')).toBeTruthy()
    expect(within(request).getByText('Employer · Denver')).toBeTruthy()
    expect(within(request).getByText('“We met at the grid reliability meetup.”')).toBeTruthy()
    expect(screen.queryByText('Old Request')).toBeNull()
    const connection = await screen.findByTestId('connection')
    expect(within(connection).getByText('Sam Ortiz')).toBeTruthy()
    expect(within(connection).getByText('Candidate · Austin, Texas')).toBeTruthy()
    expect(only(calls, 'GET', '/api/connections/requests').map((call) => call.url)).toEqual([
      '/api/connections/requests?direction=incoming&limit=20',
    ])
    expect(only(calls, 'GET', '/api/user/connections').map((call) => call.url)).toEqual([
      '/api/user/connections?limit=20',
    ])
  })

  it('says so in plain words when there are no requests and no connections', async () => {
    server({ 'GET /api/user/connections': connectionsPage([]), 'GET /api/connections/requests': requestsPage([]) })
    renderAt('/messages/connections', <MessagingApp />)
    expect(await screen.findByText('No requests waiting for your answer.')).toBeTruthy()
    expect(await screen.findByText('No connections yet')).toBeTruthy()
  })

  it('accepts a request: it leaves the requests, both lists are read again, and a toast says so', async () => {
    let accepted = false
    const { calls } = server({
      'POST /api/connections/r1/accept': () => {
        accepted = true
        return { message: 'Connection accepted' }
      },
      'GET /api/connections/requests': () => requestsPage(accepted ? [] : [makeRequest()]),
      'GET /api/user/connections': () =>
        connectionsPage(
          accepted
            ? [makeConnection(), makeConnection({ id: 'ali', name: 'Ali Khan', connectionId: 'r1' })]
            : [makeConnection()]
        ),
    })
    renderAt('/messages/connections', <MessagingApp />)
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Ali Khan' }))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Connection accepted',
        description: 'You and Ali Khan are now connected.',
      })
    )
    expect(only(calls, 'POST', '/api/connections/r1/accept')).toHaveLength(1)
    await waitFor(() => expect(screen.queryByTestId('connection-request')).toBeNull())
    expect(screen.getByText('No requests waiting for your answer.')).toBeTruthy()
    await waitFor(() => expect(screen.getAllByTestId('connection')).toHaveLength(2))
    expect(only(calls, 'GET', '/api/connections/requests')).toHaveLength(2)
  })

  it('declines a request', async () => {
    let declined = false
    const { calls } = server({
      'POST /api/connections/r1/decline': () => {
        declined = true
        return { message: 'Request declined' }
      },
      'GET /api/connections/requests': () => requestsPage(declined ? [] : [makeRequest()]),
    })
    renderAt('/messages/connections', <MessagingApp />)
    fireEvent.click(await screen.findByRole('button', { name: 'Decline Ali Khan' }))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Request declined' }))
    expect(only(calls, 'POST', '/api/connections/r1/decline')).toHaveLength(1)
    await waitFor(() => expect(screen.queryByTestId('connection-request')).toBeNull())
  })

  it("keeps the request and shows the server's words when answering fails", async () => {
    server({
      'POST /api/connections/r1/accept': () =>
        errorAnswer(403, { error: 'Only the person asked can answer this request' }),
    })
    renderAt('/messages/connections', <MessagingApp />)
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Ali Khan' }))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to accept request',
        description: 'Only the person asked can answer this request',
      })
    )
    expect(screen.getByTestId('connection-request')).toBeTruthy()
  })

  it('searches the connections on the server', async () => {
    const { calls } = server({
      'GET /api/user/connections': (call: FakeCall) =>
        connectionsPage(call.url.includes('q=zz') ? [] : [makeConnection()]),
    })
    renderAt('/messages/connections', <MessagingApp />)
    await screen.findByTestId('connection')
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search connections' }), { target: { value: ' zz ' } })
    expect(await screen.findByText('No connections match “zz”.')).toBeTruthy()
    expect(only(calls, 'GET', '/api/user/connections').map((call) => call.url)).toEqual([
      '/api/user/connections?limit=20',
      '/api/user/connections?limit=20&q=zz',
    ])
  })

  it("'Message' starts a conversation and opens it (?thread=)", async () => {
    const thread = makeThread({
      id: 't9',
      otherParticipant: { id: 'sam', name: 'Sam Ortiz', userType: 'candidate', avatar: null },
      job: null,
      lastMessage: null,
      messageCount: 0,
      unreadCount: 0,
    })
    const { calls } = server({
      'POST /api/threads': () => new Response(JSON.stringify({ thread, isExisting: false }), { status: 201 }),
      'GET /api/threads/t9/messages': { messages: [], nextCursor: null, hasMore: false },
      'POST /api/threads/t9/mark-read': { unreadCount: 0 },
    })
    renderAt('/messages/connections', <MessagingApp />)
    fireEvent.click(await screen.findByRole('button', { name: 'Message Sam Ortiz' }))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Conversation started' }))
    expect(only(calls, 'POST', '/api/threads').map((call) => call.body)).toEqual([{ recipientId: 'sam' }])
    await waitFor(() => expect(locationNow()).toBe('/messages?thread=t9'))
    const conversation = await screen.findByTestId('conversation')
    // The thread travels with the navigation: its heading shows before any message exists.
    expect(within(conversation).getByRole('heading', { name: 'Sam Ortiz' })).toBeTruthy()
    expect(await within(conversation).findByText('No messages yet. Say hello!')).toBeTruthy()
  })

  it("'Message' opens the existing conversation without saying one was started", async () => {
    server({
      'POST /api/threads': { thread: makeThread({ id: 't1' }), isExisting: true },
      'GET /api/threads/t1/messages': { messages: [makeMessage()], nextCursor: null, hasMore: false },
      'POST /api/threads/t1/mark-read': { unreadCount: 0 },
    })
    renderAt('/messages/connections', <MessagingApp />)
    fireEvent.click(await screen.findByRole('button', { name: 'Message Sam Ortiz' }))
    await waitFor(() => expect(locationNow()).toBe('/messages?thread=t1'))
    expect(lastToast()).toBeNull()
  })

  it("says 'Failed to start conversation' with the server's reason", async () => {
    server({ 'POST /api/threads': () => errorAnswer(403, { error: 'You cannot message this person' }) })
    renderAt('/messages/connections', <MessagingApp />)
    fireEvent.click(await screen.findByRole('button', { name: 'Message Sam Ortiz' }))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to start conversation',
        description: 'You cannot message this person',
      })
    )
    expect(locationNow()).toBe('/messages/connections')
  })

  it('removes a connection after confirming', async () => {
    const { calls } = server({ 'DELETE /api/connections/c1': { message: 'Connection removed' } })
    renderAt('/messages/connections', <MessagingApp />)
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Sam Ortiz' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this connection?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Connection removed' }))
    expect(only(calls, 'DELETE', '/api/connections/c1')).toHaveLength(1)
    expect(await screen.findByText('No connections yet')).toBeTruthy()
  })

  it('switches between the Conversations and Connections tabs through the address', async () => {
    server()
    renderAt('/messages', <MessagingApp />)
    expect(await screen.findByText('No conversations yet')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Connections' }))
    await waitFor(() => expect(locationNow()).toBe('/messages/connections'))
    expect(await screen.findByTestId('connection')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Conversations' }))
    await waitFor(() => expect(locationNow()).toBe('/messages'))
  })
})
