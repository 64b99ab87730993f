/*
| The job-scam model's features, shared by the training script and the
| screening: one function turns a posting (the shared file's row, or a job
| with its company as the product knows it) into a sparse vector.
|
| - text: the whole posting (title, company description, description,
|   requirements, benefits) as one text, in two blocks of 2^20 hashed
|   buckets: its word unigrams and bigrams, and the character 2–5-grams of
|   each token padded with spaces. Each bucket is 1 + ln(count) times its
|   inverse document frequency over the training postings (stored in the
|   model file), each block L2-normalised. A bucket seen in fewer than two
|   training postings is left out (its inverse document frequency is 0): a
|   word only one advertiser uses teaches nothing about the next one;
| - company: whether the company describes itself and shows a logo, as three
|   of the four combinations (both is the baseline);
| - pay: the pay read as an hourly figure against the wage catalogue, and the
|   shape of a salary range.
| The named signals enter at a small scale (SIGNAL_SCALE): under the model's
| L2 penalty that keeps each one a modest nudge rather than a verdict.
| A signal that is absent and an ordinary value encode the same (all zero), so
| a job whose pay the employer had to fill in looks like an ad without one.
*/

import { readFileSync } from 'node:fs'
import { decodeWeights } from './model_file.js'

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

/** Each text block's buckets: words in [0, BLOCK_DIM), characters in [BLOCK_DIM, HASH_DIM). */
export const BLOCK_BITS = 20
export const BLOCK_DIM = 1 << BLOCK_BITS
export const HASH_BITS = BLOCK_BITS + 1
export const HASH_DIM = 1 << HASH_BITS
export type TextBlock = 'words' | 'characters'
export const TEXT_BLOCKS: TextBlock[] = ['words', 'characters']
/** The text block a hashed feature belongs to; null for a named signal. */
export const blockOf = (index: number): TextBlock | null =>
  index < BLOCK_DIM ? 'words' : index < HASH_DIM ? 'characters' : null

/** Named features (dense, after the hashed ones), each with its words for a queue reason. */
export const SIGNALS = [
  {
    key: 'no_company_description_no_logo',
    group: 'company',
    words: 'the company neither describes itself nor shows a logo',
  },
  { key: 'no_company_description', group: 'company', words: 'the company does not describe itself' },
  { key: 'no_logo', group: 'company', words: 'the company shows no logo' },
  { key: 'pay_above_catalogue', group: 'pay', words: 'pay above the wage catalogue’s top rate' },
  { key: 'pay_below_catalogue', group: 'pay', words: 'pay below the wage catalogue’s lowest rate' },
  { key: 'pay_range_wide', group: 'pay', words: 'a pay range whose top is over twice its bottom' },
  { key: 'pay_range_inconsistent', group: 'pay', words: 'a pay range that mixes units (e.g. 21–63000)' },
] as const satisfies ReadonlyArray<{ key: string; group: FeatureGroup; words: string }>

export type SignalKey = (typeof SIGNALS)[number]['key']
export const DIM = HASH_DIM + SIGNALS.length
/** A named signal's value when present (see the header). */
export const SIGNAL_SCALE = 0.1
/** Fewer training postings than this with a bucket: the bucket is left out. */
export const MIN_DOCUMENT_FREQUENCY = 2

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
const bucketOf = (h: number) => (h >>> 0) & (BLOCK_DIM - 1)

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
  return text.match(/[a-z0-9_]{2,}/g) ?? []
}

/** Counts of the hashed word unigrams and bigrams of a text into the scratch array (touched indices listed). */
function countWords(named: Map<number, string>, text: string) {
  const wordSeed = fnv(FNV_OFFSET, 'w:')
  const pairSeed = fnv(FNV_OFFSET, 'b:')
  const count = (index: number) => {
    if (scratch[index] === 0) touched.push(index)
    scratch[index]++
  }
  const tokens = words(text)
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]
    const word = bucketOf(fnv(wordSeed, token))
    count(word)
    if (!named.has(word) && !token.includes('_')) named.set(word, `“${token}”`)
    if (i > 0) {
      const previous = tokens[i - 1]
      const pair = bucketOf(fnv(step(fnv(pairSeed, previous), SPACE), token))
      count(pair)
      if (!named.has(pair) && !previous.includes('_') && !token.includes('_')) {
        named.set(pair, `“${previous} ${token}”`)
      }
    }
  }
}

/**
 * Counts of the hashed character 2–5-grams of each whitespace-separated
 * token padded with a space either side (" pay " gives " p", "pa", …, "ay "),
 * into the character block.
 */
function countCharacters(text: string) {
  const seed = fnv(FNV_OFFSET, 'c:')
  const tokens = text.split(/\s+/)
  for (const token of tokens) {
    if (!token) continue
    const padded = ` ${token} `
    for (let start = 0; start + 2 <= padded.length; start++) {
      let h = fnv(seed, padded, start, start + 1)
      for (let end = start + 2; end <= Math.min(start + 5, padded.length); end++) {
        h = step(h, padded.charCodeAt(end - 1))
        const index = BLOCK_DIM + bucketOf(h)
        if (scratch[index] === 0) touched.push(index)
        scratch[index]++
      }
    }
  }
}

/**
 * One block's features into `into`: 1 + ln(count) times the inverse document
 * frequency, L2-normalised; `idf` null gives the plain presence of each
 * bucket (to count document frequencies). Clears the scratch array.
 */
function addBlock(into: { indices: number[]; values: number[] }, idf: Float32Array | null) {
  let norm = 0
  for (const index of touched) {
    scratch[index] = idf ? (1 + Math.log(scratch[index])) * idf[index] : 1
    norm += scratch[index] ** 2
  }
  norm = Math.sqrt(norm) || 1
  for (const index of touched) {
    if (scratch[index] !== 0) {
      into.indices.push(index)
      into.values.push(scratch[index] / (idf ? norm : 1))
    }
    scratch[index] = 0
  }
  touched.length = 0
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

/** The named features of a posting (1 when present); exported for the reasons and the tests. */
export function signals(posting: Posting): Record<SignalKey, number> {
  const described = posting.companyProfile.trim().length > 0
  const pay = parseSalary(posting.salary)
  const lowHourly = pay ? hourly(pay.low) : null
  const highHourly = pay ? hourly(pay.high) : null
  const inconsistent = pay !== null && pay.low < 1000 && pay.high >= 1000
  return {
    no_company_description_no_logo: !described && !posting.hasCompanyLogo ? 1 : 0,
    no_company_description: !described && posting.hasCompanyLogo ? 1 : 0,
    no_logo: described && !posting.hasCompanyLogo ? 1 : 0,
    pay_above_catalogue: highHourly !== null && !inconsistent && highHourly > CATALOGUE_MAX ? 1 : 0,
    pay_below_catalogue: lowHourly !== null && !inconsistent && highHourly! < CATALOGUE_MIN ? 1 : 0,
    pay_range_wide: pay !== null && !inconsistent && pay.high > 2 * pay.low ? 1 : 0,
    pay_range_inconsistent: inconsistent ? 1 : 0,
  }
}

/**
 * Inverse document frequencies of the hashed features over the training
 * postings (smoothed: ln((1 + n) / (1 + df)) + 1), so a word every ad uses
 * weighs little and a rare one much; 0 for a bucket in fewer than
 * MIN_DOCUMENT_FREQUENCY postings, which leaves it out.
 */
export function inverseDocumentFrequencies(postings: Posting[], groups: readonly FeatureGroup[]): Float32Array {
  const df = new Float64Array(HASH_DIM)
  for (const posting of postings) {
    for (const index of featurize(posting, groups, null).vector.indices) if (index < HASH_DIM) df[index]++
  }
  return Float32Array.from(df, (count) =>
    count >= MIN_DOCUMENT_FREQUENCY ? Math.log((1 + postings.length) / (1 + count)) + 1 : 0
  )
}

let modelIdf: Float32Array | undefined

/** The inverse document frequencies the committed model was trained with (read once from its file). */
function committedIdf(): Float32Array {
  if (!modelIdf) {
    const file = JSON.parse(readFileSync(new URL('./job_scam_model.json', import.meta.url), 'utf8')) as { idf: string }
    modelIdf = decodeWeights(file.idf)
  }
  return modelIdf
}

/**
 * The posting's sparse vector, with only the given groups switched on
 * (training compares them). `idf`: the committed model's by default, null for
 * each bucket's plain presence (to count document frequencies).
 */
export function featurize(
  posting: Posting,
  groups: readonly FeatureGroup[] = FEATURE_GROUPS,
  idf: Float32Array | null = committedIdf()
): Featurized {
  // The blocks' index ranges and the signals' are disjoint: no index is written twice.
  const features = { indices: [] as number[], values: [] as number[] }
  const named = new Map<number, string>()
  if (groups.includes('text')) {
    const parts = groups.includes('company')
      ? [posting.title, posting.companyProfile, posting.description, posting.requirements, posting.benefits]
      : [posting.title, posting.description, posting.requirements, posting.benefits]
    const text = normalize(parts.join('\n'))
    touched.length = 0
    countWords(named, text)
    addBlock(features, idf)
    countCharacters(text)
    addBlock(features, idf)
  }
  const named_ = signals(posting)
  SIGNALS.forEach((signal, i) => {
    if (groups.includes(signal.group) && named_[signal.key]) {
      features.indices.push(HASH_DIM + i)
      features.values.push(idf ? SIGNAL_SCALE : 1)
    }
  })
  return {
    vector: { indices: Int32Array.from(features.indices), values: Float32Array.from(features.values) },
    words: named,
  }
}
