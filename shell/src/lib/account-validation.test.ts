import { describe, expect, it } from 'vitest'
import {
  CONSUMER_EMAIL_DOMAINS,
  EMAIL_MESSAGES,
  isConsumerEmailDomain,
  PASSWORD_MESSAGES,
  REGISTRATION_MESSAGES,
  validateLogin,
  validateRegistration,
} from './account-validation'

const strong = 'Str0ng!pass'

function registration(overrides: Record<string, string> = {}) {
  return { email: 'jane@acme-grid.com', password: strong, confirmPassword: strong, userType: 'candidate', ...overrides }
}

describe('validateLogin', () => {
  it('accepts a valid pair', () => {
    expect(validateLogin({ email: 'Jane@Example.com ', password: 'x' })).toEqual({})
  })

  it.each([
    ['', EMAIL_MESSAGES.required],
    ['   ', EMAIL_MESSAGES.required],
    ['not-an-email', EMAIL_MESSAGES.invalid],
    ['a b@example.com', EMAIL_MESSAGES.invalid],
    [`${'a'.repeat(250)}@example.com`, EMAIL_MESSAGES.tooLong],
    ['jane@localhost', EMAIL_MESSAGES.invalidDomain],
    ['jane@a.b', EMAIL_MESSAGES.invalidDomain],
  ])('email %j → %s', (email, message) => {
    expect(validateLogin({ email, password: 'x' }).email).toBe(message)
  })

  it('checks password presence and length', () => {
    expect(validateLogin({ email: 'a@example.com', password: '' }).password).toBe(PASSWORD_MESSAGES.required)
    expect(validateLogin({ email: 'a@example.com', password: 'x'.repeat(101) }).password).toBe(
      PASSWORD_MESSAGES.tooLong
    )
    expect(validateLogin({ email: 'a@example.com', password: 'short' }).password).toBeUndefined()
  })
})

describe('validateRegistration', () => {
  it('accepts a valid candidate', () => {
    expect(validateRegistration(registration())).toEqual({})
  })

  it.each([
    ['', PASSWORD_MESSAGES.required],
    ['Ab1!', PASSWORD_MESSAGES.tooShort],
    [`Ab1!${'x'.repeat(97)}`, PASSWORD_MESSAGES.tooLong],
    ['lower1!case', PASSWORD_MESSAGES.uppercase],
    ['UPPER1!CASE', PASSWORD_MESSAGES.lowercase],
    ['NoDigits!!', PASSWORD_MESSAGES.number],
    ['NoSpecial11', PASSWORD_MESSAGES.special],
  ])('password %j → %s', (password, message) => {
    expect(validateRegistration(registration({ password, confirmPassword: password })).password).toBe(message)
  })

  it('uses the exact password messages of the spec', () => {
    expect(PASSWORD_MESSAGES).toMatchObject({
      tooShort: 'Password must be at least 8 characters',
      uppercase: 'Password must contain at least one uppercase letter',
      lowercase: 'Password must contain at least one lowercase letter',
      number: 'Password must contain at least one number',
      special: 'Password must contain at least one special character',
    })
  })

  it('requires a matching confirmation', () => {
    expect(validateRegistration(registration({ confirmPassword: '' })).confirmPassword).toBe(
      'Please confirm your password'
    )
    expect(validateRegistration(registration({ confirmPassword: 'Other1!pass' })).confirmPassword).toBe(
      "Passwords don't match"
    )
  })

  it('requires candidate or employer', () => {
    expect(validateRegistration(registration({ userType: '' })).userType).toBe('Please select your account type')
    expect(validateRegistration(registration({ userType: 'admin' })).userType).toBe(
      REGISTRATION_MESSAGES.userTypeRequired
    )
  })

  it('applies the e-mail rules', () => {
    expect(validateRegistration(registration({ email: '' })).email).toBe(EMAIL_MESSAGES.required)
    expect(validateRegistration(registration({ email: 'x@y' })).email).toBe(EMAIL_MESSAGES.invalidDomain)
  })

  it('refuses consumer domains for employers only', () => {
    expect(validateRegistration(registration({ userType: 'employer', email: 'boss@gmail.com' })).email).toBe(
      'Please use your business email address. Consumer email providers (Gmail, Yahoo, Hotmail, etc.) are not accepted for employer accounts.'
    )
    expect(validateRegistration(registration({ userType: 'candidate', email: 'me@gmail.com' })).email).toBeUndefined()
    expect(
      validateRegistration(registration({ userType: 'employer', email: 'hr@acme-grid.com' })).email
    ).toBeUndefined()
  })

  it('lets an allow-list override the consumer list', () => {
    expect(
      validateRegistration(registration({ userType: 'employer', email: 'me@gmail.com' }), { allowList: ['gmail.com'] })
        .email
    ).toBeUndefined()
  })
})

describe('isConsumerEmailDomain', () => {
  it('has a large list without duplicates', () => {
    expect(CONSUMER_EMAIL_DOMAINS.length).toBeGreaterThanOrEqual(100)
    expect(new Set(CONSUMER_EMAIL_DOMAINS).size).toBe(CONSUMER_EMAIL_DOMAINS.length)
  })

  it.each([
    'gmail.com',
    'googlemail.com',
    'outlook.com',
    'hotmail.co.uk',
    'hotmail.com.br',
    'live.fr',
    'msn.com',
    'yahoo.co.jp',
    'yahoo.com.ar',
    'ymail.com',
    'icloud.com',
    'me.com',
    'aol.com',
    'proton.me',
    'pm.me',
    'gmx.de',
    'web.de',
    'yandex.ru',
    'ya.ru',
    'mail.ru',
    'zoho.com',
    'tuta.io',
    'fastmail.com',
    'qq.com',
    '163.com',
    'naver.com',
    'rediffmail.com',
    'libero.it',
    'orange.fr',
    't-online.de',
    'seznam.cz',
    'wp.pl',
    'bol.com.br',
    'comcast.net',
    'btinternet.com',
    'bigpond.com',
    'shaw.ca',
    'mail.com',
    'GMAIL.COM',
    '@gmail.com',
    'yahoo.com.pe',
    'hotmail.cl',
  ])('%s is consumer mail', (domain) => {
    expect(isConsumerEmailDomain(domain)).toBe(true)
  })

  it.each([
    'acme-grid.com',
    'mit.edu',
    'ox.ac.uk',
    'unimelb.edu.au',
    'usp.edu.br',
    'kyoto-u.ac.jp',
    'nasa.gov',
    'ferc.gov',
    'gov.uk',
    'service.gov.uk',
    'army.mil',
    'live-events.com',
    'yahoo-partners.io',
    'gmail.company.com',
  ])('%s is not consumer mail', (domain) => {
    expect(isConsumerEmailDomain(domain)).toBe(false)
  })

  it('honours the allow-list including subdomains', () => {
    expect(isConsumerEmailDomain('gmail.com', ['gmail.com'])).toBe(false)
    expect(isConsumerEmailDomain('mail.ru', ['ru'])).toBe(false)
  })
})
