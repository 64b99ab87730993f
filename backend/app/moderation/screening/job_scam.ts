/*
| Job scams: money asked of a candidate (fees to apply, paid training or
| starter kits, wire transfers, gift cards, crypto, cheques to deposit and
| send on) or bank and identity details asked up front are critical; the
| softer lures ("no interview needed", guaranteed income) count only
| together. An employer's ordinary words stay clean ("we cover training",
| "gift card for referrals", "direct deposit set up after your start date").
*/
import type { ScreeningHit } from './screen.js'
import type { PreparedText } from './types.js'

interface Signal {
  pattern: RegExp
  reason: string
}

const MONEY = String.raw`(?:\$\s?\d[\d,.]*|\d[\d,.]*\s?(?:usd|dollars|eur|gbp))`

/** Money asked of the candidate: each alone is a scam. */
const ASKS_MONEY: Signal[] = [
  {
    pattern:
      /\b(?:application|applying|registration|processing|onboarding|training|placement|background[- ]check|equipment|starter[- ]kit|kit|membership|enrol?lment|starter|start-?up|joining|entry|admin(?:istration)?|set-?up|activation|verification|certification|uniform|security\s+deposit|refundable)\s+(?:fee|deposit|charge|payment)s?\b(?!\s+(?:is|are)?\s*(?:waived|covered|reimbursed|paid\s+by\s+(?:us|the\s+company)))/,
    reason: 'Asks candidates to pay a fee',
  },
  {
    pattern: new RegExp(
      String.raw`(?<!\b(?:starting|base|hourly|annual|weekly|take-home|overtime|holiday|the|your|our|competitive|great|good|top|we|will|they|company|employer|to|which|that|who)\s+)\b(?:pay|send|deposit|transfer|remit)\s+(?:us\s+|a\s+|the\s+|only\s+|just\s+)?(?:${MONEY}|a\s+small\s+(?:fee|amount|deposit))(?![^.;]{0,24}?\b(?:hour|hourly|hr|h|year|yearly|yr|week|weekly|wk|month|monthly|day|daily|annually|annum|commission|salary|bonus|per)\b)`
    ),
    reason: 'Asks candidates to pay before starting',
  },
  {
    pattern:
      /\b(?:pay|paying|payment)\s+(?:\w+\s+){0,6}(?:to|before\s+you|before\s+we)\s+(?:start|apply|begin|get\s+started|secure|reserve|register|activate|receive|be\s+hired|onboard)\b/,
    reason: 'Asks candidates to pay before starting',
  },
  {
    pattern:
      /\b(?:buy|purchase|pay\s+for|order)\s+(?:[\w$.,()-]+\s+){0,3}(?:starter[- ]kit|training\s+(?:materials?|course|package|program)|equipment\s+(?:package|bundle)|software\s+license|work\s+kit|kit)\b/,
    reason: 'Asks candidates to buy training or a starter kit',
  },
  {
    pattern:
      /\b(?:buy|purchase|order)\s+(?:\w+\s+){0,4}(?:from|through)\s+(?:our|the|a)\s+(?:approved|preferred|designated|certified|authori[sz]ed)\s+(?:vendor|supplier|store)\b|\bwith\s+your\s+own\s+(?:money|funds|card)\b[^.]{0,80}\breimburse/,
    reason: 'Asks candidates to buy equipment from a named vendor',
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:via|through|by|on|with)\s+(?:cash\s*app|venmo|paypal|zelle)\b[^.]{0,60}?${MONEY}|${MONEY}[^.]{0,60}?\b(?:via|through|by|on|with)\s+(?:cash\s*app|venmo|paypal|zelle)\b`
    ),
    reason: 'Asks for money through a payment app',
  },
  {
    pattern:
      /\b(?:wire\s+(?:the\s+(?:money|funds|balance|rest|remaining)|funds\s+to|it\s+to|us|me)|(?:send|pay|via|through|by)\s+(?:a\s+)?wire\s+transfer|western\s+union|moneygram|zelle\s+(?:me|us|the))\b/,
    reason: 'Asks for a wire transfer',
  },
  {
    pattern:
      /\b(?:buy|purchase|send|pay\s+(?:with|in|using|via))\s+(?:[\w$.,]+\s+){0,3}gift\s*cards?\b|\bgift\s*cards?\s+(?:codes?|as\s+payment|to\s+(?:pay|cover))\b|\b(?:scratch|photo|pictures?)\s+(?:of\s+)?(?:the\s+)?(?:gift\s*card|card\s+codes?)\b/,
    reason: 'Asks for payment in gift cards',
  },
  {
    pattern:
      /\b(?:pay|send|deposit|transfer|invest)\s+(?:[\w$.,]+\s+){0,5}(?:bitcoin|btc|usdt|eth|ethereum|crypto(?:currency)?)\b|\b(?:bitcoin|btc|usdt|crypto)\s+(?:wallet|address)\s+(?:below|to\s+(?:pay|send|deposit))/,
    reason: 'Asks for payment in cryptocurrency',
  },
  {
    pattern: /\b(?:deposit|cash)\s+(?:the|this|a)\s+(?:check|cheque)\b[^.]{0,80}\b(?:send|wire|transfer|return|buy)\b/,
    reason: 'Asks candidates to deposit a cheque and send money on',
  },
]

/** Cheque overpayment: "send the difference on". */
ASKS_MONEY.push({
  pattern:
    /\b(?:send|wire|transfer|return)\s+(?:back\s+)?the\s+(?:difference|balance|rest|remainder|overpayment|excess)\b/,
  reason: 'Asks candidates to deposit a cheque and send money on',
})

/** Bank or identity details asked up front. */
const ASKS_DETAILS: Signal[] = [
  {
    pattern:
      /\b(?:send|provide|share|submit|reply\s+with|email|e-mail|text|dm|give)\b[^.]{0,80}\b(?:ssn|social\s+security|bank\s+account|routing\s+number|account\s+number|bank\s+login|online\s+banking|card\s+(?:number|details)|pin)\b/,
    reason: 'Asks for bank or identity details up front',
  },
  {
    pattern:
      /\b(?:send|provide|share|submit|text|email|e-mail|dm|give|need|require)\s+(?:us\s+|me\s+)?(?:with\s+)?(?:your|ur)\s+(?:full\s+)?(?:bank(?:ing)?\s+(?:account|details|info(?:rmation)?|login|password)|account\s+(?:and\s+routing\s+)?numbers?|routing\s+numbers?|online\s+banking|card\s+(?:number|details)|credit\s+card|debit\s+card|pin|ssn|social\s+security\s+(?:number|card)|driver'?s?\s+licen[cs]e|passport|photo\s+id|id\s+(?:card|photos?|scan))\b/,
    reason: 'Asks for bank or identity details up front',
  },
]

/** Lures: two make a hit. */
const LURES: Signal[] = [
  {
    pattern: /\bno\s+(?:interview|experience|resume|cv)s?\s+(?:needed|required|necessary)\b/,
    reason: 'No interview needed',
  },
  { pattern: /\bguaranteed\s+(?:income|job|placement|hire|hiring|pay|earnings|profit)\b/, reason: 'Guaranteed income' },
  {
    pattern: new RegExp(
      String.raw`\b(?:earn|make)\s+(?:up\s+to\s+)?${MONEY}\s*(?:\+\s*)?(?:a|per|\/)\s*(?:day|week|hour)\b`
    ),
    reason: 'Unrealistic pay',
  },
  {
    pattern:
      /\b(?:interview|contact|message)\s+(?:\w+\s+){0,3}(?:on|via|through)\s+(?:telegram|whatsapp|signal|hangouts)\b/,
    reason: 'Interview on a chat app',
  },
  {
    pattern: /\b(?:you\s+have\s+been\s+(?:selected|shortlisted|chosen)|kindly\s+(?:remit|send|pay|provide))\b/,
    reason: 'An unsolicited offer',
  },
  {
    pattern:
      /\b(?:act\s+now|limited\s+(?:slots|spots)|only\s+\d+\s+(?:slots|spots)|hired\s+(?:today|immediately|on\s+the\s+spot))\b/,
    reason: 'Pressure to act now',
  },
  {
    pattern: /\b(?:work\s+from\s+home|from\s+your\s+phone|reshipping|package\s+forwarding|mystery\s+shopper)\b/,
    reason: 'Work-from-home lure',
  },
]

/**
 * "The fee is waived", "we never ask for payment", "zero start-up fee",
 * "all fees are reimbursed": an employer saying no money is asked.
 */
const DISCLAIMER =
  /\b(?:never|will\s+not|won't|do\s+not|don't|does\s+not|doesn't|no)\s+(?:\w+\s+){0,3}(?:ask|charge|request|require)\s+(?:\w+\s+){0,3}(?:fees?|payment|money|bank)|\b(?:no|zero|without\s+(?:any|a)?|free\s+of|\$0)\s*(?:[\w-]+\s+){0,2}(?:fees?|charges?|costs?|deposits?)\b|\bfree\s+of\s+charge\b|\b(?:fees?|costs?)\b[^.;]{0,40}\b(?:reimbursed|refunded|waived|covered\s+by\s+(?:us|the\s+company))\b|\bfee\s+waivers?\b/

/** Details asked for after the hire (payroll on the first day) are ordinary onboarding. */
const POST_HIRE =
  /\b(?:after|once|on)\s+(?:your\s+)?(?:start(?:\s+date)?|first\s+day|hire|hiring|onboarding|you\s+(?:start|join|are\s+hired|sign))\b/

export function jobScamHits(text: PreparedText): ScreeningHit[] {
  const lower = text.lower
  const disclaimer = DISCLAIMER.test(lower)
  const money = disclaimer ? [] : ASKS_MONEY.filter((s) => s.pattern.test(lower))
  const details = disclaimer || POST_HIRE.test(lower) ? [] : ASKS_DETAILS.filter((s) => s.pattern.test(lower))
  const lures = LURES.filter((s) => s.pattern.test(lower))

  const strong = money.length + details.length
  if (strong > 0) {
    const reasons = [...new Set([...money, ...details].map((s) => s.reason))]
    return [
      {
        category: 'job_scam',
        severity: 'critical',
        confidence: Math.min(0.98, 0.86 + 0.05 * (strong - 1) + 0.04 * lures.length),
        reason: reasons.join('; '),
      },
    ]
  }
  if (lures.length >= 2) {
    return [
      {
        category: 'job_scam',
        severity: lures.length >= 3 ? 'high' : 'medium',
        confidence: Math.min(0.85, 0.55 + 0.1 * lures.length),
        reason: `Signs of a job scam: ${lures.map((s) => s.reason.toLowerCase()).join(', ')}`,
      },
    ]
  }
  return []
}
