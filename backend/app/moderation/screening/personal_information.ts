/*
| Personal information in public content (posts, comments, jobs, profiles;
| never a private message): US Social Security numbers and card numbers
| (Luhn-checked, known issuer prefix) are critical; phone numbers and
| e-mail addresses medium — except in a job post, where they are the
| company's public contact. The reason names the kind, never the number.
*/
import type { ScreeningContext, ScreeningHit } from './screen.js'
import type { PreparedText } from './types.js'

const SSN = /(?<![\d-])(?!000|666|9\d\d)\d{3}([- ])(?!00)\d{2}\1(?!0000)\d{4}(?![\d-])/g
const SSN_LABELLED = /\b(?:ssn|social\s+security(?:\s+(?:number|no\.?|#))?)\s*(?:is|:|#)?\s*(?!000|666|9\d\d)\d{9}\b/gi
const CARD = /(?<![\d-])(?:\d[ -]?){12,18}\d(?![\d-])/g
const EMAIL = /\b[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/gi
const PHONE =
  /(?<![\w-])(?:(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}|\+\d{1,3}[\s.-]?\d{2,4}(?:[\s.-]?\d{2,4}){2,4})(?![\w-])/g

/** A toll-free number (800, 888, 877, …) belongs to a business, never to a person. */
const TOLL_FREE = /^1?8(?:00|33|44|55|66|77|88)\d{7}$/

/** The Luhn checksum of a string of digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0
  let double = false
  for (let i = digits.length - 1; i >= 0; i--) {
    let digit = digits.charCodeAt(i) - 48
    if (double) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
    double = !double
  }
  return sum % 10 === 0
}

/** Visa, Mastercard, American Express, Discover, JCB, Diners, with the length each uses. */
function looksLikeCard(digits: string): boolean {
  const n = digits.length
  if (digits.startsWith('4')) return n === 13 || n === 16 || n === 19
  if (/^(?:5[1-5]|2(?:2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return n === 16
  if (/^3[47]/.test(digits)) return n === 15
  if (/^(?:6011|65|64[4-9])/.test(digits)) return n === 16 || n === 19
  if (/^35/.test(digits)) return n === 16
  if (/^3(?:0[0-5]|[689])/.test(digits)) return n === 14
  return false
}

function blank(text: string, pattern: RegExp, keep?: (match: string) => boolean) {
  let found = 0
  const rest = text.replace(pattern, (match) => {
    if (keep && !keep(match)) return match
    found++
    return ' '.repeat(match.length)
  })
  return { found, rest }
}

export function personalInformationHits(text: PreparedText, context: ScreeningContext): ScreeningHit[] {
  if (!context.isPublic) return []
  const hits: ScreeningHit[] = []
  let rest = text.raw

  const cards = blank(rest, CARD, (match) => {
    const digits = match.replace(/\D/g, '')
    return looksLikeCard(digits) && luhnValid(digits)
  })
  rest = cards.rest
  const ssns = blank(rest, SSN)
  rest = ssns.rest
  const labelled = blank(rest, SSN_LABELLED)
  rest = labelled.rest
  if (cards.found > 0) {
    hits.push({
      category: 'personal_information',
      severity: 'critical',
      confidence: 0.95,
      reason: 'A payment card number',
    })
  }
  if (ssns.found + labelled.found > 0) {
    hits.push({
      category: 'personal_information',
      severity: 'critical',
      confidence: labelled.found > 0 || /\b(?:ssn|social\s+security)\b/i.test(text.raw) ? 0.97 : 0.9,
      reason: 'A Social Security number',
    })
  }
  if (context.contentType === 'job') return hits

  const emails = blank(rest, EMAIL)
  rest = emails.rest
  const phones = blank(rest, PHONE, (match) => {
    const digits = match.replace(/\D/g, '')
    return digits.length >= 10 && !TOLL_FREE.test(digits)
  })
  if (emails.found > 0) {
    hits.push({
      category: 'personal_information',
      severity: 'medium',
      confidence: 0.9,
      reason: 'An e-mail address',
    })
  }
  if (phones.found > 0) {
    hits.push({
      category: 'personal_information',
      severity: 'medium',
      confidence: 0.85,
      reason: 'A phone number',
    })
  }
  return hits
}
