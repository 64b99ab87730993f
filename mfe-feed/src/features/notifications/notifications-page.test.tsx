import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { fakeServer, renderAt } from '@hireloop/shared-ui/testing'
import { describe, expect, it } from 'vitest'
import type { AppNotification } from '../../api/notifications/types'
import { makeNotification } from '../../test/make-notification'
import NotificationsPage from './notifications-page'

/** A like from Casey, one per id. */
function like(id: string, overrides: Partial<AppNotification> = {}): AppNotification {
  return makeNotification({ id, message: `Casey liked your post ${id}`, ...overrides })
}

function serve(notifications: AppNotification[], { hasMore = false, unreadCount = 0 } = {}) {
  return fakeServer({
    'GET /api/notifications': { notifications, nextCursor: hasMore ? 'next' : null, hasMore },
    'GET /api/notifications/unread-count': { unreadCount },
    'PATCH /api/notifications/n1/read': { id: 'n1', isRead: true },
    'DELETE /api/notifications/n1': { success: true },
  })
}

const heading = () => screen.getByRole('heading', { name: 'Notifications' }).parentElement as HTMLElement
const row = (id: string) => screen.getByText(`Casey liked your post ${id}`).closest('li') as HTMLElement

describe('/notifications', () => {
  it("counts the unread the server counts while older ones aren't loaded, and lets them all be marked read", async () => {
    const loaded = Array.from({ length: 20 }, (_, index) => like(`r${index}`, { isRead: true }))
    serve(loaded, { hasMore: true, unreadCount: 3 })
    renderAt('/notifications', <NotificationsPage />)
    expect(await within(heading()).findByText('3 unread')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('counts its own unread ones when every notification is loaded, at once as one is marked read', async () => {
    serve([like('n1'), like('n2')], { unreadCount: 2 })
    renderAt('/notifications', <NotificationsPage />)
    expect(await within(heading()).findByText('2 unread')).toBeTruthy()
    fireEvent.click(within(row('n1')).getByRole('button', { name: 'Mark as read' }))
    expect(within(heading()).getByText('1 unread')).toBeTruthy()
  })

  it('keeps the focus in the list: on the row after marking it read, on the next row after a delete', async () => {
    serve([like('n1'), like('n2')])
    renderAt('/notifications', <NotificationsPage />)
    await screen.findByText('Casey liked your post n1')

    fireEvent.click(within(row('n1')).getByRole('button', { name: 'Mark as read' }))
    await waitFor(() =>
      expect(document.activeElement).toBe(within(row('n1')).getByRole('button', { name: 'Delete notification' }))
    )

    await act(async () => fireEvent.click(within(row('n1')).getByRole('button', { name: 'Delete notification' })))
    await waitFor(() => expect(screen.queryByText('Casey liked your post n1')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(within(row('n2')).getAllByRole('button')[0]))
  })
})
