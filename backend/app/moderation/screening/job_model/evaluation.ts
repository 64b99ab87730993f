/*
| Grouped cross-validation of the job-scam model: every posting of one
| company (one company description) lands in one fold, so a fold is scored by
| a model that never saw its companies. The figures are read at a false-
| positive budget on honest postings, as the queue is judged.
*/
import { readFileSync } from 'node:fs'
import {
  DIM,
  featurize,
  inverseDocumentFrequencies,
  type FeatureGroup,
  type Posting,
  type SparseVector,
} from './features.js'
import { DEFAULT_TRAIN_OPTIONS, random, rawScore, trainEnsemble, type TrainOptions } from './learner.js'

export interface LabelledPosting extends Posting {
  id: string
  employmentType?: string
  fraudulent: boolean
}

export function readPostings(path: string): LabelledPosting[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as LabelledPosting)
}

/**
 * The company a posting belongs to: its description; without one, the
 * unknown company is told apart by the ad's title (an advertiser posts the
 * same ad again and again, so its copies stay in one fold).
 */
export function companyOf(posting: Posting) {
  const profile = posting.companyProfile.trim()
  return profile
    ? `profile:${profile}`
    : `title:${posting.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim()}`
}

/**
 * Folds by company: the largest companies first, each to the fold with the
 * fewest postings of its class mix so far (deterministic, balanced).
 */
export function companyFolds(postings: LabelledPosting[], k: number): number[] {
  const groups = new Map<string, number[]>()
  postings.forEach((posting, i) => {
    const key = companyOf(posting)
    groups.set(key, [...(groups.get(key) ?? []), i])
  })
  const order = [...groups.entries()].sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1))
  const sizes = Array.from({ length: k }, () => ({ scams: 0, honest: 0 }))
  const fold = new Array<number>(postings.length)
  for (const [, members] of order) {
    const scams = members.filter((i) => postings[i].fraudulent).length
    const honest = members.length - scams
    let best = 0
    let bestLoad = Infinity
    for (let f = 0; f < k; f++) {
      const load = Math.max(sizes[f].scams + scams, sizes[f].honest + honest) + sizes[f].scams + sizes[f].honest
      if (load < bestLoad) {
        bestLoad = load
        best = f
      }
    }
    sizes[best].scams += scams
    sizes[best].honest += honest
    for (const i of members) fold[i] = best
  }
  return fold
}

export interface OperatingPoint {
  threshold: number
  recall: number
  fpr: number
}

/** The lowest threshold whose false-positive rate stays within the budget, and the recall there. */
export function recallAtFpr(scores: number[], labels: boolean[], budget: number): OperatingPoint {
  const honest = scores.filter((_, i) => !labels[i]).sort((a, b) => b - a)
  const allowed = Math.floor(budget * honest.length)
  // Above the (allowed+1)-th highest honest score: at most `allowed` honest postings are at or above it.
  const threshold = honest.length > allowed ? honest[allowed] + 1e-9 : -Infinity
  return pointAt(scores, labels, threshold)
}

export function pointAt(scores: number[], labels: boolean[], threshold: number): OperatingPoint {
  let tp = 0
  let fp = 0
  let positives = 0
  for (let i = 0; i < scores.length; i++) {
    if (labels[i]) positives++
    if (scores[i] >= threshold) {
      if (labels[i]) tp++
      else fp++
    }
  }
  const negatives = scores.length - positives
  return { threshold, recall: positives ? tp / positives : 0, fpr: negatives ? fp / negatives : 0 }
}

/**
 * How far the recall at the budget moves with the companies drawn: the
 * postings resampled by company with replacement (seeded), the recall read at
 * each resample's own threshold; the 5th, 50th and 95th percentiles. At a 3 %
 * budget one honest posting more or less moves the threshold, so a change
 * smaller than this spread is not evidence of a better model.
 */
export function bootstrapRecall(
  postings: LabelledPosting[],
  scores: number[],
  budget: number,
  rounds = 1000,
  seed = 11
): { low: number; median: number; high: number } {
  const companies = new Map<string, number[]>()
  postings.forEach((posting, i) => {
    const key = companyOf(posting)
    companies.set(key, [...(companies.get(key) ?? []), i])
  })
  const members = [...companies.values()]
  const labels = postings.map((p) => p.fraudulent)
  const next = random(seed)
  const recalls: number[] = []
  for (let round = 0; round < rounds; round++) {
    const drawn: number[] = []
    for (let k = 0; k < members.length; k++) drawn.push(...members[Math.floor(next() * members.length)])
    recalls.push(
      recallAtFpr(
        drawn.map((i) => scores[i]),
        drawn.map((i) => labels[i]),
        budget
      ).recall
    )
  }
  recalls.sort((a, b) => a - b)
  const at = (share: number) => recalls[Math.min(rounds - 1, Math.floor(rounds * share))]
  return { low: at(0.05), median: at(0.5), high: at(0.95) }
}

/** Area under the ROC curve (the chance a scam scores above an honest posting). */
export function rocAuc(scores: number[], labels: boolean[]): number {
  let above = 0
  let pairs = 0
  for (let i = 0; i < scores.length; i++) {
    if (!labels[i]) continue
    for (let j = 0; j < scores.length; j++) {
      if (labels[j]) continue
      pairs++
      above += scores[i] > scores[j] ? 1 : scores[i] === scores[j] ? 0.5 : 0
    }
  }
  return pairs ? above / pairs : 0
}

export interface CrossValidation {
  /** Out-of-fold raw scores, one per posting. */
  scores: number[]
  folds: number[]
}

export function vectorsOf(postings: Posting[], groups: readonly FeatureGroup[], idf: Float32Array): SparseVector[] {
  return postings.map((posting) => featurize(posting, groups, idf).vector)
}

/**
 * Per fold, every posting's vector weighted by the inverse document
 * frequencies of that fold's training postings only: the held-out companies'
 * words play no part in the weights they are scored with.
 */
export function foldVectors(postings: LabelledPosting[], groups: readonly FeatureGroup[], k: number): SparseVector[][] {
  const folds = companyFolds(postings, k)
  return Array.from({ length: k }, (_, f) =>
    vectorsOf(
      postings,
      groups,
      inverseDocumentFrequencies(
        postings.filter((_, i) => folds[i] !== f),
        groups
      )
    )
  )
}

/**
 * Out-of-fold scores from the vectors of `foldVectors` (one list per fold).
 * `trainShare` below 1 keeps that share of each training fold's companies
 * (the learning curve).
 */
export function crossValidate(
  postings: LabelledPosting[],
  vectorsByFold: SparseVector[][],
  options: TrainOptions = DEFAULT_TRAIN_OPTIONS,
  trainShare = 1
): CrossValidation {
  const k = vectorsByFold.length
  const folds = companyFolds(postings, k)
  const labels = postings.map((p) => p.fraudulent)
  const scores = new Array<number>(postings.length).fill(0)
  const keep = companyShare(postings, trainShare, options.seed)
  for (let f = 0; f < k; f++) {
    const vectors = vectorsByFold[f]
    const rows = postings.map((_, i) => i).filter((i) => folds[i] !== f && keep(i))
    const model = trainEnsemble(
      DIM,
      rows.map((i) => vectors[i]),
      rows.map((i) => labels[i]),
      options,
      companyWeights(
        rows.map((i) => postings[i]),
        options.companyDamping
      )
    )
    postings.forEach((_, i) => {
      if (folds[i] === f) scores[i] = rawScore(model, vectors[i])
    })
  }
  return { scores, folds }
}

/** A seeded choice of a share of the companies. */
function companyShare(postings: LabelledPosting[], share: number, seed: number) {
  if (share >= 1) return () => true
  const next = random(seed + 101)
  const chosen = new Map<string, boolean>()
  for (const posting of postings) {
    const key = companyOf(posting)
    if (!chosen.has(key)) chosen.set(key, next() < share)
  }
  return (i: number) => chosen.get(companyOf(postings[i])) === true
}

/** Each posting's weight: its company's count of postings to the power -damping. */
export function companyWeights(postings: Posting[], damping: number): number[] {
  const sizes = new Map<string, number>()
  for (const posting of postings) sizes.set(companyOf(posting), (sizes.get(companyOf(posting)) ?? 0) + 1)
  return postings.map((posting) => Math.pow(sizes.get(companyOf(posting))!, -damping))
}
