import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { makeJob } from '../../test/make-job'
import { makeThread } from '../../test/make-thread'
import { errorAnswer, fakeServer, renderAt, type FakeCall } from '../../test/render-app'
import { ShareDialog } from './share-dialog'

const { toastAtom } = await import('@hireloop/shared-ui')
const lastToast = () => getDefaultStore().get(toastAtom)

const dana = makeThread()
const sam = makeThread({
  id: 't2',
  otherParticipant: { id: 'u6', name: 'Sam Ortiz', userType: 'employer', avatar: null },
  job: null,
})
const threadsPage = (threads = [dana, sam]) => ({ threads, nextCursor: null, hasMore: false })

const ana = {
  id: 'u7',
  name: 'Ana Ruiz',
  userType: 'candidate',
  location: 'Austin, TX',
  avatar: null,
  connectionId: 'c7',
}
const ben = { id: 'u8', name: 'Ben Cho', userType: 'employer', location: null, avatar: null, connectionId: 'c8' }
const connectionsPage = (connections: unknown[]) => ({ connections, nextCursor: null, hasMore: false })

const LINE = 'Check out this job: NERC Compliance Analyst at Gridline Power — /jobs/j1'

function open(routes: Record<string, unknown> = {}, initialTab?: 'messaging' | 'connections' | 'feed') {
  const server = fakeServer({
    'GET /api/user/me': { id: 'u1', name: 'Casey', email: 'casey@example.com', userType: 'candidate' },
    'GET /api/threads': threadsPage(),
    'GET /api/user/connections': connectionsPage([ana, ben]),
    ...routes,
  })
  const onClose = vi.fn()
  renderAt(
    '/jobs',
    <ShareDialog job={makeJob()} open onClose={onClose} onCopyLink={() => {}} initialTab={initialTab} />
  )
  const dialog = screen.getByRole('dialog', { name: 'Share Job' })
  return { ...server, onClose, dialog }
}

const posts = (calls: FakeCall[], url: string) => calls.filter((call) => call.method === 'POST' && call.url === url)
const primary = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByRole('button', { name })

describe('share dialog: Messaging (default)', () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  it("opens on Messaging with the reader's conversations; none chosen says 'No Conversations Selected'", async () => {
    const { calls, dialog } = open()
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])
    ).toEqual([
      ['Messaging', 'true'],
      ['Connections', 'false'],
      ['Activity Feed', 'false'],
    ])
    const list = await within(dialog).findByRole('list', { name: 'Conversations' })
    expect(within(list).getByRole('checkbox', { name: /Dana Lee/ })).toBeTruthy()
    expect(within(list).getByText('NERC Compliance Analyst · Gridline Power')).toBeTruthy()
    expect(within(list).getByRole('checkbox', { name: /Sam Ortiz/ })).toBeTruthy()
    expect(within(list).getByText('Employer')).toBeTruthy()
    expect(calls.filter((call) => call.url.startsWith('/api/threads')).map((call) => call.url)).toEqual([
      '/api/threads?limit=50',
    ])
    expect(calls.some((call) => call.url.startsWith('/api/user/connections'))).toBe(false)

    fireEvent.click(primary(dialog, 'Share to 0 conversations'))
    expect(lastToast()).toMatchObject({ title: 'No Conversations Selected', variant: 'error' })
    expect(posts(calls, '/api/messages')).toEqual([])
  })

  it("searches by participant name, keeps hidden choices, and sends one message per conversation: 'Shared Successfully!'", async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const { calls, dialog, fetchMock, onClose } = open({ 'POST /api/messages': { id: 'm1' } })
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/messages') await held
      return fetchMock(input, init)
    })
    await within(dialog).findByRole('list', { name: 'Conversations' })
    const search = within(dialog).getByRole('textbox', { name: 'Search conversations' })
    fireEvent.change(search, { target: { value: 'SAM' } })
    expect(within(dialog).queryByRole('checkbox', { name: /Dana Lee/ })).toBeNull()
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Sam Ortiz/ }))
    fireEvent.change(search, { target: { value: 'nobody' } })
    expect(within(dialog).getByText('No conversations match "nobody"')).toBeTruthy()
    expect(primary(dialog, 'Share to 1 conversation')).toBeTruthy()
    fireEvent.change(search, { target: { value: '' } })
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Dana Lee/ }))
    expect((within(dialog).getByRole('checkbox', { name: /Sam Ortiz/ }) as HTMLInputElement).checked).toBe(true)
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message (optional)' }), {
      target: { value: '  You two would fit this.  ' },
    })

    await act(async () => fireEvent.click(primary(dialog, 'Share to 2 conversations')))
    expect(primary(dialog, 'Sharing...').hasAttribute('disabled')).toBe(true)
    await act(async () => release())
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Shared Successfully!',
        description: 'NERC Compliance Analyst was sent to 2 conversations.',
        variant: 'success',
      })
    )
    const content = `${LINE}\n\nYou two would fit this.`
    expect(posts(calls, '/api/messages').map((call) => call.body)).toEqual([
      { threadId: 't2', content },
      { threadId: 't1', content },
    ])
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('sends the bare recommendation line without a note, naming the one conversation', async () => {
    const { calls, dialog, onClose } = open({ 'POST /api/messages': { id: 'm1' } })
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Dana Lee/ }))
    await act(async () => fireEvent.click(primary(dialog, 'Share to 1 conversation')))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Shared Successfully!',
        description: 'NERC Compliance Analyst was sent to Dana Lee.',
      })
    )
    expect(posts(calls, '/api/messages').map((call) => call.body)).toEqual([{ threadId: 't1', content: LINE }])
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it("says 'Share Failed' with the server's reason, keeps only the unsent conversations chosen, and resends only those", async () => {
    let refuse = true
    const { calls, dialog, onClose } = open({
      'POST /api/messages': (call: FakeCall) =>
        refuse && (call.body as { threadId: string }).threadId === 't2'
          ? errorAnswer(403, { error: 'You cannot message this person' })
          : { id: 'm1' },
    })
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Dana Lee/ }))
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Sam Ortiz/ }))
    await act(async () => fireEvent.click(primary(dialog, 'Share to 2 conversations')))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Share Failed',
        description: 'Sent to 1 of 2 conversations. You cannot message this person',
        variant: 'error',
      })
    )
    expect(onClose).not.toHaveBeenCalled()
    expect((within(dialog).getByRole('checkbox', { name: /Dana Lee/ }) as HTMLInputElement).checked).toBe(false)
    expect((within(dialog).getByRole('checkbox', { name: /Sam Ortiz/ }) as HTMLInputElement).checked).toBe(true)

    refuse = false
    await act(async () => fireEvent.click(primary(dialog, 'Share to 1 conversation')))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Shared Successfully!' }))
    expect(posts(calls, '/api/messages').map((call) => (call.body as { threadId: string }).threadId)).toEqual([
      't1',
      't2',
      't2',
    ])
  })

  it("says 'Share Failed' with a plain fallback when the server gives no reason", async () => {
    const { dialog } = open({ 'POST /api/messages': () => new Response('', { status: 502 }) })
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Dana Lee/ }))
    await act(async () => fireEvent.click(primary(dialog, 'Share to 1 conversation')))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Share Failed',
        description: 'Something went wrong. Please try again.',
      })
    )
  })

  it('says when there are no conversations, and offers to try again when they cannot be read', async () => {
    let fail = true
    const { dialog } = open({
      'GET /api/threads': () => (fail ? errorAnswer(500, { error: 'boom' }) : threadsPage([])),
    })
    const alert = await within(dialog).findByRole('alert')
    expect(within(alert).getByText('Failed to load conversations')).toBeTruthy()
    fail = false
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Try again' })))
    expect(
      await within(dialog).findByText('No conversations yet. Start one from an application or the Messages page.')
    ).toBeTruthy()
  })

  it('loads more conversations by cursor', async () => {
    const { calls, dialog } = open({
      'GET /api/threads': (call: FakeCall) =>
        call.url.includes('cursor=') ? threadsPage([sam]) : { threads: [dana], nextCursor: 'next-1', hasMore: true },
    })
    await within(dialog).findByRole('checkbox', { name: /Dana Lee/ })
    expect(within(dialog).queryByRole('checkbox', { name: /Sam Ortiz/ })).toBeNull()
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Load more' })))
    expect(await within(dialog).findByRole('checkbox', { name: /Sam Ortiz/ })).toBeTruthy()
    expect(calls.filter((call) => call.url.startsWith('/api/threads')).map((call) => call.url)).toEqual([
      '/api/threads?limit=50',
      '/api/threads?limit=50&cursor=next-1',
    ])
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull()
  })
})

describe('share dialog: Connections', () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  it("lists connections, searches them on the server, and says 'No Connections Selected' when none is chosen", async () => {
    const { calls, dialog } = open({
      'GET /api/user/connections': (call: FakeCall) => connectionsPage(call.url.includes('q=ana') ? [ana] : [ana, ben]),
    })
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Connections' }))
    const list = await within(dialog).findByRole('list', { name: 'Connections' })
    expect(within(list).getByRole('checkbox', { name: /Ana Ruiz/ })).toBeTruthy()
    expect(within(list).getByText('Candidate · Austin, TX')).toBeTruthy()
    expect(within(list).getByRole('checkbox', { name: /Ben Cho/ })).toBeTruthy()

    fireEvent.click(primary(dialog, 'Recommend to 0 connections'))
    expect(lastToast()).toMatchObject({ title: 'No Connections Selected', variant: 'error' })
    expect(posts(calls, '/api/job-recommendations')).toEqual([])

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Search connections' }), {
      target: { value: ' ana ' },
    })
    await waitFor(() => expect(within(dialog).queryByRole('checkbox', { name: /Ben Cho/ })).toBeNull())
    expect(calls.filter((call) => call.url.startsWith('/api/user/connections')).map((call) => call.url)).toEqual([
      '/api/user/connections?limit=50',
      '/api/user/connections?limit=50&q=ana',
    ])
  })

  it("recommends to the chosen connections with the message: 'Recommendations Sent!'", async () => {
    const { calls, dialog, onClose } = open({
      'POST /api/job-recommendations': { message: 'Recommendations sent', sent: 2 },
    })
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Connections' }))
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Ana Ruiz/ }))
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Ben Cho/ }))
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Recommendation message' }), {
      target: { value: ' Thought of you two. ' },
    })
    await act(async () => fireEvent.click(primary(dialog, 'Recommend to 2 connections')))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Recommendations Sent!',
        description: 'NERC Compliance Analyst was recommended to 2 connections.',
        variant: 'success',
      })
    )
    expect(posts(calls, '/api/job-recommendations').map((call) => call.body)).toEqual([
      { jobId: 'j1', recommendedToIds: ['u7', 'u8'], message: 'Thought of you two.' },
    ])
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('sends no message field when the recommendation message is blank', async () => {
    const { calls, dialog } = open({ 'POST /api/job-recommendations': { message: 'Recommendations sent', sent: 1 } })
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Connections' }))
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Ben Cho/ }))
    await act(async () => fireEvent.click(primary(dialog, 'Recommend to 1 connection')))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Recommendations Sent!',
        description: 'NERC Compliance Analyst was recommended to Ben Cho.',
      })
    )
    expect(posts(calls, '/api/job-recommendations')[0].body).toEqual({ jobId: 'j1', recommendedToIds: ['u8'] })
  })

  it("says 'Recommendation Failed' with the server's reason and keeps the dialog open", async () => {
    const { dialog, onClose } = open({
      'POST /api/job-recommendations': () =>
        errorAnswer(403, { error: 'You can only recommend jobs to your connections' }),
    })
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Connections' }))
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Ana Ruiz/ }))
    await act(async () => fireEvent.click(primary(dialog, 'Recommend to 1 connection')))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Recommendation Failed',
        description: 'You can only recommend jobs to your connections',
        variant: 'error',
      })
    )
    expect(onClose).not.toHaveBeenCalled()
    expect((within(dialog).getByRole('checkbox', { name: /Ana Ruiz/ }) as HTMLInputElement).checked).toBe(true)
  })

  it('says when there are no connections', async () => {
    const { dialog } = open({ 'GET /api/user/connections': connectionsPage([]) }, 'connections')
    expect(await within(dialog).findByText('No connections yet. Connect with people from search.')).toBeTruthy()
  })
})

describe('share dialog: tabs', () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  it('keeps each tab’s choices while another is looked at; the Activity Feed tab is still there', async () => {
    const { dialog } = open()
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Dana Lee/ }))
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Connections' }))
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Ben Cho/ }))
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Activity Feed' }))
    expect(within(dialog).getByRole('textbox', { name: 'Caption' })).toBeTruthy()
    expect(primary(dialog, 'Share to Feed')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Messaging' }))
    expect(primary(dialog, 'Share to 1 conversation')).toBeTruthy()
    expect(((await within(dialog).findByRole('checkbox', { name: /Dana Lee/ })) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Connections' }))
    expect(primary(dialog, 'Recommend to 1 connection')).toBeTruthy()
  })
})
