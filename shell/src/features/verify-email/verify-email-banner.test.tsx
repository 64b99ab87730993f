import { fireEvent, screen, waitFor } from '@testing-library/react'
import { fakeServer, renderAt } from '@hireloop/shared-ui/testing'
import { beforeEach, describe, expect, it } from 'vitest'
import { VERIFY_BANNER_DISMISSED_KEY, VerifyEmailBanner } from './verify-email-banner'

const UNVERIFIED = { id: 'u1', name: 'Jo Lee', email: 'jo@example.com', userType: 'candidate', isVerified: false }

describe('VerifyEmailBanner', () => {
  beforeEach(() => sessionStorage.clear())

  it('is one line: the address, Resend and a close button', async () => {
    fakeServer({ 'GET /api/user/me': UNVERIFIED })
    renderAt('/', <VerifyEmailBanner />)
    const banner = await screen.findByRole('region', { name: 'E-mail verification' })
    expect(banner.textContent).toBe('Verify your e-mail: open the link we sent to jo@example.com.Resend')
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Dismiss e-mail verification notice' })).toBeTruthy()
  })

  it('resends the link', async () => {
    const { calls } = fakeServer({
      'GET /api/user/me': UNVERIFIED,
      'POST /api/auth/resend-verification': { message: 'sent' },
    })
    renderAt('/', <VerifyEmailBanner />)
    fireEvent.click(await screen.findByRole('button', { name: 'Resend verification email' }))
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        url: '/api/auth/resend-verification',
        body: { email: 'jo@example.com' },
      })
    )
  })

  it('closing it hides it for the rest of the session', async () => {
    fakeServer({ 'GET /api/user/me': UNVERIFIED })
    const first = renderAt('/', <VerifyEmailBanner />)
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss e-mail verification notice' }))
    expect(screen.queryByRole('region', { name: 'E-mail verification' })).toBeNull()
    expect(sessionStorage.getItem(VERIFY_BANNER_DISMISSED_KEY)).toBe('1')
    first.unmount()
    const { calls } = fakeServer({ 'GET /api/user/me': UNVERIFIED })
    renderAt('/', <VerifyEmailBanner />)
    await waitFor(() => expect(calls.some((call) => call.url === '/api/user/me')).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('region', { name: 'E-mail verification' })).toBeNull()
  })

  it('a verified account sees none', async () => {
    const { calls } = fakeServer({ 'GET /api/user/me': { ...UNVERIFIED, isVerified: true } })
    renderAt('/', <VerifyEmailBanner />)
    await waitFor(() => expect(calls.some((call) => call.url === '/api/user/me')).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('region', { name: 'E-mail verification' })).toBeNull()
  })
})
