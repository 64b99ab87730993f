/*
| Profanity, slurs and sexual words through the maintained `obscenity`
| library (its English data set and its recommended transformers, which
| undo leetspeak, repeated letters and confusable characters, and whose
| whitelists keep "Scunthorpe", "assess", "cocktail" and friends clean).
| Its words are sorted into the guideline topics: sexual words are
| graphic_or_sexual, slurs and insults respectful_communication.
*/
import { DataSet, RegExpMatcher, englishDataset, englishRecommendedTransformers, type MatchPayload } from 'obscenity'
import type { ScreeningHit } from './screen.js'
import type { PreparedText } from './types.js'

interface WordMetadata {
  originalWord: string
}

/** Words too common in ordinary hiring texts ("without regard to race, sex, …"). */
const DROPPED = new Set(['sex'])

const dataset = new DataSet<WordMetadata>()
  .addAll(englishDataset)
  .removePhrasesIf((phrase) => DROPPED.has(phrase.metadata?.originalWord ?? ''))

const matcher = new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers })

/** Explicit sexual words: critical. */
const EXPLICIT = new Set([
  'anal',
  'bestiality',
  'blowjob',
  'buttplug',
  'cum',
  'deepthroat',
  'dildo',
  'doggystyle',
  'double penetration',
  'ejaculate',
  'felch',
  'fellatio',
  'finger bang',
  'fisting',
  'gangbang',
  'handjob',
  'hentai',
  'incest',
  'jerk off',
  'jizz',
  'lubejob',
  'masturbate',
  'orgasm',
  'orgy',
  'porn',
  'rape',
  'semen',
])
/** Milder body words: sexual, but high rather than critical. */
const SUGGESTIVE = new Set(['anus', 'boob', 'cock', 'penis', 'pussy', 'tit', 'vagina', 'wank', 'scat', 'hooker'])
/** Slurs against a group: high. */
const SLURS = new Set([
  'abo',
  'abeed',
  'africoon',
  'arabush',
  'boonga',
  'chingchong',
  'chink',
  'dyke',
  'fag',
  'kike',
  'negro',
  'nigger',
  'retard',
  'spastic',
  'tranny',
])

/** Benign phrases the word list would otherwise catch (masked, same length, before matching). */
const BENIGN = [
  /\b(?:magna|summa)?\s*cum\s+laude\b/gi,
  // "Admin cum Front Office": "cum" joining two roles in a job title (Indian English for "and also").
  /(?<=\b[A-Za-z][a-z]+\s)[Cc]um(?=\s+(?:[A-Z][a-z]+|front|office|admin|receptionist|accountant|assistant|manager|sales|executive|clerk|secretary|officer|supervisor|coordinator|cashier|driver|cook|helper|typist)\b)/g,
  // "Dick" beside another capitalised word is a name ("Moby Dick", "Dick Smith").
  /(?<=\b[A-Z][a-z]+\s)Dick\b|\bDick(?=\s+[A-Z][a-z]+)/g,
]

/** Swearing written with symbols for letters ("f**k", "sh!t", "b*tch"), which the library reads as punctuation. */
const MASKED =
  /\b(?:f[*#@$%!]{1,3}(?:c?k|ck)\w*|sh[*#@$%!]{1,2}t\w*|b[*#@$%!]{1,3}(?:tch|ch)\w*|a[*#@$%!]{1,2}(?:hole|s)\b|c[*#@$%!]{1,2}nt\w*)/gi

/** Sexual words of ordinary speech that the library leaves out ("sex" is dropped above for "race, sex, age…"). */
const SEXUAL_PHRASES =
  /\b(?:(?:have|having|had|want|wanna)\s+s[e3]x|s[e3]xy|s[e3]x\s+(?:tapes?|videos?|chats?|pics?|photos?)|explicit\s+(?:sex|videos?|photos?|pics?|content)|bang\s+(?:her|him|you)|wear\s+something\s+(?:revealing|sexy|tight|short)|hotel\s+room\b[^.]{0,60}\bpromotion|sexual\s+favou?rs?|nudes?|naked(?!\s+eye)|topless|lingerie\s+(?:pics?|photos?))\b/i

/** Endings a listed word may take and still be itself ("tits", "fucking"); never "analyst" from "anal". */
const ENDINGS = /^(?:s|es|ed|er|ers|ing)?(?![\p{Ll}\p{N}])/u

const isLetter = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char)
const isUpper = (char: string | undefined) => char !== undefined && /\p{Lu}/u.test(char)

/**
 * Whole words only: the match starts where a word starts (or where ad text
 * run together starts a capitalised word, "gameAnalyzing") and ends where it
 * ends, give or take an ending; and it has all the word's letters ("PRN", a
 * nursing shift, is not "porn").
 */
function isWholeWord(text: string, start: number, end: number, word: string) {
  const before = text[start - 1]
  if (isLetter(before) && !(isUpper(text[start]) && !isUpper(before))) return false
  const rest = text.slice(end + 1, end + 12)
  if (!ENDINGS.test(rest)) return false
  if (isUpper(text[end]) && isLetter(text[end + 1])) return false
  const span = text.slice(start, end + 1)
  return (span.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= (word.match(/[\p{L}\p{N}]/gu)?.length ?? 0)
}

/** "you …" right before the word: the insult is aimed at someone. */
const AIMED = /\b(?:you|ur|u|you're|youre|you are)\s+(?:\w+\s+){0,2}$/i

export function profanityHits(text: PreparedText): ScreeningHit[] {
  let masked = text.raw
  for (const pattern of BENIGN) masked = masked.replace(pattern, (m) => ' '.repeat(m.length))
  const matches: MatchPayload[] = matcher.getAllMatches(masked)

  let explicit = 0
  let suggestive = 0
  let slurs = 0
  let aimed = 0
  let swearing = 0
  const seen = new Set<string>()
  for (const match of masked.matchAll(MASKED)) {
    if (
      AIMED.test(masked.slice(Math.max(0, match.index - 40), match.index)) ||
      /yourself/i.test(match[0] + masked.slice(match.index + match[0].length, match.index + match[0].length + 12))
    )
      aimed++
    else swearing++
  }
  if (SEXUAL_PHRASES.test(masked)) suggestive++
  for (const match of matches) {
    // Digits alone are numbers, not leetspeak: "post 455", "717 volts", "80085".
    if (!/\p{L}/u.test(masked.slice(match.startIndex, match.endIndex + 1))) continue
    const word = dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? ''
    const listed = EXPLICIT.has(word) || SUGGESTIVE.has(word) || SLURS.has(word)
    // The words that make critical or high hits match whole words only; swearing keeps the library's own
    // boundaries ("bullshit"), as it is a low hit at most.
    if (listed && !isWholeWord(masked, match.startIndex, match.endIndex, word)) continue
    const key = `${word}@${match.startIndex}`
    if (seen.has(key)) continue
    seen.add(key)
    if (EXPLICIT.has(word)) explicit++
    else if (SUGGESTIVE.has(word)) suggestive++
    else if (SLURS.has(word)) slurs++
    else if (AIMED.test(masked.slice(Math.max(0, match.startIndex - 40), match.startIndex))) aimed++
    else swearing++
  }

  const hits: ScreeningHit[] = []
  if (explicit > 0) {
    hits.push({
      category: 'graphic_or_sexual',
      severity: 'critical',
      confidence: explicit > 1 ? 0.97 : 0.9,
      reason: 'Explicit sexual language',
    })
  } else if (suggestive > 0) {
    hits.push({
      category: 'graphic_or_sexual',
      severity: 'high',
      confidence: suggestive > 1 ? 0.85 : 0.7,
      reason: 'Sexual language',
    })
  }
  if (slurs > 0) {
    hits.push({
      category: 'respectful_communication',
      severity: 'high',
      confidence: 0.92,
      reason: 'A slur against a group of people',
    })
  } else if (aimed > 0) {
    hits.push({
      category: 'respectful_communication',
      severity: 'medium',
      confidence: 0.88,
      reason: 'An insult aimed at someone',
    })
  } else if (swearing > 0) {
    hits.push({
      category: 'respectful_communication',
      severity: 'low',
      confidence: swearing > 1 ? 0.75 : 0.6,
      reason: 'Profanity',
    })
  }
  return hits
}
