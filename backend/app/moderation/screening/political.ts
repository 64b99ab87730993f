/*
| Political or election content: campaigning, parties, candidates for
| office. A sum of weighted signals; words of the trade stay clean (a
| "grid election of board members", "NERC compliance", "FERC" orders,
| a "candidate" for a job, a marketing "campaign").
*/
import type { ScreeningHit } from './screen.js'
import type { PreparedText } from './types.js'

interface Signal {
  pattern: RegExp
  weight: number
  /** Ballots and elections: half the weight beside a board, shareholders or a grid operator. */
  electoral?: boolean
}

const STRONG: Signal[] = [
  {
    pattern:
      /\belect\s+\w+(?:\s+\w+){0,2}\s+(?:for|as)\s+(?:state|city|county|mayor|governor|senate|senator|congress|assembly|council|president|district|sheriff|judge|school\s+board)\b|\b(?:register\s+to\s+vote|vote\s+(?:yes|no)\s+on|ballot\s+(?:measure|initiative)|proposition\s+\d+|prop\s+\d+|measure\s+[a-z]\b|referendum)/,
    weight: 1,
  },
  {
    pattern:
      /\b(?:democrats?|democratic\s+party|republicans?|republican\s+party|gop|maga|tories|tory|labour\s+party|libertarian\s+party|green\s+party)\b/,
    weight: 1,
  },
  { pattern: /\b(?:trump|biden|obama|kamala|desantis|clinton|pelosi|aoc)\b/, weight: 1 },
  {
    electoral: true,
    pattern:
      /\b(?:presidential|midterms?|congressional\s+(?:race|seat|district)|senate\s+(?:race|seat)|gubernatorial|primar(?:y|ies)\s+(?:election|vote|race)|general\s+election|ballots?|polling\s+(?:station|place)s?|electoral|caucus)\b/,
    weight: 1,
  },
  {
    pattern:
      /\b(?:re-?elect|vote\s+(?:blue|red)|get\s+out\s+the\s+vote|campaign\s+(?:rally|donation|volunteers?\s+for))\b/,
    weight: 1,
  },
  {
    pattern:
      /\b(?:running|run|campaign(?:ing)?)\s+for\s+(?:mayor|governor|senate|congress|president|city\s+council|office|parliament|state\s+(?:house|senate))\b/,
    weight: 1,
  },
  { pattern: /\b(?:candidate|nominee)\s+for\s+(?:mayor|governor|senate|congress|president|office)\b/, weight: 1 },
  {
    pattern:
      /\b(?:political\s+part(?:y|ies)|left-?wing|right-?wing|liberals|conservatives|socialists|fascists|leftists)\b/,
    weight: 1,
  },
]

const WEAK: Signal[] = [
  { pattern: /\b(?:elections?|vote|voting|voters?)\b/, weight: 0.5 },
  {
    pattern:
      /\b(?:politics|political|politicians?|senators?|congressman|congresswoman|governor|mayor|parliament|president)\b/,
    weight: 0.5,
  },
  { pattern: /\b(?:campaign|candidates?|party|parties)\b/, weight: 0.25 },
]

/** The word "election"/"vote" of a company or a grid operator, not of the public. */
const CORPORATE =
  /\b(?:board|directors?|shareholders?|stockholders?|trustees?|officers?|committee|grid|nerc|ferc|union\s+rep|employee\s+of\s+the\s+month|proxy|annual\s+meeting|hoa|chapter|team\s+lead|survey)\b/

export function politicalHits(text: PreparedText): ScreeningHit[] {
  const corporate = CORPORATE.test(text.lower)
  let score = 0
  for (const { pattern, weight, electoral } of STRONG) {
    if (pattern.test(text.lower)) score += electoral && corporate ? weight / 2 : weight
  }
  for (const { pattern, weight } of WEAK) {
    if (pattern.test(text.lower) && !corporate) score += weight
  }
  if (score < 1) return []
  return [
    {
      category: 'political_or_election',
      severity: score >= 2 ? 'medium' : 'low',
      confidence: Math.min(0.95, 0.6 + score * 0.15),
      reason: 'Political or election campaigning',
    },
  ]
}
