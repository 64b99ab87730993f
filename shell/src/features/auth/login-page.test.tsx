import { fireEvent, screen, waitFor } from '@testing-library/react'
import { errorAnswer, fakeServer, renderAt, type FakeCall } from '@hireloop/shared-ui/testing'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES as M } from '../../lib/account-validation'
import LoginPage from './login-page'

const EMAIL = 'ana@example.com'
const PASSWORD = 'Str0ng!Passw0rd'
const MEMBER = { id: 'u1', email: EMAIL, name: 'Ana', userType: 'candidate' }

/** The server's answers to POST /api/auth/login, in turn. */
function loginServer(answers: Array<(call: FakeCall) => unknown>) {
  let turn = 0
  const { calls } = fakeServer({ 'POST /api/auth/login': (call: FakeCall) => answers[turn++]!(call) })
  return () => calls.filter((call) => call.url === '/api/auth/login')
}

const codeField = () => screen.queryByLabelText('Verification code') as HTMLInputElement | null

async function signInToCodeStep() {
  renderAt('/login', <LoginPage />)
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: EMAIL } })
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: PASSWORD } })
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
  await waitFor(() => expect(codeField()).not.toBeNull())
}

async function submitCode(code: string) {
  fireEvent.change(codeField()!, { target: { value: code } })
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
}

describe('login: the e-mailed code step', () => {
  it('a wrong code keeps the code step, empties the field and shows the server’s words; the same code then signs in', async () => {
    const logins = loginServer([
      () => ({ requiresMFA: true }),
      () => errorAnswer(401, { error: M.codeWrong }),
      () => ({ user: MEMBER }),
    ])
    await signInToCodeStep()

    await submitCode('111111')
    expect((await screen.findByRole('alert')).textContent).toBe(M.codeWrong)
    expect(codeField()?.value).toBe('')
    expect((screen.getByLabelText('Email') as HTMLInputElement).disabled).toBe(true)

    await submitCode('222222')
    await waitFor(() => expect(logins()).toHaveLength(3))
    expect(logins()[2]!.body).toMatchObject({ email: EMAIL, password: PASSWORD, otpCode: '222222' })
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })

  it('once the server says the code is spent, the member is back at e-mail and password', async () => {
    loginServer([
      () => ({ requiresMFA: true }),
      () => errorAnswer(401, { error: M.codeWrong }),
      () => errorAnswer(401, { error: M.codeAttemptsUsed }),
    ])
    await signInToCodeStep()
    await submitCode('111111')
    await screen.findByRole('alert')
    await submitCode('333333')

    await waitFor(() => expect(codeField()).toBeNull())
    expect(screen.getByRole('alert').textContent).toBe(M.codeAttemptsUsed)
    expect((screen.getByLabelText('Email') as HTMLInputElement).disabled).toBe(false)
  })

  it('an expired code also starts over', async () => {
    loginServer([() => ({ requiresMFA: true }), () => errorAnswer(401, { error: M.codeInvalid })])
    await signInToCodeStep()
    await submitCode('111111')
    await waitFor(() => expect(codeField()).toBeNull())
    expect(screen.getByRole('alert').textContent).toBe(M.codeInvalid)
  })
})
