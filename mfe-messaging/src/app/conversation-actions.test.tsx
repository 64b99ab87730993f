import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toastAtom } from '@hireloop/shared-ui'
import { MessagingApp } from './messaging-app'
import { makeMessage, makeThread, ME, minutesAgo } from '../test/make-thread'
import { dialogClosed, errorAnswer, fakeServer, renderAt, type FakeCall } from '../test/render-app'

const lastToast = () => getDefaultStore().get(toastAtom)
/** The first test loads the messaging area, its menu and dialogs: slow on a loaded machine. */
const SLOW = { timeout: 20_000 }

const MESSAGES = [
  makeMessage({ id: 'm1', content: 'Send me your bank details', createdAt: minutesAgo(12) }),
  makeMessage({ id: 'm2', senderId: 'me', content: 'No thanks', createdAt: minutesAgo(11) }),
  makeMessage({ id: 'm3', content: 'Pay the  training\nfee   first', createdAt: minutesAgo(10) }),
]

/** The conversation's server, keeping the member's blocks as the real one does. */
function server(overrides: Record<string, unknown> = {}, messages = MESSAGES) {
  let blocked: { id: string; name: string }[] = []
  return fakeServer({
    'GET /api/user/me': ME,
    'GET /api/threads': { threads: [makeThread()], nextCursor: null, hasMore: false },
    'GET /api/threads/t1/messages': { messages, nextCursor: null, hasMore: false },
    'POST /api/threads/t1/mark-read': { unreadCount: 0 },
    'GET /api/messages/unread-count': { unreadCount: 0 },
    'GET /api/user/blocks': () => ({ blocked }),
    'POST /api/users/dana/block': () => {
      blocked = [{ id: 'dana', name: 'Dana Reyes' }]
      return { message: 'User blocked' }
    },
    'DELETE /api/users/dana/block': () => {
      blocked = []
      return { message: 'User unblocked' }
    },
    ...overrides,
  })
}

const writes = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET' && !call.url.endsWith('/mark-read'))

async function openConversation() {
  renderAt('/messages?thread=t1', <MessagingApp />)
  const conversation = await screen.findByTestId('conversation')
  await within(conversation).findByText('No thanks')
  return conversation
}

async function openMenu(conversation: HTMLElement) {
  const button = within(conversation).getByRole('button', { name: 'More actions' })
  button.focus()
  fireEvent.click(button)
  expect(button.getAttribute('aria-expanded')).toBe('true')
  return { button, menu: await screen.findByRole('menu', { name: 'More actions' }) }
}

async function report(conversation: HTMLElement, item: string, dialogName: string, reason: string, details = '') {
  const { button, menu } = await openMenu(conversation)
  fireEvent.click(within(menu).getByRole('menuitem', { name: item }))
  const dialog = await screen.findByRole('dialog', { name: dialogName })
  fireEvent.click(within(dialog).getByRole('radio', { name: reason }))
  if (details) fireEvent.change(within(dialog).getByLabelText('Details (optional)'), { target: { value: details } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }))
  return { button, dialog }
}

describe('the conversation: report', SLOW, () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))
  afterEach(() => vi.unstubAllGlobals())

  it("reports the other member's latest message, quoted in the dialog, and gives focus back to the ⋮", async () => {
    const { calls } = server({ 'POST /api/moderation/reports': { message: 'Report submitted' } })
    const conversation = await openConversation()
    const { button, dialog } = await report(
      conversation,
      'Report their last message',
      'Report message',
      'Job scams',
      'Asks for money'
    )
    expect(
      within(dialog).getByText(
        'Tell the moderators what is wrong with this message from Dana Reyes: “Pay the training fee first”'
      )
    ).toBeTruthy()
    await dialogClosed('Report message')
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        url: '/api/moderation/reports',
        body: { contentType: 'message', contentId: 'm3', reason: 'Job scams: Asks for money' },
      },
    ])
    expect(lastToast()).toMatchObject({
      title: 'Message reported',
      description: 'Report submitted',
      variant: 'success',
    })
    await waitFor(() => expect(document.activeElement).toBe(button))
  })

  it("reports the profile; 409 is told in the server's words", async () => {
    const { calls } = server({
      'POST /api/moderation/reports': () => errorAnswer(409, { error: 'You have already reported this' }),
    })
    const conversation = await openConversation()
    await report(conversation, 'Report profile', 'Report profile', 'Protecting personal information')
    await dialogClosed('Report profile')
    expect(writes(calls).map((call) => call.body)).toEqual([
      { contentType: 'profile', contentId: 'dana', reason: 'Protecting personal information' },
    ])
    expect(lastToast()).toMatchObject({
      title: 'Already Reported',
      description: 'You have already reported this',
      variant: 'error',
    })
  })

  it('any other failure keeps the dialog open to try again', async () => {
    server({ 'POST /api/moderation/reports': () => errorAnswer(404, { error: 'Content not found' }) })
    const conversation = await openConversation()
    const { dialog } = await report(conversation, 'Report their last message', 'Report message', 'Job scams')
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to report message. Please try again.',
        description: 'Content not found',
        variant: 'error',
      })
    )
    expect(screen.getByRole('dialog', { name: 'Report message' })).toBe(dialog)
  })

  it('offers no message to report when the other member wrote none', async () => {
    server({}, [makeMessage({ id: 'm2', senderId: 'me', content: 'No thanks' })])
    const conversation = await openConversation()
    const { menu } = await openMenu(conversation)
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent)
    ).toEqual(['Report profile', 'Block'])
  })
})

describe('the conversation: block', SLOW, () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))
  afterEach(() => vi.unstubAllGlobals())

  it('Block, once confirmed, puts a notice in place of the composer; Unblock brings the composer back', async () => {
    const { calls } = server()
    const conversation = await openConversation()
    expect(within(conversation).getByRole('textbox', { name: 'Message' })).toBeTruthy()
    const { menu } = await openMenu(conversation)
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Block' }))
    const dialog = await screen.findByRole('dialog', { name: 'Block Dana Reyes?' })
    expect(within(dialog).getByText(/Neither of you will be able to message the other/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }))
    await dialogClosed('Block Dana Reyes?')

    const notice = await within(conversation).findByTestId('composer-blocked')
    expect(notice.textContent).toBe(
      'You blocked Dana Reyes, so neither of you can send messages here. Unblock them from the More actions menu to write again.'
    )
    expect(within(conversation).queryByRole('textbox', { name: 'Message' })).toBeNull()
    expect(lastToast()).toMatchObject({ title: 'User blocked', variant: 'success' })

    const again = await openMenu(conversation)
    fireEvent.click(within(again.menu).getByRole('menuitem', { name: 'Unblock' }))
    expect(await within(conversation).findByRole('textbox', { name: 'Message' })).toBeTruthy()
    expect(within(conversation).queryByTestId('composer-blocked')).toBeNull()
    expect(writes(calls).map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/users/dana/block',
      'DELETE /api/users/dana/block',
    ])
  })

  it('a member already blocked is shown so when the conversation opens', async () => {
    server({ 'GET /api/user/blocks': { blocked: [{ id: 'dana', name: 'Dana Reyes' }] } })
    const conversation = await openConversation()
    expect(await within(conversation).findByTestId('composer-blocked')).toBeTruthy()
    const { menu } = await openMenu(conversation)
    expect(within(menu).getByRole('menuitem', { name: 'Unblock' })).toBeTruthy()
  })

  it("when the server refuses a message for a block (the other member's), the composer gives way to its words", async () => {
    server({
      'POST /api/threads/t1/messages': () => errorAnswer(403, { error: 'You cannot message this person' }),
    })
    const conversation = await openConversation()
    fireEvent.change(within(conversation).getByRole('textbox', { name: 'Message' }), { target: { value: 'Hello?' } })
    fireEvent.click(within(conversation).getByRole('button', { name: 'Send message' }))
    const notice = await within(conversation).findByTestId('composer-blocked')
    expect(notice.textContent).toBe('You cannot message this person')
    expect(lastToast()).toMatchObject({
      title: 'Failed to send message',
      description: 'You cannot message this person',
    })
  })

  it('a refusal for another reason keeps the composer', async () => {
    server({ 'POST /api/threads/t1/messages': () => errorAnswer(403, { error: 'Forbidden' }) })
    const conversation = await openConversation()
    const input = within(conversation).getByRole('textbox', { name: 'Message' })
    fireEvent.change(input, { target: { value: 'Hello?' } })
    fireEvent.click(within(conversation).getByRole('button', { name: 'Send message' }))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Failed to send message', description: 'Forbidden' })
    )
    expect(within(conversation).queryByTestId('composer-blocked')).toBeNull()
    expect(within(conversation).getByRole('textbox', { name: 'Message' })).toBe(input)
  })
})
