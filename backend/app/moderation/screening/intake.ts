/*
| From screening hits to the queue's intake: one queue input per
| screened text, with every category found, the strongest severity, the
| highest confidence and the reasons in words; held hidden until reviewed
| when a critical hit is at least MODERATION_RULES.holdConfidence sure, or
| when a hit asks for it (the job-scam model above its hold threshold).
*/
import { MODERATION_RULES, SEVERITIES, type ContentType } from '#moderation/constants'
import type { IntakeInput } from '#moderation/services/intake'
import type { ScreeningHit } from './screen.js'

export interface ScreenedContent {
  contentType: ContentType
  contentId: string
  authorId: string | null
  content: string
}

export function screeningIntake(hits: ScreeningHit[], screened: ScreenedContent): IntakeInput | null {
  if (hits.length === 0) return null
  const severity = hits.reduce(
    (strongest, hit) => (SEVERITIES.indexOf(hit.severity) < SEVERITIES.indexOf(strongest) ? hit.severity : strongest),
    hits[0].severity
  )
  const confidence = Math.max(...hits.map((hit) => hit.confidence))
  const hold = hits.some(
    (hit) => hit.hold === true || (hit.severity === 'critical' && hit.confidence >= MODERATION_RULES.holdConfidence)
  )
  return {
    ...screened,
    source: 'screening',
    severity,
    confidence,
    categories: [...new Set(hits.map((hit) => hit.category))],
    reason: hits.map((hit) => hit.reason).join('; '),
    hold,
  }
}
