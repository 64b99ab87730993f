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

async function changeEmail(email: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } })
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
    expect(saves(calls)[0]!.body).toEqual({ email: 'boss@gmail.com' })
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
