import { describe, expect, it } from 'vitest'
import { buildRegistrationPayload } from './register'

describe('buildRegistrationPayload', () => {
  it('follows part 1 §7 with no name typed: the server names the member; empty phone/location/lists', () => {
    expect(
      buildRegistrationPayload({
        email: ' Jane.Doe@Acme-Grid.com ',
        password: 'Str0ng!pass',
        confirmPassword: 'Str0ng!pass',
        userType: 'employer',
      })
    ).toEqual({
      email: 'jane.doe@acme-grid.com',
      password: 'Str0ng!pass',
      confirmPassword: 'Str0ng!pass',
      userType: 'employer',
      phone: '',
      location: '',
      skills: [],
      badges: [],
      availability: [],
    })
  })

  it('sends the name the member typed, trimmed (j@acme.com gives their own)', () => {
    const payload = buildRegistrationPayload({
      email: 'j@acme.com',
      name: '  Jay Park ',
      password: 'x',
      confirmPassword: 'x',
      userType: 'candidate',
    })
    expect(payload).toMatchObject({ email: 'j@acme.com', name: 'Jay Park' })
  })

  it('passes the device fingerprint when given', () => {
    const payload = buildRegistrationPayload({
      email: 'a@b.co',
      password: 'x',
      confirmPassword: 'x',
      userType: 'candidate',
      deviceFingerprint: 'ua|en',
    })
    expect(payload.deviceFingerprint).toBe('ua|en')
  })
})
