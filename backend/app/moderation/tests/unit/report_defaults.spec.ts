import { test } from '@japa/runner'
import { categoriesFromReason } from '#moderation/services/report_defaults'

test.group('categoriesFromReason', () => {
  test('a guideline key or label, a telling word, or none', ({ assert }) => {
    assert.deepEqual(categoriesFromReason('job_scam'), ['job_scam'])
    assert.deepEqual(categoriesFromReason('Protecting personal information'), ['personal_information'])
    assert.deepEqual(categoriesFromReason('Looks like a scam'), ['job_scam'])
    // The report dialog sends the guideline's name, then the member's own words.
    assert.deepEqual(categoriesFromReason('Job scams: the pay is sent before the first shift'), ['job_scam'])
    assert.deepEqual(categoriesFromReason('Respectful communication: keeps writing after I said no'), [
      'respectful_communication',
    ])
    assert.deepEqual(categoriesFromReason('Harassment'), ['respectful_communication'])
    assert.deepEqual(categoriesFromReason('Election propaganda'), ['political_or_election'])
    assert.deepEqual(categoriesFromReason('Spam'), [])
    assert.deepEqual(categoriesFromReason(null), [])
    assert.deepEqual(categoriesFromReason(''), [])
  })
})
