/*
| The job-scam model at run time: loaded once when this module is first
| imported (at start, with the screening's listeners), then scoring a posting
| is a hashed feature pass and a dot product (about a millisecond of CPU for
| a long ad). The probability is Platt-calibrated on grouped cross-validation;
| the reason names the signals and words that weighed most towards a scam.
*/
import { readFileSync } from 'node:fs'
import { DIM, HASH_DIM, SIGNALS, featurize, type Posting } from './job_model/features.js'
import { calibrated, rawScore, type LinearModel } from './job_model/learner.js'
import { MODEL_PATH, decodeWeights, type ModelFile } from './job_model/model_file.js'
import type { JobScreeningContext } from '#moderation/job_context'

export interface JobScore {
  /** Calibrated probability that the posting is a scam, 0–1. */
  probability: number
  queue: boolean
  hold: boolean
  /** The strongest signals towards a scam, in words, strongest first. */
  signals: string[]
}

interface LoadedModel {
  linear: LinearModel
  file: ModelFile
}

function load(): LoadedModel {
  const file = JSON.parse(readFileSync(MODEL_PATH, 'utf8')) as ModelFile
  const weights = decodeWeights(file.weights)
  if (weights.length !== DIM || file.signals.join() !== SIGNALS.map((s) => s.key).join()) {
    throw new Error('The job-scam model file does not match the feature code: run its training script')
  }
  return { linear: { weights, bias: file.bias }, file }
}

const model = load()

export const JOB_MODEL_THRESHOLDS = model.file.thresholds

/** A job as the product knows it, in the shape the model was trained on. */
export function postingOf(job: JobScreeningContext): Posting {
  const yearly = Math.round(job.hourlyRate * 2080)
  return {
    title: job.title,
    salary: yearly > 0 ? String(yearly) : '',
    companyProfile: job.companyDescription,
    description: job.description,
    requirements: job.requirements,
    benefits: job.benefits.join(', '),
    hasCompanyLogo: job.companyHasLogo,
  }
}

/** The words of the signals that count; how many words of the text to name. */
const WORDS_NAMED = 4

export function scoreJob(posting: Posting): JobScore {
  const { vector, words } = featurize(posting)
  const probability = calibrated(model.file.platt, rawScore(model.linear, vector))
  const named: Array<{ weight: number; text: string }> = []
  const phrases: Array<{ weight: number; text: string }> = []
  for (let i = 0; i < vector.indices.length; i++) {
    const index = vector.indices[i]
    const weight = model.linear.weights[index] * vector.values[i]
    if (weight <= 0) continue
    if (index >= HASH_DIM) named.push({ weight, text: SIGNALS[index - HASH_DIM].words })
    else if (words.has(index)) phrases.push({ weight, text: words.get(index)! })
  }
  named.sort((a, b) => b.weight - a.weight)
  phrases.sort((a, b) => b.weight - a.weight)
  const signals = named.map((s) => s.text)
  if (phrases.length > 0) {
    signals.push(
      `wording: ${phrases
        .slice(0, WORDS_NAMED)
        .map((p) => p.text)
        .join(', ')}`
    )
  }
  return {
    probability,
    queue: probability >= model.file.thresholds.queue,
    hold: probability >= model.file.thresholds.hold,
    signals,
  }
}
