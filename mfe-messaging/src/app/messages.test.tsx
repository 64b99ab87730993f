import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MessagingApp } from './messaging-app'
import { makeMessage, makeThread, ME, minutesAgo } from '../test/make-thread'
import { dialogClosed, errorAnswer, fakeServer, locationNow, renderAt, type FakeCall } from '../test/render-app'

const { toastAtom, publishLiveEvent, setLiveConnected, useUnreadMessageCount } = await import('@hireloop/shared-ui')
const lastToast = () => getDefaultStore().get(toastAtom)

const threadsPage = (threads = [makeThread()], extra = {}) => ({ threads, nextCursor: null, hasMore: false, ...extra })
const messagesPage = (messages = [makeMessage()], extra = {}) => ({
  messages,
  nextCursor: null,
  hasMore: false,
  ...extra,
})

function server(overrides: Record<string, unknown> = {}) {
  return fakeServer({
    'GET /api/user/me': ME,
    'GET /api/threads': threadsPage(),
    'GET /api/threads/t1/messages': messagesPage(),
    'POST /api/threads/t1/mark-read': { unreadCount: 0 },
    'GET /api/messages/unread-count': { unreadCount: 0 },
    ...overrides,
  })
}

const only = (calls: FakeCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.url.split('?')[0] === path)

/** The page at a phone's width (jsdom has no matchMedia: MUI's useMediaQuery answers false) or a wide one. */
function setWide(wide: boolean) {
  vi.stubGlobal(
    'matchMedia',
    wide
      ? (query: string) => ({
          matches: query.includes('min-width:900px'),
          media: query,
          onchange: null,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        })
      : undefined
  )
}

async function openFirstThread() {
  fireEvent.click(await screen.findByRole('button', { name: /Dana Reyes/ }))
  return screen.findByTestId('conversation')
}

describe('/messages', () => {
  beforeEach(() => {
    getDefaultStore().set(toastAtom, null)
    setLiveConnected(false)
    setWide(false)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('lists threads with the other participant, user type, job, last message, time and unread count', async () => {
    const { calls } = server({
      'GET /api/threads': threadsPage([
        makeThread(),
        makeThread({
          id: 't2',
          otherParticipant: { id: 'sam', name: 'Sam Ortiz', userType: 'candidate', avatar: null },
          job: null,
          lastMessage: { id: 'm9', content: 'Thanks!', createdAt: minutesAgo(120), senderId: 'me', readBy: ['me'] },
          unreadCount: 0,
        }),
      ]),
    })
    renderAt('/messages', <MessagingApp />)
    const items = await screen.findAllByTestId('thread')
    expect(items).toHaveLength(2)
    expect(within(items[0]!).getByText('Dana Reyes')).toBeTruthy()
    expect(within(items[0]!).getByText('Employer · NERC Compliance Analyst at Gridline Power')).toBeTruthy()
    expect(within(items[0]!).getByText('Are you free for a call on Thursday?')).toBeTruthy()
    expect(within(items[0]!).getByText('10m ago')).toBeTruthy()
    expect(within(items[0]!).getByText('2 unread messages')).toBeTruthy()
    expect(items[0]!.getAttribute('data-unread')).toBe('true')
    expect(within(items[1]!).getByText('Candidate')).toBeTruthy()
    expect(within(items[1]!).getByText('You: Thanks!')).toBeTruthy()
    expect(within(items[1]!).getByText('2h ago')).toBeTruthy()
    expect(within(items[1]!).queryByTestId('thread-unread')).toBeNull()
    expect(items[1]!.getAttribute('data-unread')).toBe('false')
    expect(screen.getByRole('list', { name: 'Conversations' })).toBeTruthy()
    expect(only(calls, 'GET', '/api/threads').map((call) => call.url)).toEqual(['/api/threads?archived=false&limit=20'])
  })

  it("opens the other member's profile from the name in a thread row, and the conversation from the rest", async () => {
    const { calls } = server()
    renderAt('/messages', <MessagingApp />)
    const item = await screen.findByTestId('thread')
    const name = within(item).getByRole('link', { name: 'Dana Reyes' })
    expect(name.getAttribute('href')).toBe('/people/dana')
    expect(within(item).getByRole('button', { name: /^Conversation with Dana Reyes: / })).toBeTruthy()
    fireEvent.click(name)
    await waitFor(() => expect(locationNow()).toBe('/people/dana'))
    expect(only(calls, 'GET', '/api/threads/t1/messages')).toHaveLength(0)
  })

  it('shows the archived threads under their own filter, each filter with its empty state', async () => {
    const { calls } = server({
      'GET /api/threads': (call: FakeCall) =>
        call.url.includes('archived=true')
          ? threadsPage([makeThread({ id: 't3', isArchived: true, unreadCount: 0 })])
          : threadsPage([]),
    })
    renderAt('/messages', <MessagingApp />)
    expect(await screen.findByText('No conversations yet')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Archived' }))
    const item = await screen.findByTestId('thread')
    expect(within(item).getByText('Dana Reyes')).toBeTruthy()
    expect(screen.getByRole('list', { name: 'Archived conversations' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Archived' }).getAttribute('aria-pressed')).toBe('true')
    expect(only(calls, 'GET', '/api/threads').map((call) => call.url)).toEqual([
      '/api/threads?archived=false&limit=20',
      '/api/threads?archived=true&limit=20',
    ])
  })

  it("says 'No archived conversations' when there are none", async () => {
    server({ 'GET /api/threads': threadsPage([]) })
    renderAt('/messages', <MessagingApp />)
    await screen.findByText('No conversations yet')
    fireEvent.click(screen.getByRole('button', { name: 'Archived' }))
    expect(await screen.findByText('No archived conversations')).toBeTruthy()
  })

  it("says 'Failed to load conversations' / 'Please refresh the page' when the list fails", async () => {
    server({ 'GET /api/threads': () => errorAnswer(500, { error: 'boom' }) })
    renderAt('/messages', <MessagingApp />)
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Failed to load conversations')).toBeTruthy()
    expect(within(alert).getByText('Please refresh the page')).toBeTruthy()
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to load conversations',
        description: 'Please refresh the page',
      })
    )
  })

  it('opens a thread: the address names it, it is marked read, its messages show and focus moves to its heading', async () => {
    const { calls } = server({
      'GET /api/threads/t1/messages': messagesPage([
        makeMessage({ id: 'm0', senderId: 'me', content: 'Hi Dana, I applied yesterday.', createdAt: minutesAgo(30) }),
        makeMessage({ id: 'm1', createdAt: minutesAgo(10) }),
        makeMessage({ id: 'm2', content: 'Or Friday morning.', createdAt: minutesAgo(9) }),
      ]),
    })
    renderAt('/messages', <MessagingApp />)
    const conversation = await openFirstThread()
    expect(locationNow()).toBe('/messages?thread=t1')
    const heading = within(conversation).getByRole('heading', { name: 'Dana Reyes' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    // The other participant's name opens their profile.
    expect(within(heading).getByRole('link', { name: 'Dana Reyes' }).getAttribute('href')).toMatch(/^\/people\/.+/)
    expect(within(conversation).getByText('Employer · NERC Compliance Analyst at Gridline Power')).toBeTruthy()
    await within(conversation).findByText('Or Friday morning.')
    const groups = within(conversation).getAllByTestId('message-group')
    expect(groups.map((group) => group.getAttribute('data-mine'))).toEqual(['true', 'false'])
    expect(within(groups[0]!).getByText('Hi Dana, I applied yesterday.')).toBeTruthy()
    expect(within(groups[1]!).getAllByTestId('message')).toHaveLength(2)
    expect(within(groups[1]!).getByText('Dana Reyes said:')).toBeTruthy()
    expect(only(calls, 'POST', '/api/threads/t1/mark-read')).toHaveLength(1)
    expect(only(calls, 'GET', '/api/threads/t1/messages').map((call) => call.url)).toEqual([
      '/api/threads/t1/messages?limit=30',
    ])
    // Phones show one at a time: the list is gone while the conversation is open.
    expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull()
    // 'Seen' only when the other participant has read my last message.
    expect(within(conversation).queryByTestId('seen')).toBeNull()

    fireEvent.click(within(conversation).getByRole('button', { name: 'Back to conversations' }))
    await waitFor(() => expect(locationNow()).toBe('/messages'))
    const item = await screen.findByTestId('thread')
    // Focus returns to the thread the reader came from.
    await waitFor(() => expect(document.activeElement).toBe(within(item).getByRole('button')))
    // Marked read: the unread marker is gone.
    expect(item.getAttribute('data-unread')).toBe('false')
    expect(within(item).queryByTestId('thread-unread')).toBeNull()
  })

  it("refreshes the Messages badge's unread count once the thread is marked read", async () => {
    let read = false
    server({
      'GET /api/messages/unread-count': () => ({ unreadCount: read ? 0 : 3 }),
      'POST /api/threads/t1/mark-read': () => {
        read = true
        return { unreadCount: 0 }
      },
    })
    function Badge() {
      return <output aria-label="Unread messages">{useUnreadMessageCount()}</output>
    }
    renderAt(
      '/messages',
      <>
        <Badge />
        <MessagingApp />
      </>
    )
    const badge = screen.getByRole('status', { name: 'Unread messages' })
    await waitFor(() => expect(badge.textContent).toBe('3'))
    await openFirstThread()
    await waitFor(() => expect(badge.textContent).toBe('0'))
  })

  it("shows 'Seen' under my last message once the other participant has read it", async () => {
    server({
      'GET /api/threads/t1/messages': messagesPage([
        makeMessage({ id: 'm1' }),
        makeMessage({
          id: 'm2',
          senderId: 'me',
          content: 'Thursday works.',
          createdAt: minutesAgo(2),
          readBy: ['me', 'dana'],
        }),
      ]),
    })
    renderAt('/messages?thread=t1', <MessagingApp />)
    const conversation = await screen.findByTestId('conversation')
    const seen = await within(conversation).findByTestId('seen')
    expect(seen.closest('[data-testid="message-group"]')!.getAttribute('data-mine')).toBe('true')
  })

  it('opens the thread named in the address (?thread=), even when the list does not hold it', async () => {
    server({
      'GET /api/threads': threadsPage([]),
      'GET /api/threads/t7/messages': messagesPage([
        makeMessage({ id: 'm70', threadId: 't7', content: 'Welcome aboard' }),
      ]),
      'POST /api/threads/t7/mark-read': { unreadCount: 0 },
    })
    renderAt('/messages?thread=t7', <MessagingApp />)
    const conversation = await screen.findByTestId('conversation')
    // The heading comes from the messages when the list has no copy of the thread.
    expect(await within(conversation).findByRole('heading', { name: 'Dana Reyes' })).toBeTruthy()
    expect(within(conversation).getByText('Welcome aboard')).toBeTruthy()
  })

  it("says 'Conversation not found' for an address naming a thread that is not the user's (or no id), with nothing to act on", async () => {
    server({
      'GET /api/threads': threadsPage([]),
      // The router's own 404 for an id that is not a uuid.
      'GET /api/threads/nope/messages': () => errorAnswer(404, { error: 'Not found' }),
      'POST /api/threads/nope/mark-read': () => errorAnswer(404, { error: 'Not found' }),
    })
    renderAt('/messages?thread=nope', <MessagingApp />)
    const conversation = await screen.findByTestId('conversation')
    const alert = await within(conversation).findByRole('alert')
    expect(alert.textContent).toBe('Conversation not foundIt may have been deleted, or the link is wrong.')
    expect(within(conversation).queryByRole('button', { name: 'Archive conversation' })).toBeNull()
    expect(within(conversation).queryByRole('button', { name: 'Delete conversation' })).toBeNull()
    expect(within(conversation).queryByRole('textbox')).toBeNull()
    expect(within(conversation).getByRole('button', { name: 'Back to conversations' })).toBeTruthy()
  })

  it("says 'Failed to load messages' / 'Please refresh the page' when the messages fail for another reason", async () => {
    server({ 'GET /api/threads/t1/messages': () => errorAnswer(503, { error: 'Service unavailable' }) })
    renderAt('/messages?thread=t1', <MessagingApp />)
    const conversation = await screen.findByTestId('conversation')
    expect((await within(conversation).findByRole('alert')).textContent).toBe(
      'Failed to load messages. Please refresh the page.'
    )
    expect(within(conversation).getByRole('button', { name: 'Delete conversation' })).toBeTruthy()
    expect(within(conversation).getByRole('textbox')).toBeTruthy()
  })

  it('sends with Enter (trimmed) and clears the input; Shift+Enter and blank text do not send', async () => {
    const { calls } = server({
      'POST /api/threads/t1/messages': (call: FakeCall) =>
        makeMessage({
          id: 'm5',
          senderId: 'me',
          content: (call.body as { content: string }).content,
          createdAt: new Date().toISOString(),
          readBy: ['me'],
        }),
    })
    renderAt('/messages?thread=t1', <MessagingApp />)
    const conversation = await screen.findByTestId('conversation')
    await within(conversation).findByText('Are you free for a call on Thursday?')
    const input = within(conversation).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement
    const send = within(conversation).getByRole('button', { name: 'Send message' }) as HTMLButtonElement

    expect(send.disabled).toBe(true)
    fireEvent.change(input, { target: { value: '   ' } })
    expect(send.disabled).toBe(true)
    fireEvent.keyDown(input, { key: 'Enter' })

    fireEvent.change(input, { target: { value: 'Thursday at 10' } })
    expect(send.disabled).toBe(false)
    const shiftEnter = fireEvent.keyDown(input, { key: 'Enter', shiftKey: true })
    // Not prevented: the browser inserts the line break.
    expect(shiftEnter).toBe(true)
    expect(only(calls, 'POST', '/api/threads/t1/messages')).toHaveLength(0)

    fireEvent.change(input, { target: { value: '  Thursday at 10\nworks for me  ' } })
    const enter = fireEvent.keyDown(input, { key: 'Enter' })
    expect(enter).toBe(false)
    await waitFor(() => expect(input.value).toBe(''))
    expect(only(calls, 'POST', '/api/threads/t1/messages').map((call) => call.body)).toEqual([
      { content: 'Thursday at 10\nworks for me' },
    ])
    const mine = within(conversation).getAllByTestId('message-group').at(-1)!
    expect(mine.getAttribute('data-mine')).toBe('true')
    expect(within(mine).getByTestId('message').textContent).toBe('Thursday at 10\nworks for me')
  })

  it('keeps what was typed while a message was on its way', async () => {
    let answer: (message: unknown) => void = () => undefined
    const { calls } = server({
      'POST /api/threads/t1/messages': () =>
        new Promise((resolve) => {
          answer = resolve
        }),
    })
    renderAt('/messages?thread=t1', <MessagingApp />)
    const conversation = await screen.findByTestId('conversation')
    const input = within(conversation).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement
    fireEvent.change(input, { target: { value: 'On my way' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    await waitFor(() => expect(only(calls, 'POST', '/api/threads/t1/messages')).toHaveLength(1))
    fireEvent.change(input, { target: { value: 'On my way and bringing the forms' } })
    act(() =>
      answer(makeMessage({ id: 'm6', senderId: 'me', content: 'On my way', createdAt: new Date().toISOString() }))
    )
    await within(conversation).findByText('On my way')
    expect(input.value).toBe('and bringing the forms')
  })

  it("keeps the text and says 'Failed to send message' when sending fails", async () => {
    server({
      'POST /api/threads/t1/messages': () =>
        errorAnswer(429, { error: 'You are sending messages too quickly. Please wait a moment.' }),
    })
    renderAt('/messages?thread=t1', <MessagingApp />)
    const conversation = await screen.findByTestId('conversation')
    const input = within(conversation).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement
    fireEvent.change(input, { target: { value: 'Hello again' } })
    fireEvent.click(within(conversation).getByRole('button', { name: 'Send message' }))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to send message',
        description: 'You are sending messages too quickly. Please wait a moment.',
        variant: 'error',
      })
    )
    expect(input.value).toBe('Hello again')
    expect(within(conversation).queryByText('Hello again', { selector: 'span' })).toBeNull()
  })

  it('refuses text over the limit with the server’s words', async () => {
    server()
    renderAt('/messages?thread=t1', <MessagingApp />)
    const conversation = await screen.findByTestId('conversation')
    fireEvent.change(within(conversation).getByRole('textbox', { name: 'Message' }), {
      target: { value: 'x'.repeat(5001) },
    })
    expect(within(conversation).getByText('Message is too long (5000 characters at most)')).toBeTruthy()
    expect((within(conversation).getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(
      true
    )
  })

  it("archives: 'Conversation archived', the view closes and the thread leaves the inbox", async () => {
    const { calls } = server({
      'PATCH /api/threads/t1/archive': { isArchived: true, message: 'Conversation archived' },
    })
    renderAt('/messages', <MessagingApp />)
    const conversation = await openFirstThread()
    fireEvent.click(within(conversation).getByRole('button', { name: 'Archive conversation' }))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Conversation archived' }))
    expect(only(calls, 'PATCH', '/api/threads/t1/archive').map((call) => call.body)).toEqual([{ isArchived: true }])
    await waitFor(() => expect(locationNow()).toBe('/messages'))
    expect(screen.queryByTestId('conversation')).toBeNull()
    expect(await screen.findByText('No conversations yet')).toBeTruthy()
  })

  it('restores an archived thread from the Archived filter', async () => {
    const { calls } = server({
      'GET /api/threads': (call: FakeCall) =>
        threadsPage(call.url.includes('archived=true') ? [makeThread({ isArchived: true, unreadCount: 0 })] : []),
      'PATCH /api/threads/t1/archive': { isArchived: false, message: 'Conversation restored' },
    })
    renderAt('/messages', <MessagingApp />)
    await screen.findByText('No conversations yet')
    fireEvent.click(screen.getByRole('button', { name: 'Archived' }))
    const conversation = await openFirstThread()
    fireEvent.click(within(conversation).getByRole('button', { name: 'Restore conversation' }))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Conversation restored' }))
    expect(only(calls, 'PATCH', '/api/threads/t1/archive').map((call) => call.body)).toEqual([{ isArchived: false }])
    await waitFor(() => expect(locationNow()).toBe('/messages'))
    expect(await screen.findByText('No archived conversations')).toBeTruthy()
  })

  it("says 'Error' / 'Failed to archive conversation' and keeps the view open when archiving fails", async () => {
    server({ 'PATCH /api/threads/t1/archive': () => errorAnswer(500, {}) })
    renderAt('/messages?thread=t1', <MessagingApp />)
    const conversation = await screen.findByTestId('conversation')
    fireEvent.click(within(conversation).getByRole('button', { name: 'Archive conversation' }))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Error', description: 'Failed to archive conversation' })
    )
    expect(locationNow()).toBe('/messages?thread=t1')
  })

  it("deletes after confirming: 'Conversation deleted' and the view closes; cancelling deletes nothing", async () => {
    const { calls } = server({ 'DELETE /api/threads/t1': { message: 'Conversation deleted' } })
    renderAt('/messages', <MessagingApp />)
    const conversation = await openFirstThread()
    fireEvent.click(within(conversation).getByRole('button', { name: 'Delete conversation' }))
    let dialog = await screen.findByRole('dialog', { name: 'Delete conversation?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await dialogClosed()
    expect(only(calls, 'DELETE', '/api/threads/t1')).toHaveLength(0)

    fireEvent.click(within(conversation).getByRole('button', { name: 'Delete conversation' }))
    dialog = await screen.findByRole('dialog', { name: 'Delete conversation?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Conversation deleted' }))
    expect(only(calls, 'DELETE', '/api/threads/t1')).toHaveLength(1)
    await waitFor(() => expect(locationNow()).toBe('/messages'))
    expect(screen.queryByTestId('conversation')).toBeNull()
    expect(await screen.findByText('No conversations yet')).toBeTruthy()
  })

  it("says 'Failed to delete conversation' when deleting fails", async () => {
    server({ 'DELETE /api/threads/t1': () => errorAnswer(404, { error: 'Conversation not found' }) })
    renderAt('/messages?thread=t1', <MessagingApp />)
    const conversation = await screen.findByTestId('conversation')
    fireEvent.click(within(conversation).getByRole('button', { name: 'Delete conversation' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete conversation?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to delete conversation',
        description: 'Conversation not found',
      })
    )
    expect(locationNow()).toBe('/messages?thread=t1')
  })

  it('loads older messages above the current ones', async () => {
    const { calls } = server({
      'GET /api/threads/t1/messages': (call: FakeCall) =>
        call.url.includes('cursor=older')
          ? messagesPage([makeMessage({ id: 'm-old', content: 'First contact', createdAt: minutesAgo(600) })])
          : messagesPage([makeMessage({ id: 'm1' })], { nextCursor: 'older', hasMore: true }),
    })
    renderAt('/messages?thread=t1', <MessagingApp />)
    const conversation = await screen.findByTestId('conversation')
    fireEvent.click(await within(conversation).findByRole('button', { name: 'Load older messages' }))
    await within(conversation).findByText('First contact')
    const texts = within(conversation)
      .getAllByTestId('message')
      .map((message) => message.textContent)
    expect(texts).toEqual(['First contact', 'Are you free for a call on Thursday?'])
    expect(within(conversation).queryByRole('button', { name: 'Load older messages' })).toBeNull()
    expect(only(calls, 'GET', '/api/threads/t1/messages').map((call) => call.url)).toEqual([
      '/api/threads/t1/messages?limit=30',
      '/api/threads/t1/messages?limit=30&cursor=older',
    ])
  })

  it('shows a pushed message in the open thread without reload and marks it read', async () => {
    const { calls } = server()
    renderAt('/messages?thread=t1', <MessagingApp />)
    const conversation = await screen.findByTestId('conversation')
    await within(conversation).findByText('Are you free for a call on Thursday?')
    await waitFor(() => expect(only(calls, 'POST', '/api/threads/t1/mark-read')).toHaveLength(1))
    const pushed = makeMessage({ id: 'm3', content: 'Just sent the invite.', createdAt: new Date().toISOString() })
    act(() => publishLiveEvent({ type: 'message', message: pushed, thread: makeThread({ unreadCount: 1 }) }))
    expect(await within(conversation).findByText('Just sent the invite.')).toBeTruthy()
    await waitFor(() => expect(only(calls, 'POST', '/api/threads/t1/mark-read')).toHaveLength(2))
    // The same message pushed twice is shown once.
    act(() => publishLiveEvent({ type: 'message', message: pushed, thread: makeThread({ unreadCount: 1 }) }))
    expect(within(conversation).getAllByText('Just sent the invite.')).toHaveLength(1)
  })

  it('leaves a message pushed while the page is hidden unread until the page shows again', async () => {
    const { calls } = server()
    renderAt('/messages?thread=t1', <MessagingApp />)
    const conversation = await screen.findByTestId('conversation')
    await waitFor(() => expect(only(calls, 'POST', '/api/threads/t1/mark-read')).toHaveLength(1))
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const pushed = makeMessage({ id: 'm4', content: 'Still there?', createdAt: new Date().toISOString() })
    act(() => publishLiveEvent({ type: 'message', message: pushed, thread: makeThread({ unreadCount: 1 }) }))
    expect(await within(conversation).findByText('Still there?')).toBeTruthy()
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(only(calls, 'POST', '/api/threads/t1/mark-read')).toHaveLength(1)

    visibility.mockReturnValue('visible')
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await waitFor(() => expect(only(calls, 'POST', '/api/threads/t1/mark-read')).toHaveLength(2))
    visibility.mockRestore()
  })

  it('moves a thread with a pushed message to the top of the list with its unread count', async () => {
    server({
      'GET /api/threads': threadsPage([
        makeThread({
          id: 't2',
          otherParticipant: { id: 'sam', name: 'Sam Ortiz', userType: 'candidate', avatar: null },
        }),
        makeThread({ unreadCount: 0 }),
      ]),
    })
    renderAt('/messages', <MessagingApp />)
    await waitFor(() => expect(screen.getAllByTestId('thread')).toHaveLength(2))
    expect(screen.getAllByTestId('thread-name').map((item) => item.textContent)).toEqual(['Sam Ortiz', 'Dana Reyes'])
    act(() =>
      publishLiveEvent({
        type: 'message',
        message: makeMessage({ id: 'm4', content: 'New slot: Friday 9am', createdAt: new Date().toISOString() }),
        thread: makeThread({
          unreadCount: 1,
          lastMessage: {
            id: 'm4',
            content: 'New slot: Friday 9am',
            createdAt: new Date().toISOString(),
            senderId: 'dana',
            readBy: ['dana'],
          },
        }),
      })
    )
    expect(screen.getAllByTestId('thread-name').map((item) => item.textContent)).toEqual(['Dana Reyes', 'Sam Ortiz'])
    const top = screen.getAllByTestId('thread')[0]!
    expect(within(top).getByText('New slot: Friday 9am')).toBeTruthy()
    expect(within(top).getByText('1 unread message')).toBeTruthy()
    expect(within(top).getByText('just now')).toBeTruthy()
  })

  it("shows 'Seen' when a read receipt is pushed for my last message", async () => {
    server({
      'GET /api/threads/t1/messages': messagesPage([
        makeMessage({ id: 'm2', senderId: 'me', content: 'Thursday works.', createdAt: minutesAgo(2), readBy: ['me'] }),
      ]),
    })
    renderAt('/messages?thread=t1', <MessagingApp />)
    const conversation = await screen.findByTestId('conversation')
    await within(conversation).findByText('Thursday works.')
    expect(within(conversation).queryByTestId('seen')).toBeNull()
    act(() => publishLiveEvent({ type: 'read', threadId: 't1', readerId: 'dana', readAt: new Date().toISOString() }))
    expect(await within(conversation).findByTestId('seen')).toBeTruthy()
  })

  it('polls the open thread every 5 s and the list every 30 s only while the live stream is down', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { calls } = server()
    renderAt('/messages?thread=t1', <MessagingApp />)
    const conversation = await screen.findByTestId('conversation')
    await within(conversation).findByText('Are you free for a call on Thursday?')
    const messageGets = () => only(calls, 'GET', '/api/threads/t1/messages').length
    const listGets = () => only(calls, 'GET', '/api/threads').length
    expect(messageGets()).toBe(1)
    expect(listGets()).toBe(1)

    act(() => vi.advanceTimersByTime(5_000))
    await waitFor(() => expect(messageGets()).toBe(2))
    act(() => vi.advanceTimersByTime(25_000))
    await waitFor(() => expect(messageGets()).toBe(7))
    await waitFor(() => expect(listGets()).toBe(2))

    // The stream opens: one catch-up load of each, then no polling at all.
    act(() => setLiveConnected(true))
    await waitFor(() => expect(messageGets()).toBe(8))
    await waitFor(() => expect(listGets()).toBe(3))
    act(() => vi.advanceTimersByTime(60_000))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(messageGets()).toBe(8)
    expect(listGets()).toBe(3)

    // It drops again: polling resumes.
    act(() => setLiveConnected(false))
    act(() => vi.advanceTimersByTime(5_000))
    await waitFor(() => expect(messageGets()).toBe(9))
  })

  it('moves relative times on while the page stays open', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    server({
      'GET /api/threads': threadsPage([
        makeThread({
          lastMessage: {
            id: 'm1',
            content: 'Hi',
            createdAt: new Date().toISOString(),
            senderId: 'dana',
            readBy: ['dana'],
          },
        }),
      ]),
    })
    renderAt('/messages', <MessagingApp />)
    const item = await screen.findByTestId('thread')
    expect(within(item).getByText('just now')).toBeTruthy()
    act(() => vi.advanceTimersByTime(3 * 60_000))
    expect(within(item).getByText('3m ago')).toBeTruthy()
  })

  it('puts list and conversation side by side on a wide screen', async () => {
    setWide(true)
    server()
    renderAt('/messages', <MessagingApp />)
    await screen.findByTestId('thread')
    expect(screen.getByText('Select a conversation to read it.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /Dana Reyes/ }))
    const conversation = await screen.findByTestId('conversation')
    expect(screen.getByRole('list', { name: 'Conversations' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /Dana Reyes/ }).getAttribute('aria-current')).toBe('true')
    expect(within(conversation).getByRole('heading', { name: 'Dana Reyes' })).toBeTruthy()
  })
})
