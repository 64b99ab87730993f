import { describe, expect, it } from 'vitest'
import { profilePath } from './profile-path'

describe('profilePath', () => {
  it("is the member's page under /people, the id escaped", () => {
    expect(profilePath('7d3c1a7e-0000-4000-8000-000000000000')).toBe('/people/7d3c1a7e-0000-4000-8000-000000000000')
    expect(profilePath('a/b')).toBe('/people/a%2Fb')
  })
})
