import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { ReferralsApp } from './referrals-app'
import { daysAgo, makeReceived, makeRewards, makeSent, ME } from '../test/make-referral'
import { errorAnswer, fakeServer, locationNow, renderAt, type FakeCall } from '../test/render-app'
import { LOAD_MORE_FAILED } from '../features/inbox/load-more'

const { toastAtom } = await import('@hireloop/shared-ui')
const lastToast = () => getDefaultStore().get(toastAtom)

const SENT = '/api/users/me/referrals/sent'
const RECEIVED = '/api/users/me/referrals/received'

function server(routes: Record<string, unknown> = {}) {
  return fakeServer({
    'GET /api/user/me': ME,
    'GET /api/referrals/rewards': makeRewards(),
    [`GET ${SENT}`]: {
      referrals: [
        makeSent({ id: 's1', status: 'accepted', applicationStage: 'Interviewing', createdAt: daysAgo(1) }),
        makeSent({ id: 's2', status: 'declined', createdAt: daysAgo(4), referrer: { id: 'ali', name: 'Ali Khan' } }),
      ],
    },
    [`GET ${RECEIVED}`]: {
      referrals: [
        makeReceived({ id: 'r1' }),
        makeReceived({
          id: 'r2',
          status: 'accepted',
          isViewed: true,
          createdAt: daysAgo(6),
          candidate: { id: 'kim', name: 'Kim Park' },
          applicationStage: 'Hired',
        }),
      ],
    },
    ...routes,
  })
}

const openInbox = async () => {
  renderAt('/referrals?tab=inbox', <ReferralsApp />)
  return screen.findByRole('tab', { name: 'Requests I Sent (2)' })
}

describe('Referral Inbox', () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  it('shows both tabs with their counts; sent requests show the referrer, status and the stage once accepted', async () => {
    server()
    await openInbox()
    expect(screen.getByRole('tab', { name: 'Requests to Answer (2)' })).toBeTruthy()
    const cards = await screen.findAllByTestId('referral-sent')
    expect(cards).toHaveLength(2)
    expect(within(cards[0]!).getByText('NERC Compliance Analyst')).toBeTruthy()
    expect(within(cards[0]!).getByText(/To Dana Reyes/)).toBeTruthy()
    expect(within(cards[0]!).getByText('Accepted')).toBeTruthy()
    expect(within(cards[0]!).getByTestId('application-stage').textContent).toBe('Application stage: Interviewing')
    expect(within(cards[1]!).getByText('Declined')).toBeTruthy()
    expect(within(cards[1]!).queryByTestId('application-stage')).toBeNull()
    // The other person's name leads to their profile.
    expect(screen.getAllByRole('link', { name: "Ali Khan's profile" })[0]!.getAttribute('href')).toBe('/people/ali')
    // The sender never gets the answer buttons.
    expect(screen.queryByRole('button', { name: /^Refer / })).toBeNull()
  })

  it("answers a pending request with 'Refer {first name}': 'Response recorded', and the buttons go", async () => {
    const { calls } = server({
      'PATCH /api/referrals/r1': makeReceived({ id: 'r1', status: 'accepted', isViewed: true }),
    })
    await openInbox()
    fireEvent.click(screen.getByRole('tab', { name: 'Requests to Answer (2)' }))
    const [pending, accepted] = await screen.findAllByTestId('referral-received')
    expect(within(pending!).getByText('New')).toBeTruthy()
    expect(within(accepted!).queryByRole('button', { name: /Refer|Decline/ })).toBeNull()
    expect(within(accepted!).getByTestId('application-stage').textContent).toBe('Application stage: Hired')

    fireEvent.click(within(pending!).getByRole('button', { name: 'Refer Sam' }))
    await waitFor(() => expect(lastToast()?.title).toBe('Response recorded'))
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: '/api/referrals/r1',
      body: { status: 'accepted' },
    })
    const card = screen.getAllByTestId('referral-received')[0]!
    expect(card.dataset.status).toBe('accepted')
    expect(within(card).queryByRole('button', { name: /Refer Sam|Decline/ })).toBeNull()
    expect(within(card).getByTestId('application-stage').textContent).toBe('Application stage: Not applied yet')
  })

  it("declines: 'Response recorded' and the request shows Declined", async () => {
    const { calls } = server({ 'PATCH /api/referrals/r1': null })
    await openInbox()
    fireEvent.click(screen.getByRole('tab', { name: 'Requests to Answer (2)' }))
    const [pending] = await screen.findAllByTestId('referral-received')
    fireEvent.click(within(pending!).getByRole('button', { name: 'Decline' }))
    await waitFor(() => expect(lastToast()?.title).toBe('Response recorded'))
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'declined' })
    expect(screen.getAllByTestId('referral-received')[0]!.dataset.status).toBe('declined')
  })

  it("a refused answer shows 'Update failed' with the error body's message and keeps the buttons", async () => {
    server({
      'PATCH /api/referrals/r1': () => errorAnswer(409, { message: 'This referral request has already been answered' }),
    })
    await openInbox()
    fireEvent.click(screen.getByRole('tab', { name: 'Requests to Answer (2)' }))
    const [pending] = await screen.findAllByTestId('referral-received')
    fireEvent.click(within(pending!).getByRole('button', { name: 'Refer Sam' }))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Update failed',
        description: 'This referral request has already been answered',
        variant: 'error',
      })
    )
  })

  it("a failure without a message says 'Please try again'", async () => {
    server({ 'PATCH /api/referrals/r1': () => errorAnswer(500, {}) })
    await openInbox()
    fireEvent.click(screen.getByRole('tab', { name: 'Requests to Answer (2)' }))
    const [pending] = await screen.findAllByTestId('referral-received')
    fireEvent.click(within(pending!).getByRole('button', { name: 'Decline' }))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Update failed', description: 'Please try again' }))
    expect(within(screen.getAllByTestId('referral-received')[0]!).getByRole('button', { name: 'Decline' })).toBeTruthy()
  })

  it('opening a received request (View details) marks it viewed, once', async () => {
    const { calls } = server({ 'GET /api/referrals/r1': makeReceived({ id: 'r1', isViewed: true }) })
    await openInbox()
    fireEvent.click(screen.getByRole('tab', { name: 'Requests to Answer (2)' }))
    const [pending] = await screen.findAllByTestId('referral-received')
    const toggle = within(pending!).getByRole('button', { name: 'View details' })
    fireEvent.click(toggle)
    expect(await within(pending!).findByText('We worked together at Gridline; could you vouch for me?')).toBeTruthy()
    await waitFor(() => expect(within(screen.getAllByTestId('referral-received')[0]!).queryByText('New')).toBeNull())
    fireEvent.click(within(pending!).getByRole('button', { name: 'Hide details' }))
    fireEvent.click(within(pending!).getByRole('button', { name: 'View details' }))
    expect(calls.filter((call) => call.url === '/api/referrals/r1')).toHaveLength(1)
    // An already viewed (or sent) request is not fetched.
    fireEvent.click(
      within(screen.getAllByTestId('referral-received')[1]!).getByRole('button', { name: 'View details' })
    )
    expect(calls.filter((call) => call.url === '/api/referrals/r2')).toHaveLength(0)
  })

  it("searches, filters by status and sorts; 'Clear Filters' brings everything back", async () => {
    server()
    await openInbox()
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'declined' } })
    expect(screen.getByRole('tab', { name: 'Requests I Sent (1)' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Requests to Answer (0)' })).toBeTruthy()
    expect(screen.getAllByTestId('referral-sent')).toHaveLength(1)

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } })
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'oldest' } })
    expect(screen.getAllByTestId('referral-sent').map((card) => card.dataset.status)).toEqual(['declined', 'accepted'])

    fireEvent.change(screen.getByLabelText('Search referrals'), { target: { value: 'nobody matches this' } })
    expect(screen.getByText('No matching requests')).toBeTruthy()
    const clearButtons = screen.getAllByRole('button', { name: 'Clear Filters' })
    expect(clearButtons).toHaveLength(2)
    fireEvent.click(clearButtons[1]!)
    expect(screen.getAllByTestId('referral-sent')).toHaveLength(2)
    expect((screen.getByLabelText('Search referrals') as HTMLInputElement).value).toBe('')
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('newest')
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull()
  })

  it('an invitation by e-mail is sent by its referrer and answered by the person invited', async () => {
    let answered: unknown = null
    server({
      [`GET ${SENT}`]: { referrals: [makeSent({ id: 's9', origin: 'link', status: 'pending' })] },
      [`GET ${RECEIVED}`]: {
        referrals: [makeReceived({ id: 'r9', origin: 'link', candidate: null, candidateEmail: 'kim@x.io' })],
      },
      'PATCH /api/referrals/s9': (call: { body: unknown }) => {
        answered = call.body
        return makeSent({ id: 's9', origin: 'link', status: 'accepted' })
      },
    })
    renderAt('/referrals?tab=inbox', <ReferralsApp />)
    // The reader's own invitation: under Requests I Sent, nobody named until it is taken, no buttons.
    const [sentCard] = await screen.findAllByTestId('referral-sent')
    expect(within(sentCard!).getByText(/You invited kim@x.io by e-mail: not taken yet/)).toBeTruthy()
    expect(within(sentCard!).queryByRole('button', { name: /Refer|Decline|Accept/ })).toBeNull()
    // An invitation to the reader: under Requests to Answer, theirs to accept or decline.
    fireEvent.click(screen.getByRole('tab', { name: 'Requests to Answer (1)' }))
    const [receivedCard] = await screen.findAllByTestId('referral-received')
    expect(within(receivedCard!).getByText(/Dana Reyes wants to refer you \(by e-mail\)/)).toBeTruthy()
    fireEvent.click(within(receivedCard!).getByRole('button', { name: 'Accept referral' }))
    await waitFor(() => expect(answered).toEqual({ status: 'accepted' }))
  })

  it('opens on the box the address names (?box=received), and keeps the box chosen in the address', async () => {
    server()
    renderAt('/referrals?tab=inbox&box=received', <ReferralsApp />)
    const toAnswer = await screen.findByRole('tab', { name: 'Requests to Answer (2)' })
    expect(toAnswer.getAttribute('aria-selected')).toBe('true')
    expect(await screen.findAllByTestId('referral-received')).toHaveLength(2)
    expect(screen.queryAllByTestId('referral-sent')).toHaveLength(0)

    fireEvent.click(screen.getByRole('tab', { name: 'Requests I Sent (2)' }))
    expect(await screen.findAllByTestId('referral-sent')).toHaveLength(2)
    expect(locationNow()).toBe('/referrals?tab=inbox')
    fireEvent.click(screen.getByRole('tab', { name: 'Requests to Answer (2)' }))
    await waitFor(() => expect(locationNow()).toBe('/referrals?tab=inbox&box=received'))
    // The dashboard has no boxes: the address forgets it.
    fireEvent.click(screen.getByRole('tab', { name: 'Dashboard' }))
    await waitFor(() => expect(locationNow()).toBe('/referrals'))
  })

  it('an unknown box is Requests I Sent', async () => {
    server()
    renderAt('/referrals?tab=inbox&box=elsewhere', <ReferralsApp />)
    expect((await screen.findByRole('tab', { name: 'Requests I Sent (2)' })).getAttribute('aria-selected')).toBe('true')
  })

  it('each card waits for its own answer: answering another meanwhile never lets it be answered twice', async () => {
    let release: (answer: unknown) => void = () => {}
    const kim = { id: 'kim', name: 'Kim Park' }
    const { calls } = server({
      [`GET ${RECEIVED}`]: { referrals: [makeReceived({ id: 'r1' }), makeReceived({ id: 'r3', candidate: kim })] },
      'PATCH /api/referrals/r1': () => new Promise((resolve) => (release = resolve)),
      'PATCH /api/referrals/r3': makeReceived({ id: 'r3', candidate: kim, status: 'declined', isViewed: true }),
    })
    renderAt('/referrals?tab=inbox&box=received', <ReferralsApp />)
    const patchesOf = (id: string) =>
      calls.filter((call) => call.method === 'PATCH' && call.url === `/api/referrals/${id}`)
    const card = (name: string) =>
      screen.getAllByTestId('referral-received').find((item) => within(item).queryByText(new RegExp(`From ${name}`)))!

    await screen.findAllByTestId('referral-received')
    fireEvent.click(within(card('Sam Ortiz')).getByRole('button', { name: 'Refer Sam' }))
    await waitFor(() => expect(patchesOf('r1')).toHaveLength(1))
    expect((within(card('Sam Ortiz')).getByRole('button', { name: 'Refer Sam' }) as HTMLButtonElement).disabled).toBe(
      true
    )

    fireEvent.click(within(card('Kim Park')).getByRole('button', { name: 'Decline' }))
    await waitFor(() => expect(lastToast()?.title).toBe('Response recorded'))
    expect(card('Kim Park').dataset.status).toBe('declined')
    // Sam's answer is still on its way: its buttons still wait, and a tap sends nothing more.
    const referSam = within(card('Sam Ortiz')).getByRole('button', { name: 'Refer Sam' }) as HTMLButtonElement
    expect(referSam.disabled).toBe(true)
    expect((within(card('Sam Ortiz')).getByRole('button', { name: 'Decline' }) as HTMLButtonElement).disabled).toBe(
      true
    )
    fireEvent.click(referSam)
    expect(patchesOf('r1')).toHaveLength(1)

    act(() => release(makeReceived({ id: 'r1', status: 'accepted', isViewed: true })))
    await waitFor(() => expect(card('Sam Ortiz').dataset.status).toBe('accepted'))
    expect(patchesOf('r1')).toHaveLength(1)
  })

  it("a referrer's address the server keeps back ('') leaves the details with their name only", async () => {
    server({
      [`GET ${SENT}`]: { referrals: [makeSent({ id: 's1', referrerEmail: '' })] },
    })
    renderAt('/referrals?tab=inbox', <ReferralsApp />)
    const [sent] = await screen.findAllByTestId('referral-sent')
    fireEvent.click(within(sent!).getByRole('button', { name: 'View details' }))
    const details = await within(sent!).findByTestId('referral-details')
    expect(within(details).getByText('Referrer: Dana Reyes')).toBeTruthy()
    expect(details.textContent).not.toContain('·')
  })

  it("a referrer's address the server gives shows beside their name", async () => {
    server({
      [`GET ${SENT}`]: { referrals: [makeSent({ id: 's1', status: 'accepted', referrerEmail: 'dana@example.com' })] },
    })
    renderAt('/referrals?tab=inbox', <ReferralsApp />)
    const [sent] = await screen.findAllByTestId('referral-sent')
    fireEvent.click(within(sent!).getByRole('button', { name: 'View details' }))
    expect(await within(sent!).findByText('Referrer: Dana Reyes · dana@example.com')).toBeTruthy()
  })

  it('shows the empty states of both tabs', async () => {
    server({ [`GET ${SENT}`]: { referrals: [] }, [`GET ${RECEIVED}`]: { referrals: [] } })
    renderAt('/referrals?tab=inbox', <ReferralsApp />)
    expect(await screen.findByText('No requests sent')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Requests to Answer (0)' }))
    expect(await screen.findByText('No requests to answer')).toBeTruthy()
  })

  it('says so when the lists cannot be loaded', async () => {
    server({ [`GET ${SENT}`]: () => errorAnswer(500, { error: 'boom' }) })
    renderAt('/referrals?tab=inbox', <ReferralsApp />)
    expect(await screen.findByText('Failed to load referrals')).toBeTruthy()
  })
})

describe('live updates', () => {
  it('a referral_notifications push fetches the lists again: a new request shows up', async () => {
    const { publishLiveEvent } = await import('@hireloop/shared-ui')
    let received = [makeReceived({ id: 'r1' })]
    server({ [`GET ${RECEIVED}`]: () => ({ referrals: received }) })
    renderAt('/referrals?tab=inbox', <ReferralsApp />)
    expect(await screen.findByRole('tab', { name: 'Requests to Answer (1)' })).toBeTruthy()
    received = [makeReceived({ id: 'r9', candidate: { id: 'kim', name: 'Kim Park' } }), ...received]
    act(() => publishLiveEvent({ type: 'referral_notifications', unreadCount: 2 }))
    expect(await screen.findByRole('tab', { name: 'Requests to Answer (2)' })).toBeTruthy()
  })
})

describe('Load more', () => {
  const cursorOf = (url: string) => new URL(url, 'http://x').searchParams.get('cursor')
  const page = (referrals: unknown[], nextCursor: string | null) => ({
    referrals,
    hasMore: nextCursor !== null,
    nextCursor,
  })

  it('reads the next page of each list with more, under the box, until there is none', async () => {
    const { calls } = server({
      [`GET ${SENT}`]: (call: FakeCall) =>
        cursorOf(call.url) === 'sent-2'
          ? page([makeSent({ id: 's2', createdAt: daysAgo(9), referrer: { id: 'ali', name: 'Ali Khan' } })], null)
          : page([makeSent({ id: 's1' })], 'sent-2'),
      [`GET ${RECEIVED}`]: page([makeReceived({ id: 'r1' })], null),
    })
    renderAt('/referrals?tab=inbox', <ReferralsApp />)
    expect(await screen.findByRole('tab', { name: 'Requests I Sent (1)' })).toBeTruthy()
    expect(screen.getAllByTestId('referral-sent')).toHaveLength(1)
    const listCalls = () => calls.filter((call) => call.url.startsWith(SENT) || call.url.startsWith(RECEIVED))
    expect(listCalls().map((call) => call.url)).toEqual([`${SENT}?limit=200`, `${RECEIVED}?limit=200`])

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('tab', { name: 'Requests I Sent (2)' })).toBeTruthy()
    expect(
      screen.getAllByTestId('referral-sent').map((card) => within(card).queryByText(/To Ali Khan/) !== null)
    ).toEqual([false, true])
    // Only the list with more is read again, from its cursor; then there is nothing more to load.
    expect(listCalls().map((call) => call.url)).toEqual([
      `${SENT}?limit=200`,
      `${RECEIVED}?limit=200`,
      `${SENT}?limit=200&cursor=sent-2`,
    ])
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('a page that fails says so and offers to try again; a refresh reads the pages already shown', async () => {
    const { publishLiveEvent } = await import('@hireloop/shared-ui')
    let failing = true
    const { calls } = server({
      [`GET ${SENT}`]: page([], null),
      [`GET ${RECEIVED}`]: (call: FakeCall) => {
        if (cursorOf(call.url) !== 'received-2') return page([makeReceived({ id: 'r1' })], 'received-2')
        if (failing) return errorAnswer(500, { error: 'boom' })
        return page([makeReceived({ id: 'r2', candidate: { id: 'kim', name: 'Kim Park' } })], null)
      },
    })
    renderAt('/referrals?tab=inbox&box=received', <ReferralsApp />)
    expect(await screen.findAllByTestId('referral-received')).toHaveLength(1)

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect((await screen.findByRole('alert')).textContent).toBe(LOAD_MORE_FAILED)
    expect(screen.getAllByTestId('referral-received')).toHaveLength(1)
    failing = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('tab', { name: 'Requests to Answer (2)' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('button', { name: /Load more|Try again/ })).toBeNull()

    // A live event refreshes the list: both pages it shows are read again, in order.
    const before = calls.length
    act(() => publishLiveEvent({ type: 'referral_notifications', unreadCount: 1 }))
    await waitFor(() =>
      expect(
        calls
          .slice(before)
          .filter((call) => call.url.startsWith(RECEIVED))
          .map((call) => call.url)
      ).toEqual([`${RECEIVED}?limit=200`, `${RECEIVED}?limit=200&cursor=received-2`])
    )
    expect(screen.getAllByTestId('referral-received')).toHaveLength(2)
  })
})
