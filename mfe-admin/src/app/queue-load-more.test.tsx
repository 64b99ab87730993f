import type { QueueItemAnswer } from '@hireloop/backend/api-types/moderation'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AdminApp } from './admin-app'
import { ADMIN, makeFlaggedUser, makeItem, makeReputation, makeStats, queuePage } from '../test/make-moderation'
import { dialogClosed, errorAnswer, fakeServer, renderAt, type FakeCall } from '../test/render-app'

const PAGE_SIZE = 2
const QUEUE = '/api/moderation/queue'

/**
 * A queue server paging as the API does: a cursor names the last item of its page, and the next page is the open
 * items after it in queue order, whatever was decided since.
 */
function queueServer(names: string[], options: { failMoreOnce?: boolean; holdMore?: Promise<void> } = {}) {
  const order = names.map((name) => makeItem({ id: `item-${name}`, content: `Item ${name}` }))
  const decided = new Set<string>()
  let failMore = options.failMoreOnce === true
  const page = async (call: FakeCall) => {
    const params = new URL(call.url, 'http://localhost').searchParams
    const cursor = params.get('cursor')
    const after = cursor ? order.findIndex((item) => `after-${item.id}` === cursor) : -1
    if (cursor && failMore) {
      failMore = false
      return errorAnswer(503, { error: 'Service unavailable' })
    }
    if (cursor && options.holdMore) await options.holdMore
    const open = order.slice(after + 1).filter((item) => !decided.has(item.id))
    const items: QueueItemAnswer[] = open.slice(0, PAGE_SIZE)
    const last = items[items.length - 1]
    return queuePage(items, open.length > PAGE_SIZE && last ? `after-${last.id}` : null)
  }
  const server = fakeServer({
    'GET /api/user/me': ADMIN,
    'GET /api/moderation/stats': makeStats(),
    'GET /api/moderation/reputation-stats': makeReputation(),
    'GET /api/moderation/users-for-review': [makeFlaggedUser()],
    [`GET ${QUEUE}`]: page,
    ...Object.fromEntries(
      order.map((item) => [
        `POST ${QUEUE}/${item.id}/action`,
        () => {
          decided.add(item.id)
          return { item: { ...item, status: 'approved' }, restriction: null, message: 'Content approved' }
        },
      ])
    ),
  })
  return { ...server, queueCalls: () => server.calls.filter((call) => call.url.startsWith(QUEUE)).map((c) => c.url) }
}

const shown = () => screen.queryAllByTestId('queue-content').map((content) => content.textContent)
const loadMoreButton = () => screen.findByRole('button', { name: 'Load more' })

async function approve(name: string) {
  const card = screen.getAllByTestId('queue-item').find((item) => item.textContent?.includes(`Item ${name}`))!
  fireEvent.click(within(card).getByRole('button', { name: 'Approve' }))
  const dialog = await screen.findByRole('dialog', { name: 'Approve this post?' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
  await dialogClosed()
}

describe('review queue: Load more', () => {
  it('reads the page after the last item shown and appends it; no button once there is no more', async () => {
    const { queueCalls } = queueServer(['a', 'b', 'c', 'd', 'e'])
    renderAt('/admin/moderation?tab=queue', <AdminApp />)
    await waitFor(() => expect(shown()).toEqual(['Item a', 'Item b']))

    fireEvent.click(await loadMoreButton())
    await waitFor(() => expect(shown()).toEqual(['Item a', 'Item b', 'Item c', 'Item d']))
    expect(queueCalls()).toContain(`${QUEUE}?cursor=after-item-b`)

    fireEvent.click(await loadMoreButton())
    await waitFor(() => expect(shown()).toEqual(['Item a', 'Item b', 'Item c', 'Item d', 'Item e']))
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('keeps the filters on the next page', async () => {
    const { queueCalls } = queueServer(['a', 'b', 'c'])
    renderAt('/admin/moderation?tab=queue', <AdminApp />)
    await waitFor(() => expect(shown()).toEqual(['Item a', 'Item b']))
    fireEvent.change(screen.getByLabelText('Severity'), { target: { value: 'critical' } })
    await waitFor(() => expect(queueCalls()).toContain(`${QUEUE}?severity=critical`))
    fireEvent.click(await loadMoreButton())
    await waitFor(() => expect(queueCalls()).toContain(`${QUEUE}?severity=critical&cursor=after-item-b`))
    await waitFor(() => expect(shown()).toEqual(['Item a', 'Item b', 'Item c']))
  })

  it('after an item is handled, the pages read again close up: nothing skipped, nothing twice', async () => {
    const { queueCalls } = queueServer(['a', 'b', 'c', 'd', 'e', 'f', 'g'])
    renderAt('/admin/moderation?tab=queue', <AdminApp />)
    await waitFor(() => expect(shown()).toEqual(['Item a', 'Item b']))
    fireEvent.click(await loadMoreButton())
    await waitFor(() => expect(shown()).toEqual(['Item a', 'Item b', 'Item c', 'Item d']))

    await approve('b')
    // Both pages are read again, the second from the first's new last item: c moves up, e joins the end.
    await waitFor(() => expect(shown()).toEqual(['Item a', 'Item c', 'Item d', 'Item e']))
    expect(queueCalls()).toContain(`${QUEUE}?cursor=after-item-c`)

    fireEvent.click(await loadMoreButton())
    await waitFor(() => expect(shown()).toEqual(['Item a', 'Item c', 'Item d', 'Item e', 'Item f', 'Item g']))
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('a page that arrives after the list was read again is not added to it', async () => {
    let release = () => {}
    const holdMore = new Promise<void>((resolve) => {
      release = resolve
    })
    const { queueCalls } = queueServer(['a', 'b', 'c', 'd', 'e'], { holdMore })
    renderAt('/admin/moderation?tab=queue', <AdminApp />)
    await waitFor(() => expect(shown()).toEqual(['Item a', 'Item b']))
    fireEvent.click(await loadMoreButton())
    expect(await screen.findByRole('button', { name: 'Loading…' })).toBeTruthy()

    await approve('a')
    await waitFor(() => expect(shown()).toEqual(['Item b', 'Item c']))
    release()
    await screen.findByRole('button', { name: 'Load more' })
    // The held page (c, d) followed b, a list no longer on screen: c is not listed twice, d waits for Load more.
    expect(shown()).toEqual(['Item b', 'Item c'])

    fireEvent.click(await loadMoreButton())
    await waitFor(() => expect(shown()).toEqual(['Item b', 'Item c', 'Item d', 'Item e']))
    expect(queueCalls()).toContain(`${QUEUE}?cursor=after-item-c`)
  })

  it('a page that fails says so and offers Try again; the items shown stay', async () => {
    queueServer(['a', 'b', 'c'], { failMoreOnce: true })
    renderAt('/admin/moderation?tab=queue', <AdminApp />)
    await waitFor(() => expect(shown()).toEqual(['Item a', 'Item b']))
    fireEvent.click(await loadMoreButton())
    expect((await screen.findByRole('alert')).textContent).toBe('Service unavailable')
    expect(shown()).toEqual(['Item a', 'Item b'])
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(shown()).toEqual(['Item a', 'Item b', 'Item c']))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
