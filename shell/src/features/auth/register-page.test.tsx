import { fireEvent, screen, waitFor } from '@testing-library/react'
import { errorAnswer, fakeServer, renderAt } from '@hireloop/shared-ui/testing'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES as M } from '../../lib/account-validation'
import RegisterPage from './register-page'

const PASSWORD = 'Str0ng!Passw0rd'

function fill(values: { email: string; name?: string; type?: 'Candidate' | 'Employer' }) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: values.email } })
  if (values.name !== undefined)
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: values.name } })
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: PASSWORD } })
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: PASSWORD } })
  fireEvent.click(screen.getByRole('radio', { name: values.type ?? 'Candidate' }))
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
}

const registrations = (calls: Array<{ method: string; url: string; body?: unknown }>) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/api/users')

describe('registration form', () => {
  it('j@acme.com registers with the name the member types', async () => {
    const { calls } = fakeServer({
      'GET /api/auth/account-rules': { employerEmailAllowList: [] },
      'POST /api/users': { user: { id: 'u1' } },
    })
    renderAt('/register', <RegisterPage />)
    fill({ email: 'j@acme.com', name: 'Jay Park' })
    await waitFor(() => expect(registrations(calls)).toHaveLength(1))
    expect(registrations(calls)[0]!.body).toMatchObject({ email: 'j@acme.com', name: 'Jay Park' })
  })

  it('a one-letter name gets the server’s own message before any call', async () => {
    const { calls } = fakeServer({ 'GET /api/auth/account-rules': { employerEmailAllowList: [] } })
    renderAt('/register', <RegisterPage />)
    fill({ email: 'j@acme.com', name: 'J' })
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy()
    expect(registrations(calls)).toEqual([])
  })

  it('an employer domain on the server’s allow-list is accepted by the form too; others are refused', async () => {
    const { calls } = fakeServer({
      'GET /api/auth/account-rules': { employerEmailAllowList: ['gmail.com'] },
      'POST /api/users': { user: { id: 'u1' } },
    })
    renderAt('/register', <RegisterPage />)
    await waitFor(() => expect(calls.some((call) => call.url === '/api/auth/account-rules')).toBe(true))
    fill({ email: 'boss@yahoo.com', type: 'Employer' })
    expect(await screen.findByText(/Please use your business email address/)).toBeTruthy()
    expect(registrations(calls)).toEqual([])
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'boss@gmail.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(registrations(calls)).toHaveLength(1))
  })

  it('a wrong sign-in code after registering keeps the code step; the same code then finishes', async () => {
    const answers = [
      { requiresMFA: true },
      errorAnswer(401, { error: M.codeWrong }),
      { user: { id: 'u1', email: 'j@acme.com', userType: 'candidate' } },
    ]
    const { calls } = fakeServer({
      'GET /api/auth/account-rules': { employerEmailAllowList: [] },
      'POST /api/users': { user: { id: 'u1' } },
      'POST /api/auth/login': () => answers.shift(),
    })
    renderAt('/register', <RegisterPage />)
    fill({ email: 'j@acme.com', name: 'Jay Park' })
    const code = (await screen.findByLabelText('Verification code')) as HTMLInputElement

    fireEvent.change(code, { target: { value: '111111' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect((await screen.findByRole('alert')).textContent).toBe(M.codeWrong)
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('')

    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '222222' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/auth/login')).toHaveLength(3))
    expect(calls.at(-1)!.body).toMatchObject({ email: 'j@acme.com', password: PASSWORD, otpCode: '222222' })
    expect(registrations(calls)).toHaveLength(1)
  })
})
