import { beforeEach, describe, expect, it } from 'vitest'
import { referralCodeFor, rememberReferralCode } from './referral-link'

beforeEach(() => sessionStorage.clear())

describe('referral links', () => {
  it('keeps a well-formed code per job, and only for that job', () => {
    rememberReferralCode('j1', 'Ab3_-xYz')
    expect(referralCodeFor('j1')).toBe('Ab3_-xYz')
    expect(referralCodeFor('j2')).toBeNull()
  })

  it('ignores malformed codes, and a tampered stored value', () => {
    rememberReferralCode('j1', 'not a code!')
    expect(referralCodeFor('j1')).toBeNull()
    sessionStorage.setItem('hireloop:referral:j1', '<script>')
    expect(referralCodeFor('j1')).toBeNull()
  })
})
