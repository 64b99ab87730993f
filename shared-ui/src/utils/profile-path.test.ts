import { describe, expect, it } from 'vitest'
import { askReferralPath, profilePath } from './profile-path'

describe('profilePath', () => {
  it("is the member's page under /people, the id escaped", () => {
    expect(profilePath('7d3c1a7e-0000-4000-8000-000000000000')).toBe('/people/7d3c1a7e-0000-4000-8000-000000000000')
    expect(profilePath('a/b')).toBe('/people/a%2Fb')
  })
})

describe('askReferralPath', () => {
  it('opens the jobs list with the member to ask, both escaped', () => {
    expect(askReferralPath({ id: 'u 7', name: 'Dana Reyes & Co' })).toBe(
      '/jobs?askReferralFrom=u+7&askReferralName=Dana+Reyes+%26+Co'
    )
  })
})
