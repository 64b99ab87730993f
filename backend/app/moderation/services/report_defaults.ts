import { CATEGORIES, CATEGORY_LABELS, type Category } from '#moderation/constants'

/** A member's report, before review: medium severity, half confidence. */
export const REPORT_DEFAULTS = { severity: 'medium', confidence: 0.5 } as const

const KEYWORDS: Array<[RegExp, Category]> = [
  [/\b(scam|fraud|fake job|phishing)\b/i, 'job_scam'],
  [/\b(harass|abuse|abusive|hate|insult|bully|offensive|rude)/i, 'respectful_communication'],
  [/\b(sexual|nudity|nude|graphic|violent|violence|gore)/i, 'graphic_or_sexual'],
  [/\b(politic|election|campaign)/i, 'political_or_election'],
  [/\b(illegal|drugs|weapon|dangerous|self-harm)/i, 'safe_and_legal'],
  [/\b(personal information|private information|doxx|address|phone number)/i, 'personal_information'],
]

/**
 * The guideline a report's reason names (its key, its label, its label followed by ': ' and the member's own words, or
 * a telling word), or none.
 */
export function categoriesFromReason(reason: string | null | undefined): Category[] {
  if (!reason) return []
  const text = reason.trim().toLowerCase()
  const named = (name: string) => text === name || text.startsWith(`${name}:`)
  const exact = CATEGORIES.find((c) => named(c) || named(CATEGORY_LABELS[c].toLowerCase()))
  if (exact) return [exact]
  const match = KEYWORDS.find(([pattern]) => pattern.test(text))
  return match ? [match[1]] : []
}
