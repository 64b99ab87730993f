import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { errorAnswer, fakeServer, renderAt, type FakeCall } from '@hireloop/shared-ui/testing'
import { getDefaultStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import NotificationSettingsPage from './notification-settings-page'

const { toastAtom } = await import('@hireloop/shared-ui')

const ALL_ON = { messages: true, applicationStatus: true, interviewsOffers: true, referrals: true, newApplicants: true }
const MEMBER = { id: 'user-1', name: 'Ana Silva', email: 'ana@example.com', userType: 'job_seeker' }

function server(
  put: (call: FakeCall) => unknown = (call) => ({ preferences: { ...ALL_ON, ...(call.body as object) } })
) {
  return fakeServer({
    'GET /api/user/me': MEMBER,
    'GET /api/notifications/preferences': { preferences: { ...ALL_ON, referrals: false } },
    'PUT /api/notifications/preferences': put,
  })
}

const toggle = (name: string) => screen.findByRole('switch', { name }) as Promise<HTMLInputElement>

describe('NotificationSettingsPage', () => {
  beforeEach(() => {
    getDefaultStore().set(toastAtom, null)
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() })
  })

  it("shows each kind with the member's current choice", async () => {
    server()
    renderAt('/profile/notifications', <NotificationSettingsPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeTruthy()
    await waitFor(async () => expect((await toggle('New messages')).disabled).toBe(false))
    expect((await toggle('New messages')).checked).toBe(true)
    expect((await toggle('Application updates')).checked).toBe(true)
    expect((await toggle('Interviews and offers')).checked).toBe(true)
    expect((await toggle('Referrals')).checked).toBe(false)
    expect((await toggle('New applicants')).checked).toBe(true)
  })

  it('turns one kind off on the server and shows the answer', async () => {
    const { calls } = server()
    renderAt('/profile/notifications', <NotificationSettingsPage />)
    await waitFor(async () => expect((await toggle('New messages')).disabled).toBe(false))
    fireEvent.click(await toggle('New messages'))
    await waitFor(async () => expect((await toggle('New messages')).checked).toBe(false))
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/notifications/preferences', body: { messages: false } },
    ])
  })

  it('says so when the change was refused, and keeps the previous choice', async () => {
    server(() => errorAnswer(422, { error: 'The messages field must be true or false' }))
    renderAt('/profile/notifications', <NotificationSettingsPage />)
    await waitFor(async () => expect((await toggle('New messages')).disabled).toBe(false))
    fireEvent.click(await toggle('New messages'))
    await waitFor(() =>
      expect(getDefaultStore().get(toastAtom)).toMatchObject({
        title: 'Setting not saved',
        description: 'The messages field must be true or false',
        variant: 'error',
      })
    )
    expect((await toggle('New messages')).checked).toBe(true)
  })

  it('explains blocked notifications', async () => {
    vi.stubGlobal('Notification', { permission: 'denied', requestPermission: vi.fn() })
    server()
    renderAt('/profile/notifications', <NotificationSettingsPage />)
    expect(await screen.findByText(/Notifications are blocked for Hireloop in this browser\./)).toBeTruthy()
  })

  describe('when the settings cannot load', () => {
    afterEach(() => vi.restoreAllMocks())

    it('offline: the one offline state in place of the settings, read again when the connection returns', async () => {
      const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
      let reachable = false
      fakeServer({
        'GET /api/user/me': MEMBER,
        'GET /api/notifications/preferences': () => {
          if (!reachable) throw new TypeError('Failed to fetch')
          return { preferences: ALL_ON }
        },
      })
      renderAt('/profile/notifications', <NotificationSettingsPage />)
      expect((await screen.findByTestId('offline-fallback')).textContent).toBe(
        "Not kept on this deviceYou're offline. This loads when you're back online."
      )
      expect(screen.queryByRole('switch')).toBeNull()
      expect(screen.queryByText('Your notification settings could not be loaded.')).toBeNull()

      reachable = true
      onLine.mockReturnValue(true)
      act(() => {
        window.dispatchEvent(new Event('online'))
      })
      await waitFor(async () => expect((await toggle('New messages')).disabled).toBe(false))
      expect(screen.queryByTestId('offline-fallback')).toBeNull()
    })

    it('online: its own error, with Retry', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
      fakeServer({
        'GET /api/user/me': MEMBER,
        'GET /api/notifications/preferences': () => errorAnswer(500, { error: 'Internal error' }),
      })
      renderAt('/profile/notifications', <NotificationSettingsPage />)
      expect(await screen.findByText('Internal error')).toBeTruthy()
      expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
      expect(screen.queryByTestId('offline-fallback')).toBeNull()
    })
  })
})
