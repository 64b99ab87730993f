import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useLayoutEffect, type ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { describe, expect, it, vi } from 'vitest'
import type { AppNotification } from '../../api/notifications/types'
import { NotificationItem, notificationLink } from './notification-item'
import NotificationMenu from './notification-menu'
import NotificationsPage from './notifications-page'
import { makeNotification } from '../../test/make-notification'

const applied = makeNotification({
  id: 'n-applied',
  type: 'candidate_applied',
  message: 'Casey Jones applied to NERC Compliance Analyst',
  entityType: 'job',
  entityId: 'j1',
  link: '/jobs/j1',
})
const status = makeNotification({
  id: 'n-status',
  type: 'application_status',
  message: 'Your application for NERC Compliance Analyst is now Interview Scheduled',
  actor: null,
  entityType: 'application',
  entityId: 'a1',
  link: null,
})
const overdue = makeNotification({
  id: 'n-overdue',
  type: 'application_overdue',
  message: 'Gridline Power has not answered your application for NERC Compliance Analyst within 14 days',
  actor: null,
  entityType: 'application',
  entityId: 'a1',
  link: null,
})

function serveNotifications(notification: AppNotification) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input)
      calls.push(`${init?.method ?? 'GET'} ${url}`)
      const body = url.startsWith('/api/notifications?')
        ? { notifications: [notification], nextCursor: null, hasMore: false }
        : { id: notification.id, isRead: true }
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
    })
  )
  document.cookie = 'XSRF-TOKEN=test-token'
  return calls
}

let location = ''
function Probe() {
  const { pathname, search } = useLocation()
  useLayoutEffect(() => {
    location = `${pathname}${search}`
  }, [pathname, search])
  return null
}

function renderWithRouter(ui: ReactNode) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={['/notifications']}>
        {ui}
        <Probe />
      </MemoryRouter>
    </SWRConfig>
  )
}

const connectionRequest = makeNotification({
  id: 'n-request',
  type: 'connection_request',
  message: 'Casey Jones wants to connect with you',
  entityType: 'user',
  entityId: 'u2',
  link: '/messages/connections',
})
const connectionAccepted = makeNotification({
  id: 'n-accepted',
  type: 'connection_accepted',
  message: 'Casey Jones accepted your connection request',
  entityType: 'user',
  entityId: 'u2',
  link: '/messages/connections',
})
const recommendation = makeNotification({
  id: 'n-recommended',
  type: 'job_recommendation',
  message: 'Casey Jones recommended NERC Compliance Analyst at Gridline Power',
  entityType: 'job',
  entityId: 'j1',
  link: '/jobs/j1',
})

const opened = [
  ['candidate_applied', applied, '/dashboard?view=applications'],
  ['application_status', status, '/applications'],
  ['application_overdue', overdue, '/applications'],
  ['connection_request', connectionRequest, '/messages/connections'],
  ['connection_accepted', connectionAccepted, '/messages/connections'],
  ['job_recommendation', recommendation, '/jobs/j1'],
] as const

describe('notification links and icons', () => {
  it('sends the application notifications to their screens and the others to their own link', () => {
    expect(notificationLink(applied)).toBe('/dashboard?view=applications')
    expect(notificationLink(status)).toBe('/applications')
    expect(notificationLink(overdue)).toBe('/applications')
    expect(notificationLink(makeNotification())).toBe('/post/p1')
    expect(notificationLink(makeNotification({ type: 'follow', link: null }))).toBeNull()
  })

  it('sends the network notifications to the Connections tab and to the recommended job, whatever the stored link', () => {
    expect(notificationLink(connectionRequest)).toBe('/messages/connections')
    expect(notificationLink(connectionAccepted)).toBe('/messages/connections')
    expect(notificationLink(recommendation)).toBe('/jobs/j1')
    // An older answer without these links still opens the right screen.
    expect(notificationLink({ ...connectionRequest, link: null })).toBe('/messages/connections')
    expect(notificationLink({ ...connectionAccepted, link: null })).toBe('/messages/connections')
    expect(notificationLink({ ...recommendation, link: null, entityId: 'j 9' })).toBe('/jobs/j%209')
    expect(notificationLink({ ...recommendation, link: null, entityId: null })).toBe('/jobs')
  })

  it('shows a job icon for a new applicant and a status change, a clock for a passed deadline', () => {
    const { rerender } = render(<NotificationItem notification={applied} onOpen={() => {}} />)
    expect(within(screen.getByTestId('notification-icon')).getByRole('img', { name: 'Job application' })).toBeTruthy()
    expect(screen.queryByText('CJ')).toBeNull()
    rerender(<NotificationItem notification={status} onOpen={() => {}} />)
    expect(within(screen.getByTestId('notification-icon')).getByRole('img', { name: 'Job application' })).toBeTruthy()
    rerender(<NotificationItem notification={overdue} onOpen={() => {}} />)
    expect(within(screen.getByTestId('notification-icon')).getByRole('img', { name: 'Response deadline' })).toBeTruthy()
    // Other notifications keep the actor's initials.
    rerender(<NotificationItem notification={makeNotification()} onOpen={() => {}} />)
    expect(screen.queryByTestId('notification-icon')).toBeNull()
    expect(screen.getByText('CJ')).toBeTruthy()
  })

  it.each(opened)(
    'opens a %s notification at its screen from /notifications and marks it read',
    async (_type, notification, path) => {
      const calls = serveNotifications(notification)
      renderWithRouter(<NotificationsPage />)
      const item = await screen.findByText(notification.message, { exact: false })
      await act(async () => fireEvent.click(item.closest('button') as HTMLElement))
      await waitFor(() => expect(location).toBe(path))
      expect(calls).toContain(`PATCH /api/notifications/${notification.id}/read`)
    }
  )

  it.each(opened)('opens a %s notification at its screen from the bell', async (_type, notification, path) => {
    serveNotifications(notification)
    const onClose = vi.fn()
    renderWithRouter(<NotificationMenu open anchorEl={document.body} onClose={onClose} />)
    const item = await screen.findByText(notification.message, { exact: false })
    await act(async () => fireEvent.click(item.closest('button') as HTMLElement))
    await waitFor(() => expect(location).toBe(path))
    expect(onClose).toHaveBeenCalled()
  })
})

describe('notifications about a job', () => {
  const match = makeNotification({
    id: 'n-match',
    type: 'job_match',
    message: 'New job matching your alert: Field Technician at Grid Co',
    actor: null,
    entityType: 'job',
    entityId: 'j9',
    job: { id: 'j9', title: 'Field Technician', company: 'Grid Co' },
    link: '/jobs/j9',
  })

  it('show the job (title and company) under the message, and open the job', () => {
    const onOpen = vi.fn()
    render(
      <MemoryRouter>
        <ul>
          <NotificationItem notification={match} onOpen={onOpen} />
        </ul>
      </MemoryRouter>
    )
    expect(screen.getByTestId('notification-job').textContent).toBe('Field Technician · Grid Co')
    expect(notificationLink(match)).toBe('/jobs/j9')
    expect(notificationLink({ ...match, type: 'job_recommendation', entityId: null })).toBe('/jobs/j9')
  })

  it('a job without a company shows its title alone; a notification about no job shows no job line', () => {
    render(
      <MemoryRouter>
        <ul>
          <NotificationItem
            notification={{ ...applied, job: { id: 'j1', title: 'NERC Compliance Analyst', company: null } }}
            onOpen={() => {}}
          />
          <NotificationItem notification={makeNotification({ id: 'n-like' })} onOpen={() => {}} />
        </ul>
      </MemoryRouter>
    )
    expect(screen.getAllByTestId('notification-job').map((line) => line.textContent)).toEqual([
      'NERC Compliance Analyst',
    ])
  })
})
