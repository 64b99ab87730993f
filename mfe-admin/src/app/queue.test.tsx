import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { AdminApp } from './admin-app'
import { ADMIN, makeFlaggedUser, makeItem, makeReputation, makeStats, queuePage } from '../test/make-moderation'
import { dialogClosed, errorAnswer, fakeServer, renderAt, type FakeCall } from '../test/render-app'

const { toastAtom } = await import('@hireloop/shared-ui')
const lastToast = () => getDefaultStore().get(toastAtom)

const ITEM = makeItem()
const ACTION_URL = `/api/moderation/queue/${ITEM.id}/action`

function server(routes: Record<string, unknown> = {}) {
  return fakeServer({
    'GET /api/user/me': ADMIN,
    'GET /api/moderation/stats': makeStats(),
    'GET /api/moderation/reputation-stats': makeReputation(),
    'GET /api/moderation/queue': queuePage([ITEM]),
    'GET /api/moderation/users-for-review': [makeFlaggedUser()],
    [`POST ${ACTION_URL}`]: (call: FakeCall) => ({
      item: { ...ITEM, status: 'approved' },
      restriction: null,
      message: `Recorded: ${(call.body as { action: string }).action}`,
    }),
    ...routes,
  })
}

async function openQueue() {
  renderAt('/admin/moderation?tab=queue', <AdminApp />)
  return screen.findByTestId('queue-item')
}

const actionCalls = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST')

describe('review queue', () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  it("an appeal shows the author's own words under its own label; other items show none", async () => {
    const appeal = makeItem({
      id: 'appeal-1',
      source: 'appeal',
      reason: 'spam',
      appealReason: 'This is my real name.\n\nThe photo is mine too.',
    })
    server({ 'GET /api/moderation/queue': queuePage([appeal, makeItem({ id: 'report-1' })]) })
    renderAt('/admin/moderation?tab=queue', <AdminApp />)
    const [appealed, reported] = (await screen.findAllByTestId('queue-item')) as [HTMLElement, HTMLElement]
    const words = within(appealed).getByRole('figure', { name: "The author's appeal, in their own words:" })
    expect(words.querySelector('blockquote')?.textContent).toBe('This is my real name.\n\nThe photo is mine too.')
    // The reporter's reason stays apart from the appeal.
    expect(appealed.textContent).toContain('Reason: spam')
    expect(within(appealed).getByTestId('queue-meta').textContent).toContain('Appeal')
    expect(within(reported).queryByTestId('queue-appeal')).toBeNull()
    expect(reported.textContent).not.toContain('appeal')
  })

  it('shows content, content type, severity, confidence %, categories, report count and flagged time', async () => {
    server({
      'GET /api/moderation/queue': queuePage([
        ITEM,
        makeItem({
          id: 'b2',
          contentType: 'comment',
          severity: 'low',
          confidence: 0.456,
          categories: ['respectful_communication', 'personal_information'],
          reportCount: 1,
          source: 'screening',
          imageUrl: '/uploads/x.png',
          content: 'call me at 555-0100',
        }),
      ]),
    })
    renderAt('/admin/moderation?tab=queue', <AdminApp />)
    const [first, second] = (await screen.findAllByTestId('queue-item')) as [HTMLElement, HTMLElement]
    expect(first.getAttribute('aria-label')).toBe('Critical post')
    expect(within(first).getByTestId('queue-content').textContent).toBe(ITEM.content)
    expect(first.textContent).toContain('CriticalPostPendingHidden')
    expect(first.textContent).toContain('Reason: Asks applicants for a fee')
    expect(within(first).getByText('Job scams')).toBeTruthy()
    expect(within(first).getByTestId('queue-meta').textContent).toBe(
      'Confidence 93% · 3 reports · Reported · Flagged 2h ago · By Sam Scammer'
    )
    // The author's name opens their profile.
    expect(within(first).getByRole('link', { name: 'Sam Scammer' }).getAttribute('href')).toBe('/people/author-1')
    expect(within(second).getByTestId('queue-meta').textContent).toContain(
      'Confidence 46% · 1 report · Automatic screening'
    )
    expect(within(second).getByText('Respectful communication')).toBeTruthy()
    expect(within(second).getByText('Protecting personal information')).toBeTruthy()
    expect(within(second).getByRole('img').getAttribute('alt')).toBe('Image attached to the flagged comment')
    expect(
      within(first)
        .getAllByRole('button')
        .map((button) => button.textContent)
    ).toEqual(['Approve', 'Reject', 'Escalate'])
  })

  it('filters by status, severity and content type through the query string', async () => {
    const { calls } = server()
    await openQueue()
    // The default lists what waits for a decision (pending and escalated): the server's default, no parameter.
    expect(calls.some((call) => call.url === '/api/moderation/queue')).toBe(true)
    fireEvent.change(screen.getByLabelText('Severity'), { target: { value: 'high' } })
    await waitFor(() => expect(calls.some((call) => call.url === '/api/moderation/queue?severity=high')).toBe(true))
    fireEvent.change(screen.getByLabelText('Content type'), { target: { value: 'job' } })
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } })
    await waitFor(() =>
      expect(
        calls.some((call) => call.url === '/api/moderation/queue?status=pending&severity=high&contentType=job')
      ).toBe(true)
    )
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } })
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/moderation/queue?status=all&severity=high&contentType=job')).toBe(
        true
      )
    )
    expect(
      Array.from((screen.getByLabelText('Status') as HTMLSelectElement).options).map((option) => option.textContent)
    ).toEqual(['Waiting for a decision', 'Pending', 'Approved', 'Rejected', 'Escalated', 'All statuses'])
  })

  it('an empty queue says so', async () => {
    server({ 'GET /api/moderation/queue': queuePage([]) })
    renderAt('/admin/moderation?tab=queue', <AdminApp />)
    expect(await screen.findByText('The review queue is empty')).toBeTruthy()
  })

  it('approve: the approval reason, no restriction; success toast and the screen refreshes', async () => {
    const { calls } = server()
    const item = await openQueue()
    fireEvent.click(within(item).getByRole('button', { name: 'Approve' }))
    const dialog = await screen.findByRole('dialog', { name: 'Approve this post?' })
    expect((within(dialog).getByLabelText(/Reason/) as HTMLTextAreaElement).value).toBe('Content approved after review')
    const before = calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/moderation')).length
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Action completed successfully',
        description: 'Recorded: approve',
        variant: 'success',
      })
    )
    expect(actionCalls(calls)).toEqual([
      {
        method: 'POST',
        url: ACTION_URL,
        body: {
          action: 'approve',
          reason: 'Content approved after review',
          restrictUser: false,
          restrictDuration: null,
        },
      },
    ])
    await dialogClosed()
    await waitFor(() =>
      expect(
        calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/moderation')).length
      ).toBeGreaterThan(before)
    )
  })

  it('says what deciding an appeal does: approving lifts the strike, denying adds nothing', async () => {
    server({ 'GET /api/moderation/queue': queuePage([{ ...ITEM, source: 'appeal', severity: 'critical' }]) })
    const item = await openQueue()
    fireEvent.click(within(item).getByRole('button', { name: 'Reject' }))
    const reject = await screen.findByRole('dialog', { name: 'Reject this post?' })
    expect(within(reject).getByTestId('action-consequence').textContent).toBe(
      'The appeal is denied: the first decision stands, with no new strike or restriction.'
    )
    fireEvent.click(within(reject).getByRole('button', { name: 'Cancel' }))
    await dialogClosed()
    fireEvent.click(within(item).getByRole('button', { name: 'Approve' }))
    const approve = await screen.findByRole('dialog', { name: 'Approve this post?' })
    expect(within(approve).getByTestId('action-consequence').textContent).toBe(
      'The appeal is upheld: the content comes back and the strike and any restriction are lifted.'
    )
  })

  for (const [severity, restrictUser, restrictDuration, words] of [
    ['critical', true, 7, 'restricted for 7 days'],
    ['high', true, 3, 'restricted for 3 days'],
    ['medium', false, 3, 'The content is removed and the author gets a strike.'],
    ['low', false, 3, 'The content is removed and the author gets a strike.'],
  ] as const) {
    it(`reject a ${severity} item: restrictUser ${restrictUser}, restrictDuration ${restrictDuration}`, async () => {
      const { calls } = server({ 'GET /api/moderation/queue': queuePage([{ ...ITEM, severity }]) })
      const item = await openQueue()
      fireEvent.click(within(item).getByRole('button', { name: 'Reject' }))
      const dialog = await screen.findByRole('dialog', { name: 'Reject this post?' })
      expect(within(dialog).getByTestId('action-consequence').textContent).toContain(words)
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
      await waitFor(() => expect(lastToast()?.title).toBe('Action completed successfully'))
      expect(actionCalls(calls)[0]!.body).toEqual({
        action: 'reject',
        reason: 'Content violates guidelines',
        restrictUser,
        restrictDuration,
      })
    })
  }

  it('escalate with an edited reason', async () => {
    const { calls } = server()
    const item = await openQueue()
    fireEvent.click(within(item).getByRole('button', { name: 'Escalate' }))
    const dialog = await screen.findByRole('dialog', { name: 'Escalate this post?' })
    const reason = within(dialog).getByLabelText(/Reason/) as HTMLTextAreaElement
    expect(reason.value).toBe('Escalated for senior review')
    fireEvent.change(reason, { target: { value: '  Possible organised scam ring  ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Escalate' }))
    await waitFor(() => expect(actionCalls(calls)).toHaveLength(1))
    expect(actionCalls(calls)[0]!.body).toEqual({
      action: 'escalate',
      reason: 'Possible organised scam ring',
      restrictUser: false,
      restrictDuration: null,
    })
  })

  it('an empty reason is refused before any call', async () => {
    const { calls } = server()
    const item = await openQueue()
    fireEvent.click(within(item).getByRole('button', { name: 'Approve' }))
    const dialog = await screen.findByRole('dialog', { name: 'Approve this post?' })
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: '   ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(await within(dialog).findByText('Please give a reason')).toBeTruthy()
    expect(actionCalls(calls)).toEqual([])
  })

  it('cancel closes the dialog without a call', async () => {
    const { calls } = server()
    const item = await openQueue()
    fireEvent.click(within(item).getByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject this post?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await dialogClosed()
    expect(actionCalls(calls)).toEqual([])
  })

  it("a failure: 'Failed to process action' with the server's message; the dialog stays open", async () => {
    server({ [`POST ${ACTION_URL}`]: errorAnswer(422, { error: 'Reason is too long', errors: [] }) })
    const item = await openQueue()
    fireEvent.click(within(item).getByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject this post?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to process action',
        description: 'Reason is too long',
        variant: 'error',
      })
    )
    expect(screen.getByRole('dialog', { name: 'Reject this post?' })).toBeTruthy()
  })

  it('already decided elsewhere (409): the failure toast, the dialog closes and the queue reloads', async () => {
    let decided = false
    const { calls } = server({
      'GET /api/moderation/queue': () => queuePage(decided ? [] : [ITEM]),
      [`POST ${ACTION_URL}`]: () => {
        decided = true
        return errorAnswer(409, { error: 'This item has already been decided' })
      },
    })
    const item = await openQueue()
    fireEvent.click(within(item).getByRole('button', { name: 'Approve' }))
    const dialog = await screen.findByRole('dialog', { name: 'Approve this post?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to process action',
        description: 'This item has already been decided',
      })
    )
    expect(await screen.findByText('The review queue is empty')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(actionCalls(calls)).toHaveLength(1)
  })

  it('an escalated item can be approved or rejected, a decided one has no actions', async () => {
    server({
      'GET /api/moderation/queue': queuePage([
        makeItem({ id: 'e1', status: 'escalated' }),
        makeItem({ id: 'd1', status: 'rejected' }),
      ]),
    })
    renderAt('/admin/moderation?tab=queue', <AdminApp />)
    const [escalated, decided] = (await screen.findAllByTestId('queue-item')) as [HTMLElement, HTMLElement]
    expect(
      within(escalated)
        .getAllByRole('button')
        .map((button) => button.textContent)
    ).toEqual(['Approve', 'Reject'])
    expect(within(decided).queryAllByRole('button')).toEqual([])
  })
})

describe('review queue: long reasons', () => {
  it("a reason over 500 characters is refused with 'Reason is too long' before any call", async () => {
    const { calls } = server()
    const item = await openQueue()
    fireEvent.click(within(item).getByRole('button', { name: 'Escalate' }))
    const dialog = await screen.findByRole('dialog', { name: 'Escalate this post?' })
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'x'.repeat(501) } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Escalate' }))
    expect(await within(dialog).findByText('Reason is too long')).toBeTruthy()
    expect(actionCalls(calls)).toEqual([])
  })
})

describe('escalated items', () => {
  it('have their own tab, counted on its badge, listing only escalated items with a final decision to take', async () => {
    const { calls } = server({
      'GET /api/moderation/stats': makeStats({ pending: 4, escalated: 2 }),
      'GET /api/moderation/queue': queuePage([makeItem({ id: 'e1', status: 'escalated' })]),
    })
    renderAt('/admin/moderation', <AdminApp />)
    const tab = await screen.findByRole('tab', { name: 'Escalated (2 escalated items)' })
    expect(within(tab).getByTestId('count-badge').textContent).toBe('2')
    expect(screen.getByTestId('escalated-count').textContent).toBe('2 escalated for senior review')
    fireEvent.click(tab)
    const item = await screen.findByTestId('queue-item')
    expect(calls.some((call) => call.url === '/api/moderation/queue?status=escalated')).toBe(true)
    expect(screen.queryByLabelText('Status')).toBeNull()
    expect(within(item).getByText('Escalated')).toBeTruthy()
    expect(
      within(item)
        .getAllByRole('button')
        .map((button) => button.textContent)
    ).toEqual(['Approve', 'Reject'])
  })

  it('no badge when nothing is escalated, and an empty Escalated tab says so', async () => {
    server({
      'GET /api/moderation/stats': makeStats({ escalated: 0 }),
      'GET /api/moderation/queue': queuePage([]),
    })
    renderAt('/admin/moderation?tab=escalated', <AdminApp />)
    expect(await screen.findByText('No escalated items')).toBeTruthy()
    expect(within(screen.getByRole('tab', { name: 'Escalated' })).queryByTestId('count-badge')).toBeNull()
    expect(screen.queryByTestId('escalated-count')).toBeNull()
  })
})
