import { test } from '@japa/runner'
import { hourlyEquivalent, inferExperienceLevel, isRemoteLocation } from '#jobs/rules/job_rules'
import { WAGE_CATALOGUE, suggestedYearlyPay } from '#jobs/wage_catalogue'

test.group('job rules', () => {
  test('experience inferred from the requirements (part 2 §5)', ({ assert }) => {
    for (const text of [
      '5 years of experience',
      'Senior analyst',
      'Team lead',
      'a manager',
      'Supervisor role',
      'Expert in CIP',
      'advanced Excel',
    ]) {
      assert.equal(inferExperienceLevel(text), 'Senior Level', text)
    }
    for (const text of [
      'Experience required',
      'must have experience',
      '1+ year in utilities',
      'minimum 1 year',
      'Proven experience',
      'demonstrated experience',
    ]) {
      assert.equal(inferExperienceLevel(text), 'Mid Level', text)
    }
    for (const text of ['', 'Friendly and punctual', 'leadership skills welcome']) {
      assert.equal(inferExperienceLevel(text), 'Entry Level', text)
    }
    assert.equal(inferExperienceLevel(null), 'Entry Level')
  })

  test('hourly equivalent: hour ×1, day 8, week 40, month 173.33, year 2080', ({ assert }) => {
    assert.equal(hourlyEquivalent(25, 'hr'), 25)
    assert.equal(hourlyEquivalent(200, 'day'), 25)
    assert.equal(hourlyEquivalent(1000, 'week'), 25)
    assert.equal(hourlyEquivalent(4333.25, 'month'), 25)
    assert.equal(hourlyEquivalent(52000, 'year'), 25)
    assert.equal(hourlyEquivalent(100000, 'year'), 48.08)
  })

  test('remote when the location says so', ({ assert }) => {
    assert.isTrue(isRemoteLocation('Remote'))
    assert.isTrue(isRemoteLocation('Dallas (remote ok)'))
    assert.isFalse(isRemoteLocation('Dallas'))
  })

  test('wage catalogue: 7 categories, extremes 17 and 216, suggestion = round(midpoint) × 2080', ({ assert }) => {
    assert.lengthOf(WAGE_CATALOGUE, 7)
    const titles = WAGE_CATALOGUE.flatMap((entry) => entry.titles)
    assert.equal(Math.min(...titles.map((title) => title.minWage)), 17)
    assert.equal(Math.max(...titles.map((title) => title.maxWage)), 216)
    assert.equal(suggestedYearlyPay({ title: 'x', minWage: 17, maxWage: 26 }), 22 * 2080)
  })
})
