import { describe, expect, it } from 'vitest'
import { buildRegistrationPayload } from './register'

describe('buildRegistrationPayload', () => {
  it('follows part 1 §7: name from the address, empty phone/location/lists', () => {
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
      name: 'jane.doe',
      phone: '',
      location: '',
      skills: [],
      badges: [],
      availability: [],
    })
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
