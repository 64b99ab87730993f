/*
| The job-scam model file (job_scam_model.json beside this file): the weights
| of the hashed and named features, the Platt calibration and the two
| thresholds chosen on the out-of-fold probabilities, and the figures it was
| chosen by. Written by train.ts, read once at start by job_model.ts.
*/
import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import type { Platt } from './learner.js'
import type { SignalKey } from './features.js'

export const MODEL_PATH = new URL('./job_scam_model.json', import.meta.url)
export const OUT_OF_FOLD_PATH = new URL('./job_scam_out_of_fold.json', import.meta.url)
/**
 * The shared file of real postings (README beside it): `shared/` sits beside the repository's root folder.
 * JOB_POSTINGS_PATH names another copy of it.
 */
export const SHARED_DATA_PATH =
  process.env.JOB_POSTINGS_PATH ??
  fileURLToPath(new URL('../../../../../../shared/data/job-postings-train.jsonl', import.meta.url))

export interface ModelFile {
  /** 2: weights and inverse document frequencies stored sparse (`encodeWeights`). */
  format: 2
  hashBits: number
  signals: SignalKey[]
  bias: number
  /** The hashed weights then one per signal (`encodeWeights`: the non-zero ones only). */
  weights: string
  /** The inverse document frequency of each hashed feature over the training postings (0: left out), as the weights. */
  idf: string
  platt: Platt
  thresholds: {
    /** At or above: published and queued for review. */
    queue: number
    /** At or above: held (not shown) until an admin decides. */
    hold: number
  }
  trainedOn: { postings: number; scams: number; source: string }
  /** sha256 of the training data and of the code that turns postings into figures (staleness check). */
  fingerprint: string
}

/** What the out-of-fold file holds: one calibrated probability per posting of the shared file, and how they were made. */
export interface OutOfFoldFile {
  fingerprint: string
  folds: number
  /** Per posting, in the file's order. */
  rows: Array<{ id: string; fraudulent: boolean; fold: number; probability: number }>
  thresholds: ModelFile['thresholds']
}

const CODE_FILES = ['features.ts', 'learner.ts', 'evaluation.ts', 'train.ts']

/** The data and the feature and training code, hashed: a change to either makes the committed files stale. */
export function fingerprint(data: string[]): string {
  const sha = createHash('sha256')
  for (const text of data) sha.update(text).update('\0')
  for (const file of CODE_FILES) sha.update(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')).update('\0')
  return sha.digest('hex')
}

/**
 * A mostly-zero Float32 array as `length:indices:values` (Int32 and Float32
 * little-endian, base64): only the buckets the training postings use.
 */
export function encodeWeights(weights: Float32Array): string {
  const indices: number[] = []
  for (let i = 0; i < weights.length; i++) if (weights[i] !== 0) indices.push(i)
  const at = Int32Array.from(indices)
  const values = Float32Array.from(indices, (i) => weights[i])
  const base64 = (array: Int32Array | Float32Array) =>
    Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString('base64')
  return `${weights.length}:${base64(at)}:${base64(values)}`
}

export function decodeWeights(text: string): Float32Array {
  const [length, at, values] = text.split(':')
  const bytes = (part: string) => {
    const decoded = Buffer.from(part, 'base64')
    const copy = new Uint8Array(decoded.length)
    copy.set(decoded)
    return copy.buffer
  }
  const indices = new Int32Array(bytes(at))
  const weights = new Float32Array(bytes(values))
  const dense = new Float32Array(Number(length))
  for (let i = 0; i < indices.length; i++) dense[indices[i]] = weights[i]
  return dense
}

export const FOLDS = 5
/** The queue's budget of honest postings, and the hold's (a held honest job is taken down until reviewed). */
export const QUEUE_FPR = 0.03
export const HOLD_FPR = 0.005

const LABELS_DIR = new URL('./labels/', import.meta.url)

/** The training inputs: the shared file, then the exported admin labels, in a fixed order. */
export function trainingSources(): Array<{ name: string; text: string }> {
  const sources = [{ name: SHARED_DATA_PATH, text: readFileSync(SHARED_DATA_PATH, 'utf8') }]
  if (existsSync(LABELS_DIR)) {
    for (const file of readdirSync(LABELS_DIR)
      .filter((f) => f.endsWith('.jsonl'))
      .sort()) {
      sources.push({ name: `labels/${file}`, text: readFileSync(new URL(file, LABELS_DIR), 'utf8') })
    }
  }
  return sources
}
