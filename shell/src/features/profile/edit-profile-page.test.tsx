import { fireEvent, screen, waitFor } from '@testing-library/react'
import { errorAnswer, fakeServer, renderAt, type FakeCall } from '@hireloop/shared-ui/testing'
import { describe, expect, it } from 'vitest'
import EditProfilePage from './edit-profile-page'

const EMPLOYER = {
  id: 'u1',
  name: 'Boss Person',
  email: 'boss@acme-grid.com',
  phone: null,
  location: null,
  userType: 'employer',
  profileImage: null,
  skills: [],
  badges: [],
  availability: [],
  isVerified: true,
}

const saves = (calls: FakeCall[]) => calls.filter((call) => call.method === 'PATCH' && call.url === '/api/user/me')

const PASSWORD = 'Str0ng!Passw0rd'

/** Types a new address (and the current password, which a new address needs), then saves. */
async function changeEmail(email: string, password: string | null = PASSWORD) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } })
  if (password !== null) fireEvent.change(screen.getByLabelText('Current password'), { target: { value: password } })
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
}

describe('Edit Profile: an employer changing their address', () => {
  it('accepts a domain on the server’s allow-list, as registration does; refuses other consumer mail', async () => {
    const { calls } = fakeServer({
      'GET /api/user/me': EMPLOYER,
      'GET /api/auth/account-rules': { employerEmailAllowList: ['gmail.com'] },
      'PATCH /api/user/me': (call: FakeCall) => ({ ...EMPLOYER, pendingEmail: (call.body as { email: string }).email }),
    })
    renderAt('/profile/edit', <EditProfilePage />)
    await waitFor(() => expect(calls.some((call) => call.url === '/api/auth/account-rules')).toBe(true))

    await changeEmail('boss@yahoo.com')
    expect(await screen.findByText(/Please use your business email address/)).toBeTruthy()
    expect(saves(calls)).toEqual([])

    await changeEmail('boss@gmail.com')
    await waitFor(() => expect(saves(calls)).toHaveLength(1))
    expect(saves(calls)[0]!.body).toEqual({ email: 'boss@gmail.com', currentPassword: PASSWORD })
  })

  it('without the server’s rules the employer-domain judgement is the server’s alone', async () => {
    const { calls } = fakeServer({
      'GET /api/user/me': EMPLOYER,
      'GET /api/auth/account-rules': () => errorAnswer(500, { error: 'Internal server error' }),
      'PATCH /api/user/me': () =>
        errorAnswer(422, {
          error: 'Please use your business email address.',
          errors: [{ field: 'email', message: 'Refused by the server', rule: 'businessEmail' }],
        }),
    })
    renderAt('/profile/edit', <EditProfilePage />)
    await waitFor(() => expect(calls.some((call) => call.url === '/api/auth/account-rules')).toBe(true))

    await changeEmail('boss@gmail.com')
    await waitFor(() => expect(saves(calls)).toHaveLength(1))
    expect(await screen.findByText('Refused by the server')).toBeTruthy()
  })
})

describe('Edit Profile: changing the e-mail address needs the current password', () => {
  it('asks for it only while the address differs from the current one', async () => {
    fakeServer({ 'GET /api/user/me': EMPLOYER, 'GET /api/auth/account-rules': { employerEmailAllowList: [] } })
    renderAt('/profile/edit', <EditProfilePage />)
    const email = await screen.findByLabelText('Email')
    expect(screen.queryByLabelText('Current password')).toBeNull()

    fireEvent.change(email, { target: { value: 'hr@acme-grid.com' } })
    const password = screen.getByLabelText('Current password')
    expect(password.getAttribute('type')).toBe('password')
    expect(password.getAttribute('autocomplete')).toBe('current-password')

    fireEvent.change(password, { target: { value: PASSWORD } })
    fireEvent.change(email, { target: { value: ' BOSS@acme-grid.com ' } })
    expect(screen.queryByLabelText('Current password')).toBeNull()
    // Typed again, the address asks for the password afresh: none is kept from before.
    fireEvent.change(email, { target: { value: 'hr@acme-grid.com' } })
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('')
  })

  it('refuses to send a new address without it', async () => {
    const { calls } = fakeServer({
      'GET /api/user/me': EMPLOYER,
      'GET /api/auth/account-rules': { employerEmailAllowList: [] },
    })
    renderAt('/profile/edit', <EditProfilePage />)
    await changeEmail('hr@acme-grid.com', null)
    expect(await screen.findByText('Current password is required to change your email')).toBeTruthy()
    expect(saves(calls)).toEqual([])
  })

  it('shows the server’s refusal of a wrong password on the field', async () => {
    const wrong = 'Current password is incorrect'
    const { calls } = fakeServer({
      'GET /api/user/me': EMPLOYER,
      'GET /api/auth/account-rules': { employerEmailAllowList: [] },
      'PATCH /api/user/me': () =>
        errorAnswer(422, {
          error: wrong,
          errors: [{ field: 'currentPassword', message: wrong, rule: 'currentPassword' }],
        }),
    })
    renderAt('/profile/edit', <EditProfilePage />)
    await changeEmail('hr@acme-grid.com', 'Wr0ng!Passw0rd')
    await waitFor(() => expect(saves(calls)).toHaveLength(1))
    expect(saves(calls)[0]!.body).toEqual({ email: 'hr@acme-grid.com', currentPassword: 'Wr0ng!Passw0rd' })
    const password = screen.getByLabelText('Current password')
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'))
    const helper = document.getElementById(password.getAttribute('aria-describedby')!)
    expect(helper?.textContent).toBe(wrong)
  })
})

describe('Edit Profile: the headline', () => {
  it('shows the current headline and saves the edited one, trimmed, with no password asked', async () => {
    const { calls } = fakeServer({
      'GET /api/user/me': { ...EMPLOYER, headline: 'Hiring manager' },
      'GET /api/auth/account-rules': { employerEmailAllowList: [] },
      'PATCH /api/user/me': (call: FakeCall) => ({ ...EMPLOYER, ...(call.body as object), pendingEmail: null }),
    })
    renderAt('/profile/edit', <EditProfilePage />)
    const headline = (await screen.findByLabelText('Headline')) as HTMLInputElement
    await waitFor(() => expect(headline.value).toBe('Hiring manager'))
    expect(headline.maxLength).toBe(220)

    fireEvent.change(headline, { target: { value: '  Head of grid operations  ' } })
    expect(screen.queryByLabelText('Current password')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(saves(calls)).toHaveLength(1))
    expect(saves(calls)[0]!.body).toEqual({ headline: 'Head of grid operations' })
  })

  it('an emptied headline is removed', async () => {
    const { calls } = fakeServer({
      'GET /api/user/me': { ...EMPLOYER, headline: 'Hiring manager' },
      'GET /api/auth/account-rules': { employerEmailAllowList: [] },
      'PATCH /api/user/me': { ...EMPLOYER, headline: null, pendingEmail: null },
    })
    renderAt('/profile/edit', <EditProfilePage />)
    const headline = (await screen.findByLabelText('Headline')) as HTMLInputElement
    await waitFor(() => expect(headline.value).toBe('Hiring manager'))
    fireEvent.change(headline, { target: { value: '   ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(saves(calls)).toHaveLength(1))
    expect(saves(calls)[0]!.body).toEqual({ headline: null })
  })
})
