/*
| From screening hits to the queue's intake: what `enqueue` is
| given, and when the content is held hidden.
*/
import { test } from '@japa/runner'
import { screenText } from '#moderation/screening/screen'
import { screeningIntake } from '#moderation/screening/intake'
import { screenAndEnqueue } from '#moderation/screening/listeners'

const comment = {
  contentType: 'comment' as const,
  contentId: '0b7c8a9e-1d2f-4a3b-8c4d-5e6f7a8b9c0d',
  authorId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
}

test.group('screening intake', () => {
  test('nothing found: nothing enqueued', async ({ assert }) => {
    assert.isNull(screeningIntake([], { ...comment, content: 'Congrats!' }))
    assert.isNull(
      await screenAndEnqueue({ ...comment, content: 'Congrats!' }, { contentType: 'comment', isPublic: true })
    )
  })

  test('a critical hit at or above the hold confidence is held, with every category', ({ assert }) => {
    const content = 'Vote Democrats or I will kill you, I know where you live'
    const hits = screenText(content, { contentType: 'comment', isPublic: true })
    assert.deepEqual(screeningIntake(hits, { ...comment, content }), {
      ...comment,
      content,
      source: 'screening',
      severity: 'critical',
      confidence: 0.97,
      categories: ['respectful_communication', 'political_or_election'],
      reason: 'A threat of violence against a person; Political or election campaigning',
      hold: true,
    })
  })

  test('a lesser hit is queued but not held', ({ assert }) => {
    const content = 'This outage is total bullshit'
    const input = screeningIntake(screenText(content, { contentType: 'comment', isPublic: true }), {
      ...comment,
      content,
    })
    assert.deepEqual(input, {
      ...comment,
      content,
      source: 'screening',
      severity: 'low',
      confidence: 0.6,
      categories: ['respectful_communication'],
      reason: 'Profanity',
      hold: false,
    })
  })

  test('critical below the hold confidence is not held', ({ assert }) => {
    const input = screeningIntake(
      [{ category: 'job_scam', severity: 'critical', confidence: 0.86, reason: 'Asks candidates to pay a fee' }],
      { ...comment, content: 'x' }
    )
    assert.equal(input?.hold, false)
  })
})
