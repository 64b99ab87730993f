/*
| The job-scam model's features, shared by the training script and the
| screening: one function turns a posting (the shared file's row, or a job
| with its company as the product knows it) into a sparse vector.
|
| - text: hashed word unigrams and bigrams and character 3–5-grams of the
|   title and of the body (description, requirements, benefits), as log
|   counts times the inverse document frequency over the training postings
|   (stored in the model file), L2-normalised per block;
| - company: the company's own description hashed the same way in its own
|   space, whether there is one and how long, whether it shows a logo;
| - pay: the pay read as an hourly figure against the wage catalogue, and the
|   shape of a salary range;
| - signals written in the text that an admin can check: off-platform contact
|   (chat apps, an e-mail address or phone number to write to), work from
|   home, quick money.
| A signal that is absent and an ordinary value encode the same (all zero), so
| a job whose pay the employer had to fill in looks like an ad without one.
*/

import { readFileSync } from 'node:fs'

/** A posting as the model sees it: the shared file's fields. */
export interface Posting {
  title: string
  /** "35000-73000", "20", or empty. */
  salary: string
  companyProfile: string
  description: string
  requirements: string
  benefits: string
  hasCompanyLogo: boolean
}

export type FeatureGroup = 'text' | 'company' | 'pay'
export const FEATURE_GROUPS: FeatureGroup[] = ['text', 'company', 'pay']

export const HASH_BITS = 18
export const HASH_DIM = 1 << HASH_BITS

/** Named features (dense, after the hashed ones), each with its words for a queue reason. */
export const SIGNALS = [
  { key: 'no_company_description', group: 'company', words: 'the company does not describe itself' },
  { key: 'short_company_description', group: 'company', words: 'the company describes itself in a line or two' },
  { key: 'no_logo', group: 'company', words: 'the company shows no logo' },
  { key: 'pay_above_catalogue', group: 'pay', words: 'pay above the wage catalogue’s top rate' },
  { key: 'pay_below_catalogue', group: 'pay', words: 'pay below the wage catalogue’s lowest rate' },
  { key: 'pay_range_wide', group: 'pay', words: 'a pay range whose top is over twice its bottom' },
  { key: 'pay_range_inconsistent', group: 'pay', words: 'a pay range that mixes units (e.g. 21–63000)' },
  { key: 'off_platform_chat', group: 'text', words: 'asks to be contacted on a chat app' },
  { key: 'contact_email', group: 'text', words: 'gives an e-mail address to write to' },
  { key: 'contact_phone', group: 'text', words: 'gives a phone number to call or text' },
  { key: 'work_from_home', group: 'text', words: 'says the work is from home' },
  { key: 'quick_money', group: 'text', words: 'promises quick or easy money' },
  { key: 'short_description', group: 'text', words: 'a very short description of the job' },
] as const satisfies ReadonlyArray<{ key: string; group: FeatureGroup; words: string }>

export type SignalKey = (typeof SIGNALS)[number]['key']
export const DIM = HASH_DIM + SIGNALS.length

/**
 * The extremes of the wage catalogue (GET /api/jobs/wage-catalogue: $17 to
 * $216 an hour over every title), as the model was trained with them; a
 * change to the catalogue is a reason to retrain.
 */
export const CATALOGUE_HOURLY = { min: 17, max: 216 }
const CATALOGUE_MIN = CATALOGUE_HOURLY.min
const CATALOGUE_MAX = CATALOGUE_HOURLY.max

export interface SparseVector {
  indices: Int32Array
  values: Float32Array
}

export interface Featurized {
  vector: SparseVector
  /** The word features by index (the first phrase seen there), to name the strongest ones. */
  words: Map<number, string>
}

const FNV_OFFSET = 0x811c9dc5

/** FNV-1a, 32 bits, of text[start, end) continuing from `h` (so a key is hashed without building its string). */
function fnv(h: number, text: string, start = 0, end = text.length): number {
  for (let i = start; i < end; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h
}

const SPACE = 32
const step = (h: number, code: number) => Math.imul(h ^ code, 0x01000193)
const bucketOf = (h: number) => (h >>> 0) & (HASH_DIM - 1)

function normalize(text: string) {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/https?:\/\/\S+|www\.\S+/g, ' _url_ ')
    .replace(/[\w.+-]+@[\w-]+\.[\w.]+/g, ' _email_ ')
    .replace(/\+?\d[\d\s().-]{6,}\d/g, ' _phone_ ')
    .replace(/[\u2018\u2019']/g, '')
}

function words(text: string): string[] {
  return text.match(/[a-z_][a-z0-9_]*|\d+/g) ?? []
}

/** Adds one namespace of hashed text features: log counts times the inverse document frequency, L2-normalised. */
function addText(
  into: Map<number, number>,
  named: Map<number, string>,
  space: string,
  text: string,
  chars: boolean,
  idf: Float32Array | null,
  label = ''
) {
  // Counts in a scratch array (cleared after use), the touched indices listed: no map on the hot path.
  touched.length = 0
  const count = (index: number) => {
    if (scratch[index] === 0) touched.push(index)
    scratch[index]++
  }
  const wordSeed = fnv(FNV_OFFSET, `${space}w:`)
  const pairSeed = fnv(FNV_OFFSET, `${space}b:`)
  const charSeed = fnv(FNV_OFFSET, `${space}c:`)
  const tokens = words(text)
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]
    const word = bucketOf(fnv(wordSeed, token))
    count(word)
    if (!named.has(word) && !token.includes('_')) named.set(word, `${label}“${token}”`)
    if (i > 0) {
      const previous = tokens[i - 1]
      const pair = bucketOf(fnv(step(fnv(pairSeed, previous), SPACE), token))
      count(pair)
      if (!named.has(pair) && !previous.includes('_') && !token.includes('_')) {
        named.set(pair, `${label}“${previous} ${token}”`)
      }
    }
    if (chars) {
      // The character n-grams of " token ", hashed as `${space}c:${gram}`.
      const padded = ` ${token} `
      for (let n = 3; n <= 5; n++) {
        for (let start = 0; start + n <= padded.length; start++)
          count(bucketOf(fnv(charSeed, padded, start, start + n)))
      }
    }
  }
  let norm = 0
  for (const index of touched) {
    scratch[index] = Math.log1p(scratch[index]) * (idf ? idf[index] : 1)
    norm += scratch[index] ** 2
  }
  norm = Math.sqrt(norm) || 1
  for (const index of touched) {
    into.set(index, (into.get(index) ?? 0) + scratch[index] / norm)
    scratch[index] = 0
  }
}

const scratch = new Float64Array(HASH_DIM)
const touched: number[] = []

interface Pay {
  low: number
  high: number
}

/** "35000-73000" → { low, high }; one number → both; nothing readable → null. */
export function parseSalary(salary: string): Pay | null {
  const numbers = (salary.match(/\d+(?:\.\d+)?/g) ?? []).map(Number).filter((n) => n > 0)
  if (numbers.length === 0) return null
  return { low: Math.min(...numbers), high: Math.max(...numbers) }
}

/** A pay figure as an hourly rate, its unit guessed from its size (a year's, a month's, a day's or an hour's). */
export function hourly(amount: number): number {
  if (amount >= 15000) return amount / 2080
  if (amount >= 1000) return (amount * 12) / 2080
  if (amount >= 300) return amount / 8
  return amount
}

const OFF_PLATFORM =
  /\b(?:whats\s?app|telegram|skype|signal\s+app|wechat|viber|kik|google\s+hangouts|hangouts|yahoo\s+(?:messenger|im)|gmail|yahoo\.com|hotmail|outlook\.com|text\s+(?:me|us)\b)/
const WORK_FROM_HOME =
  /\b(?:work(?:ing)?\s+(?:from|at)\s+(?:home|your\s+home)|home[-\s]based|from\s+the\s+comfort\s+of\s+your\s+(?:own\s+)?home|telecommut\w*)\b/
const QUICK_MONEY =
  /\b(?:earn\s+(?:up\s+to\s+)?\$|easy\s+money|extra\s+(?:income|cash|money)|weekly\s+pay(?:check)?|paid\s+weekly|no\s+experience\s+(?:needed|required|necessary)|unlimited\s+(?:income|earning)|financial\s+freedom|be\s+your\s+own\s+boss)/

/** The named features of a posting (1 when present); exported for the reasons and the tests. */
export function signals(posting: Posting): Record<SignalKey, number> {
  const profile = posting.companyProfile.trim()
  const body = `${posting.title}\n${posting.description}\n${posting.requirements}\n${posting.benefits}`.toLowerCase()
  const pay = parseSalary(posting.salary)
  const lowHourly = pay ? hourly(pay.low) : null
  const highHourly = pay ? hourly(pay.high) : null
  const inconsistent = pay !== null && pay.low < 1000 && pay.high >= 1000
  return {
    no_company_description: profile.length === 0 ? 1 : 0,
    short_company_description: profile.length > 0 && profile.length < 200 ? 1 : 0,
    no_logo: posting.hasCompanyLogo ? 0 : 1,
    pay_above_catalogue: highHourly !== null && !inconsistent && highHourly > CATALOGUE_MAX ? 1 : 0,
    pay_below_catalogue: lowHourly !== null && !inconsistent && highHourly! < CATALOGUE_MIN ? 1 : 0,
    pay_range_wide: pay !== null && !inconsistent && pay.high > 2 * pay.low ? 1 : 0,
    pay_range_inconsistent: inconsistent ? 1 : 0,
    off_platform_chat: OFF_PLATFORM.test(body) ? 1 : 0,
    contact_email: /[\w.+-]+@[\w-]+\.[\w.]+/.test(body) ? 1 : 0,
    contact_phone: /\+?\d[\d\s().-]{6,}\d/.test(body.replace(/\d{4,6}\s*-\s*\d{4,6}/g, ' ')) ? 1 : 0,
    work_from_home: WORK_FROM_HOME.test(body) ? 1 : 0,
    quick_money: QUICK_MONEY.test(body) ? 1 : 0,
    short_description: posting.description.trim().length < 400 ? 1 : 0,
  }
}

/**
 * Inverse document frequencies of the hashed features over the training
 * postings (smoothed: ln((1 + n) / (1 + df)) + 1), so a word every ad uses
 * weighs little and a rare one much; the named signals keep 1.
 */
export function inverseDocumentFrequencies(postings: Posting[], groups: readonly FeatureGroup[]): Float32Array {
  const df = new Float64Array(HASH_DIM)
  for (const posting of postings) {
    for (const index of featurize(posting, groups, null).vector.indices) if (index < HASH_DIM) df[index]++
  }
  return Float32Array.from(df, (count) => Math.log((1 + postings.length) / (1 + count)) + 1)
}

let modelIdf: Float32Array | undefined

/** The inverse document frequencies the committed model was trained with (read once from its file). */
function committedIdf(): Float32Array {
  if (!modelIdf) {
    const file = JSON.parse(readFileSync(new URL('./job_scam_model.json', import.meta.url), 'utf8')) as { idf: string }
    const bytes = Buffer.from(file.idf, 'base64')
    const copy = new Uint8Array(bytes.length)
    copy.set(bytes)
    modelIdf = new Float32Array(copy.buffer)
  }
  return modelIdf
}

/**
 * The posting's sparse vector, with only the given groups switched on
 * (training compares them). `idf`: the committed model's by default, null for
 * raw log counts (to count document frequencies).
 */
export function featurize(
  posting: Posting,
  groups: readonly FeatureGroup[] = FEATURE_GROUPS,
  idf: Float32Array | null = committedIdf()
): Featurized {
  const features = new Map<number, number>()
  const named = new Map<number, string>()
  if (groups.includes('text')) {
    addText(features, named, 't', normalize(posting.title), false, idf, 'the title’s ')
    addText(
      features,
      named,
      'd',
      normalize([posting.description, posting.requirements, posting.benefits].join('\n')),
      true,
      idf
    )
  }
  if (groups.includes('company') && posting.companyProfile.trim()) {
    addText(features, named, 'p', normalize(posting.companyProfile), true, idf, 'the company description’s ')
  }
  const named_ = signals(posting)
  SIGNALS.forEach((signal, i) => {
    if (groups.includes(signal.group) && named_[signal.key]) features.set(HASH_DIM + i, 1)
  })
  const indices = Int32Array.from(features.keys())
  const values = Float32Array.from(indices, (index) => features.get(index)!)
  return { vector: { indices, values }, words: named }
}
