import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toastAtom } from '@hireloop/shared-ui'
import { MESSAGING_MESSAGES } from '@hireloop/backend/messaging-constants'
import type { PersonConnectionStatus } from '../../api/connections/types'
import { connectionStatusesKey } from '../../api/connections/get-connection-statuses'
import { ConnectionActions } from './connection-actions'

const ME = { id: 'me', name: 'Me Myself', userType: 'candidate' }
const ADA = { id: 'b-ada', name: 'Ada Lovelace' }
const OTHER = 'a-other'

interface Call {
  method: string
  url: string
  body: unknown
}

/** A fake server: the statuses of the people, the answers of the writes, and every call made. */
function serve(status: PersonConnectionStatus, writes: Record<string, [number, unknown]> = {}) {
  const calls: Call[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined })
    const reply = (code: number, body: unknown) =>
      new Response(JSON.stringify(body), { status: code, headers: { 'Content-Type': 'application/json' } })
    if (url === '/api/user/me') return reply(200, ME)
    if (url.startsWith('/api/connections/status')) {
      return reply(200, {
        statuses: { [ADA.id]: status, [OTHER]: 'none' },
        requestIds: status === 'none' ? {} : { [ADA.id]: 'c1' },
      })
    }
    const write = writes[`${method} ${url}`]
    if (write) return reply(write[0], write[1])
    return reply(404, { error: 'Not found' })
  })
  vi.stubGlobal('fetch', fetchMock)
  return calls
}

function renderActions() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
      {children}
    </SWRConfig>
  )
  return render(<ConnectionActions person={ADA} peopleIds={[ADA.id, OTHER]} />, { wrapper })
}

const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled
const lastToast = () => getDefaultStore().get(toastAtom)
const request = (status: 'pending' | 'accepted' | 'declined') => ({
  id: 'c1',
  status,
  note: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  direction: 'outgoing',
  person: { ...ADA, userType: 'candidate', avatar: null, location: null },
})

describe('ConnectionActions', () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))
  afterEach(() => vi.unstubAllGlobals())

  it('asks for the statuses of everyone listed in one call, whatever their order', async () => {
    const calls = serve('connected')
    renderActions()
    expect(isDisabled(await screen.findByRole('button', { name: 'Connected' }))).toBe(true)
    const statusCalls = calls.filter((call) => call.url.startsWith('/api/connections/status'))
    expect(statusCalls.map((call) => call.url)).toEqual([`/api/connections/status?userIds=${OTHER},${ADA.id}`])
    expect(connectionStatusesKey([ADA.id, OTHER, ADA.id])).toBe(connectionStatusesKey([OTHER, ADA.id]))
    expect(connectionStatusesKey([])).toBeNull()
  })

  it('Connect opens a note dialog; Send posts it, says so, and the card reads Pending', async () => {
    const calls = serve('none', { 'POST /api/connections': [201, request('pending')] })
    renderActions()
    fireEvent.click(await screen.findByRole('button', { name: 'Connect' }))
    expect(screen.getByText('Connect with Ada Lovelace')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Add a note (optional)'), { target: { value: '  Hello Ada  ' } })
    expect(screen.getByText('9/300')).toBeTruthy()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    })
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/connections',
      body: { targetId: ADA.id, note: 'Hello Ada' },
    })
    await waitFor(() => expect(isDisabled(screen.getByRole('button', { name: 'Pending' }))).toBe(true))
    expect(lastToast()).toMatchObject({ title: 'Connection request sent', variant: 'success' })
  })

  it('a note over 300 characters cannot be sent and says why; no note sends none', async () => {
    const calls = serve('none', { 'POST /api/connections': [200, request('accepted')] })
    renderActions()
    fireEvent.click(await screen.findByRole('button', { name: 'Connect' }))
    const field = screen.getByLabelText('Add a note (optional)')
    fireEvent.change(field, { target: { value: 'x'.repeat(301) } })
    expect(screen.getByText(MESSAGING_MESSAGES.noteMax)).toBeTruthy()
    expect(isDisabled(screen.getByRole('button', { name: 'Send' }))).toBe(true)
    fireEvent.change(field, { target: { value: '   ' } })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    })
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ targetId: ADA.id })
    // They had already asked: the server accepted theirs.
    await waitFor(() => expect(isDisabled(screen.getByRole('button', { name: 'Connected' }))).toBe(true))
    expect(lastToast()).toMatchObject({ title: 'Connected', variant: 'success' })
  })

  it('a refused request shows the server message, keeps the note open, and Connect stays', async () => {
    serve('none', { 'POST /api/connections': [403, { error: MESSAGING_MESSAGES.cannotMessageUser }] })
    renderActions()
    fireEvent.click(await screen.findByRole('button', { name: 'Connect' }))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    })
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: MESSAGING_MESSAGES.cannotMessageUser, variant: 'error' })
    )
    expect(isDisabled(screen.getByRole('button', { name: 'Send' }))).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect' })).toBeTruthy())
  })

  it('a request received: Accept connects', async () => {
    const calls = serve('pending_incoming', { 'POST /api/connections/c1/accept': [200, request('accepted')] })
    renderActions()
    expect(isDisabled(await screen.findByRole('button', { name: 'Decline' }))).toBe(false)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept' }))
    })
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/connections/c1/accept')).toBe(true)
    await waitFor(() => expect(isDisabled(screen.getByRole('button', { name: 'Connected' }))).toBe(true))
    expect(lastToast()).toMatchObject({ title: 'Connected', variant: 'success' })
  })

  it('a request received: Decline says so and offers Connect again', async () => {
    const calls = serve('pending_incoming', { 'POST /api/connections/c1/decline': [200, request('declined')] })
    renderActions()
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Decline' }))
    })
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/connections/c1/decline')).toBe(true)
    await waitFor(() => expect(isDisabled(screen.getByRole('button', { name: 'Connect' }))).toBe(false))
    expect(lastToast()).toMatchObject({ title: 'Request declined' })
  })

  it('a failed answer shows the server message', async () => {
    serve('pending_incoming', {
      'POST /api/connections/c1/accept': [409, { error: 'This request has already been answered' }],
    })
    renderActions()
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Accept' }))
    })
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'This request has already been answered', variant: 'error' })
    )
  })

  it('a request sent reads Pending (disabled); nothing is offered on your own card', async () => {
    serve('pending_outgoing')
    const { unmount } = renderActions()
    expect(isDisabled(await screen.findByRole('button', { name: 'Pending' }))).toBe(true)
    unmount()
    serve('none')
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>{children}</SWRConfig>
    )
    render(<ConnectionActions person={{ id: ME.id, name: ME.name }} peopleIds={[ME.id]} />, { wrapper })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('button')).toBeNull()
  })
})
