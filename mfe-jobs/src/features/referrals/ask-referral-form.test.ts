import { ApiError } from '@hireloop/shared-ui'
import { describe, expect, it } from 'vitest'
import { askRefusal, referrerOf, validateAsk, type AskValues } from './ask-referral-form'

const values = (overrides: Partial<AskValues> = {}): AskValues => ({
  mode: 'connection',
  referrerId: 'u7',
  referrerEmail: '',
  message: '',
  ...overrides,
})

describe('validateAsk', () => {
  it('needs a chosen connection, or an e-mail address in e-mail mode', () => {
    expect(validateAsk(values())).toEqual({})
    expect(validateAsk(values({ referrerId: null }))).toEqual({ referrerId: 'Choose who should refer you' })
    expect(validateAsk(values({ mode: 'email', referrerEmail: '  ' }))).toEqual({
      referrerEmail: 'Choose who should refer you',
    })
    expect(validateAsk(values({ mode: 'email', referrerEmail: 'pat@' }))).toEqual({
      referrerEmail: 'Enter a valid e-mail address',
    })
    expect(validateAsk(values({ mode: 'email', referrerId: null, referrerEmail: ' pat@grid.example ' }))).toEqual({})
  })

  it('allows an empty message and at most 1000 characters', () => {
    expect(validateAsk(values({ message: 'x'.repeat(1000) }))).toEqual({})
    expect(validateAsk(values({ message: 'x'.repeat(1001) }))).toEqual({
      message: 'Message is too long (1000 characters at most)',
    })
  })
})

describe('referrerOf', () => {
  it('sends the id or the trimmed, lower-case address of the mode in use', () => {
    expect(referrerOf(values({ referrerEmail: 'x@y.z' }))).toEqual({ referrerId: 'u7' })
    expect(referrerOf(values({ mode: 'email', referrerEmail: ' Pat@Grid.Example ' }))).toEqual({
      referrerEmail: 'pat@grid.example',
    })
  })
})

describe('askRefusal', () => {
  it("puts a 422's messages under their fields (who to ask under the mode in use)", () => {
    const error = new ApiError(422, 'Unprocessable', {
      errors: [
        { field: 'referrerEmail', message: 'You cannot ask yourself for a referral' },
        { field: 'message', message: 'Message is too long (1000 characters at most)' },
        { field: 'jobId', message: 'Job is required' },
      ],
    })
    expect(askRefusal(error, 'email')).toEqual({
      referrerEmail: 'You cannot ask yourself for a referral',
      message: 'Message is too long (1000 characters at most)',
      form: 'Job is required',
    })
    expect(askRefusal(error, 'connection').referrerId).toBe('You cannot ask yourself for a referral')
  })

  it("shows another refusal's `error` (or `message`) above the form, and a retry hint for a 5xx", () => {
    const pending = 'You already have a pending referral request for this job with this person'
    expect(askRefusal(new ApiError(409, 'Conflict', { error: pending }), 'connection')).toEqual({ form: pending })
    expect(askRefusal(new ApiError(409, 'Conflict', { message: pending }), 'connection')).toEqual({ form: pending })
    expect(askRefusal(new ApiError(500, 'boom', { error: 'Internal' }), 'connection')).toEqual({
      form: 'Something went wrong. Please try again.',
    })
    expect(askRefusal(new TypeError('offline'), 'email')).toEqual({ form: 'Something went wrong. Please try again.' })
  })
})
