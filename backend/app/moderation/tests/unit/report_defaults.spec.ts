import { test } from '@japa/runner'
import { categoriesFromReason } from '#moderation/services/report_defaults'

test.group('categoriesFromReason', () => {
  test('a guideline key or label, a telling word, or none', ({ assert }) => {
    assert.deepEqual(categoriesFromReason('job_scam'), ['job_scam'])
    assert.deepEqual(categoriesFromReason('Protecting personal information'), ['personal_information'])
    assert.deepEqual(categoriesFromReason('Looks like a scam'), ['job_scam'])
    assert.deepEqual(categoriesFromReason('Harassment'), ['respectful_communication'])
    assert.deepEqual(categoriesFromReason('Election propaganda'), ['political_or_election'])
    assert.deepEqual(categoriesFromReason('Spam'), [])
    assert.deepEqual(categoriesFromReason(null), [])
    assert.deepEqual(categoriesFromReason(''), [])
  })
})
