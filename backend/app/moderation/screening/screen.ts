/*
| Screening: a text against the five guideline topics and job
| scams. Pure and synchronous (no database, no network): posting never waits
| on anything slow. Each topic has its rule beside this file; profanity,
| slurs and sexual words come from the maintained `obscenity` library.
| One hit per category at most (the strongest severity, the highest
| confidence, the reasons joined), the most severe first.
*/
import { SEVERITIES, type Category, type ContentType, type Severity } from '#moderation/constants'
import { jobScamHits } from './job_scam.js'
import { personalInformationHits } from './personal_information.js'
import { politicalHits } from './political.js'
import { profanityHits } from './profanity.js'
import { respectHits } from './respect.js'
import { safeAndLegalHits } from './safe_and_legal.js'
import type { PreparedText, Rule } from './types.js'

export interface ScreeningContext {
  contentType: ContentType
  /** Public content (posts, jobs, profiles): personal information in it is a hit; in a private message it is not. */
  isPublic: boolean
}

export interface ScreeningHit {
  category: Category
  severity: Severity
  /** 0–1 */
  confidence: number
  /** In words, for the queue and the author: what was found (never the matched secret itself, e.g. a card number). */
  reason: string
  /** Hide the content until an admin decides (the job-scam model above its hold threshold). */
  hold?: boolean
}

const RULES: Rule[] = [
  profanityHits,
  respectHits,
  politicalHits,
  safeAndLegalHits,
  personalInformationHits,
  jobScamHits,
]

function prepare(text: string): PreparedText {
  const raw = text.normalize('NFKC')
  const lower = raw
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ')
  return { raw, lower }
}

const rank = (severity: Severity) => SEVERITIES.indexOf(severity)

export function screenText(text: string, context: ScreeningContext): ScreeningHit[] {
  if (!text || !text.trim()) return []
  const prepared = prepare(text)
  return mergeHits(RULES.flatMap((rule) => rule(prepared, context)))
}

/** One hit per category: the strongest severity, the highest confidence, the reasons joined; the most severe first. */
export function mergeHits(hits: ScreeningHit[]): ScreeningHit[] {
  const byCategory = new Map<Category, ScreeningHit>()
  for (const hit of hits) {
    const known = byCategory.get(hit.category)
    if (!known) {
      byCategory.set(hit.category, { ...hit, confidence: round(hit.confidence) })
      continue
    }
    const merged: ScreeningHit = {
      category: hit.category,
      severity: rank(hit.severity) < rank(known.severity) ? hit.severity : known.severity,
      confidence: round(Math.max(known.confidence, hit.confidence)),
      reason: known.reason.includes(hit.reason) ? known.reason : `${known.reason}; ${hit.reason}`,
    }
    if (known.hold || hit.hold) merged.hold = true
    byCategory.set(hit.category, merged)
  }
  return [...byCategory.values()].sort((a, b) => rank(a.severity) - rank(b.severity) || b.confidence - a.confidence)
}

function round(value: number) {
  return Math.round(Math.min(1, Math.max(0, value)) * 100) / 100
}
