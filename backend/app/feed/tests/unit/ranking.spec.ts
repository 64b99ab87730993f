import { test } from '@japa/runner'
import { engagementScore, finalScore, freshnessScore, RANKING } from '#feed/services/ranking'
import { computeContentQuality } from '#feed/services/content_quality'
import { normalizePost } from '#feed/services/blocks'
import { decodeCursor, encodeCursor } from '#shared/pagination/keyset'

test.group('ranking', () => {
  test('the final score is hours: freshness plus engagement and quality bonuses', ({ assert }) => {
    const at = new Date('2026-11-21T12:00:00Z')
    const hours = freshnessScore(at)
    assert.equal(finalScore(hours, 0, 50), hours)
    assert.closeTo(finalScore(hours, 15, 50) - hours, RANKING.engagementHours * 4, 1e-9)
    assert.closeTo(finalScore(hours, 0, 100) - hours, RANKING.qualityHours, 1e-9)
    assert.closeTo(finalScore(hours, 0, 0) - hours, -RANKING.qualityHours, 1e-9)
    // A day-old post with 63 weighted interactions ties a fresh one with none, at equal quality.
    assert.closeTo(finalScore(hours - 24, 63, 50), finalScore(hours, 0, 50), 1e-9)
  })

  test('engagement is weighted by how much each action costs the reader', ({ assert }) => {
    assert.equal(engagementScore({ likes: 1, comments: 1, reposts: 1, shares: 1, saves: 1 }), 9)
  })
})

test.group('content quality', () => {
  test('a considered post scores above a shouted one', ({ assert }) => {
    const good = computeContentQuality(
      normalizePost([
        {
          type: 'paragraph',
          content: {
            text: 'We are hiring two compliance analysts for our Austin office. The team audits NERC CIP controls and writes clear reports. Training is provided, and remote days are possible. #hiring #nerc',
          },
        },
        { type: 'image', content: { url: '/team.png' } },
      ])
    )
    const bad = computeContentQuality(
      normalizePost([{ type: 'paragraph', content: { text: 'WTF WHY IS NOBODY HIRING ME!!!!! THIS IS SHIT' } }])
    )
    assert.isTrue(good.hasImage)
    assert.isTrue(good.hasHashtags)
    assert.isTrue(good.professionalLanguage)
    assert.isFalse(bad.professionalLanguage)
    assert.isAbove(good.qualityScore, 60)
    assert.isBelow(bad.qualityScore, 30)
    assert.isBelow(bad.moderationScore, 100)
    for (const score of [good.grammarScore, good.readabilityScore, bad.grammarScore, bad.readabilityScore]) {
      assert.isAtLeast(score, 0)
      assert.isAtMost(score, 100)
    }
  })
})

test.group('cursor', () => {
  test('round-trips exact doubles and refuses other shapes', ({ assert }) => {
    const score = 493_020.123_456_789_01
    const cursor = encodeCursor({ t: 'intelligent', s: score, id: 'x' })
    assert.equal(decodeCursor(cursor, { t: 'string', s: 'number', id: 'string' }).s, score)
    assert.throws(() => decodeCursor(cursor, { t: 'string', c: 'number' }), 'Validation failure')
    assert.throws(() => decodeCursor('%%%', { t: 'string' }), 'Validation failure')
  })
})
