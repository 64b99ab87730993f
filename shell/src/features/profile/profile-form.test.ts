import { ApiError, type User } from '@hireloop/shared-ui'
import { describe, expect, it } from 'vitest'
import { LIST_LIMITS, profileChanges, profileFormValues, serverProfileErrors, validateProfile } from './profile-form'

const candidate: User = {
  id: 'u1',
  name: 'Jane Doe',
  email: 'jane@acme-grid.com',
  phone: null,
  location: 'Austin, TX',
  userType: 'candidate',
  profileImage: null,
  skills: ['Welding'],
  badges: [],
  availability: [],
  referralCount: 0,
  hasCareerPerks: false,
  hasEarlyAccess: false,
  isFeaturedWorker: false,
  isOnline: true,
  isVerified: true,
  createdAt: '2026-01-05T10:00:00.000Z',
}
const employer: User = { ...candidate, userType: 'employer', email: 'boss@acme-grid.com', skills: [] }

const context = (user: User) => ({ userType: user.userType, currentEmail: user.email })
const values = (user: User, patch: Partial<ReturnType<typeof profileFormValues>> = {}) => ({
  ...profileFormValues(user),
  ...patch,
})

describe('validateProfile (part 1 §5 messages, as the server gives them)', () => {
  it('accepts the profile as it is', () => {
    expect(validateProfile(values(candidate), context(candidate))).toEqual({})
  })

  it('needs a name of 2 characters or more', () => {
    expect(validateProfile(values(candidate, { name: ' J ' }), context(candidate)).name).toBe(
      'Name must be at least 2 characters'
    )
    expect(validateProfile(values(candidate, { name: '' }), context(candidate)).name).toBe(
      'Name must be at least 2 characters'
    )
    expect(validateProfile(values(candidate, { name: 'x'.repeat(101) }), context(candidate)).name).toBe(
      'Name is too long'
    )
  })

  it('needs a valid e-mail address when it changes', () => {
    const withPassword = { currentPassword: 'Str0ng!Passw0rd' }
    for (const email of ['', 'jane', 'jane@', 'jane@acme', 'jane@a.c', 'ja ne@acme.com']) {
      expect(validateProfile(values(candidate, { email, ...withPassword }), context(candidate)).email).toBe(
        'Invalid email address'
      )
    }
    expect(
      validateProfile(values(candidate, { email: `${'a'.repeat(250)}@acme.com`, ...withPassword }), context(candidate))
        .email
    ).toBe('Email is too long')
    expect(validateProfile(values(candidate, { email: ' JANE@Acme-Grid.com ' }), context(candidate))).toEqual({})
    expect(
      validateProfile(values(candidate, { email: 'jane.doe@gmail.com', ...withPassword }), context(candidate))
    ).toEqual({})
  })

  it('needs the current password with a new address, and only then', () => {
    expect(validateProfile(values(candidate, { email: 'jane.doe@gmail.com' }), context(candidate))).toEqual({
      currentPassword: 'Current password is required to change your email',
    })
    expect(validateProfile(values(candidate, { email: ' Jane@ACME-grid.com' }), context(candidate))).toEqual({})
    expect(validateProfile(values(candidate, { name: 'Jane Q. Doe' }), context(candidate))).toEqual({})
  })

  it('takes a headline of at most 220 characters', () => {
    expect(validateProfile(values(candidate, { headline: ` ${'h'.repeat(220)} ` }), context(candidate))).toEqual({})
    expect(validateProfile(values(candidate, { headline: 'h'.repeat(221) }), context(candidate))).toEqual({
      headline: 'Headline is too long',
    })
  })

  it('keeps employers on business addresses', () => {
    const gmail = values(employer, { email: 'boss@gmail.com', currentPassword: 'Str0ng!Passw0rd' })
    expect(validateProfile(gmail, context(employer)).email).toMatch(/business email/)
    expect(validateProfile(gmail, { ...context(employer), allowList: ['gmail.com'] })).toEqual({})
    expect(
      validateProfile(gmail, {
        ...context(employer),
        checkBusinessEmail: false,
      })
    ).toEqual({})
  })

  it('needs phone of 10 and location of 2 characters when given; empty is fine', () => {
    expect(validateProfile(values(candidate, { phone: '555-1234' }), context(candidate)).phone).toBe(
      'Phone number must be at least 10 characters'
    )
    expect(validateProfile(values(candidate, { phone: '  512 555 0100 ' }), context(candidate))).toEqual({})
    expect(validateProfile(values(candidate, { phone: '+1 (512) 555-0100' }), context(candidate))).toEqual({})
    for (const phone of ['abc-not-a-phone', '++++++++++++', '555-0100 ext']) {
      expect(validateProfile(values(candidate, { phone }), context(candidate)).phone, phone).toBe(
        'Phone number may only contain digits, spaces and + ( ) - .'
      )
    }
    expect(validateProfile(values(candidate, { phone: '1'.repeat(31) }), context(candidate)).phone).toBe(
      'Phone number is too long'
    )
    expect(validateProfile(values(candidate, { location: 'X' }), context(candidate)).location).toBe(
      'Location must be at least 2 characters'
    )
    expect(validateProfile(values(candidate, { phone: '  ', location: '' }), context(candidate))).toEqual({})
  })
})

describe('profileChanges', () => {
  it('sends only what changed, trimmed', () => {
    expect(profileChanges(candidate, values(candidate))).toEqual({})
    expect(
      profileChanges(candidate, values(candidate, { name: ' Jane Q. Doe ', email: ' JANE@acme-grid.com ' }))
    ).toEqual({ name: 'Jane Q. Doe' })
    expect(
      profileChanges(
        candidate,
        values(candidate, { email: 'new@acme-grid.com', currentPassword: ' Str0ng!Passw0rd', phone: ' 512 555 0100 ' })
      )
    ).toEqual({
      email: 'new@acme-grid.com',
      currentPassword: ' Str0ng!Passw0rd',
      phone: '512 555 0100',
    })
  })

  it('sends the headline trimmed, null when emptied; a missing one counts as empty', () => {
    const withHeadline = { ...candidate, headline: 'Line worker' }
    expect(profileFormValues(withHeadline).headline).toBe('Line worker')
    expect(profileFormValues(candidate).headline).toBe('')
    expect(profileChanges(withHeadline, values(withHeadline))).toEqual({})
    expect(profileChanges(withHeadline, values(withHeadline, { headline: '  Lineman · NERC CIP ' }))).toEqual({
      headline: 'Lineman · NERC CIP',
    })
    expect(profileChanges(withHeadline, values(withHeadline, { headline: '   ' }))).toEqual({ headline: null })
    expect(profileChanges(candidate, values(candidate, { headline: ' ' }))).toEqual({})
  })

  it('clears emptied phone and location with null', () => {
    expect(profileChanges(candidate, values(candidate, { location: '  ' }))).toEqual({ location: null })
    expect(profileChanges({ ...candidate, phone: '' }, values(candidate, { phone: '' }))).toEqual({})
  })

  it('sends the lists of candidates only', () => {
    expect(
      profileChanges(candidate, values(candidate, { skills: ['Welding', 'Forklift'], availability: ['Weekends'] }))
    ).toEqual({
      skills: ['Welding', 'Forklift'],
      availability: ['Weekends'],
    })
    expect(profileChanges(employer, values(employer, { skills: ['Hiring'] }))).toEqual({})
  })
})

describe('serverProfileErrors', () => {
  it('puts the 422 messages on their fields', () => {
    const error = new ApiError(422, '...', {
      error: 'Phone number must be at least 10 characters',
      errors: [
        { field: 'phone', message: 'Phone number must be at least 10 characters' },
        { field: 'skills.3', message: 'Each skill must be at most 50 characters' },
        { field: 'userType', message: 'ignored' },
      ],
    })
    expect(serverProfileErrors(error)).toEqual({
      phone: 'Phone number must be at least 10 characters',
      skills: 'Each skill must be at most 50 characters',
    })
    const wrongPassword = new ApiError(422, '...', {
      error: 'Current password is incorrect',
      errors: [{ field: 'currentPassword', message: 'Current password is incorrect', rule: 'currentPassword' }],
    })
    expect(serverProfileErrors(wrongPassword)).toEqual({ currentPassword: 'Current password is incorrect' })
  })

  it('puts a taken address on the e-mail field', () => {
    expect(
      serverProfileErrors(new ApiError(409, '...', { error: 'An account with this email already exists' }))
    ).toEqual({
      email: 'An account with this email already exists',
    })
    expect(serverProfileErrors(new Error('offline'))).toEqual({})
  })
})

describe('LIST_LIMITS', () => {
  it('are the server limits', () => {
    expect(LIST_LIMITS.skills).toMatchObject({
      maxEntries: 50,
      maxLength: 50,
      tooLongMessage: 'Each skill must be at most 50 characters',
    })
    expect(LIST_LIMITS.availability).toMatchObject({
      maxEntries: 20,
      tooManyMessage: 'You can list at most 20 availability entries',
    })
  })
})
