import { describe, expect, it } from 'vitest'
import { describeAlert } from './create-alert'

describe('describeAlert', () => {
  it('names the distance only with a location, how often in words, and e-mail when asked', () => {
    expect(describeAlert({ location: 'Austin, TX', radius: 50, frequency: 'weekly', email: true })).toBe(
      'Within 50 miles · Weekly digest · by e-mail'
    )
    expect(describeAlert({ location: '', radius: 25, frequency: 'instant', email: false })).toBe('As jobs are posted')
    expect(describeAlert({ location: 'TX', radius: 25, frequency: 'daily' })).toBe('Within 25 miles · Daily digest')
  })
})
