/*
| Trains the job-scam model (run from backend/):
|   node --import=@poppinss/ts-exec app/moderation/screening/job_model/train.ts
| from the shared file of real postings plus the admins' decisions exported
| into labels/*.jsonl (`node ace moderation:export-job-labels`). Prints the
| grouped cross-validation per feature group, the learning curve, the
| operating points and how far the recall moves with the companies drawn
| (a company bootstrap); calibrates on the out-of-fold scores; writes the model
| and the out-of-fold file the tests read.
*/
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import * as prettier from 'prettier'
import { FEATURE_GROUPS, HASH_BITS, SIGNALS, DIM, inverseDocumentFrequencies, type FeatureGroup } from './features.js'
import {
  bootstrapRecall,
  companyFolds,
  companyWeights,
  crossValidate,
  foldVectors,
  pointAt,
  recallAtFpr,
  rocAuc,
  vectorsOf,
  type LabelledPosting,
} from './evaluation.js'
import { DEFAULT_TRAIN_OPTIONS, calibrated, fitPlatt, trainEnsemble } from './learner.js'
import {
  FOLDS,
  HOLD_FPR,
  MODEL_PATH,
  OUT_OF_FOLD_PATH,
  QUEUE_FPR,
  encodeWeights,
  trainingSources,
  fingerprint,
  type ModelFile,
  type OutOfFoldFile,
} from './model_file.js'

const fixed = (value: number) => value.toFixed(3)

async function main() {
  const sources = trainingSources()
  const postings: LabelledPosting[] = sources.flatMap((source) =>
    source.text
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as LabelledPosting)
  )
  const labels = postings.map((p) => p.fraudulent)
  const scams = labels.filter(Boolean).length
  console.log(`${postings.length} postings (${scams} scams) from ${sources.map((s) => s.name).join(', ')}`)
  console.log(`grouped ${FOLDS}-fold cross-validation by company; recall at ≤ ${QUEUE_FPR * 100} % false positives`)
  const withProfile = postings.map((_, i) => i).filter((i) => postings[i].companyProfile.trim())

  const rows: Array<[string, ...string[]]> = []
  const steps: Array<{ name: string; groups: FeatureGroup[] }> = [
    { name: 'text only', groups: ['text'] },
    { name: '+ company', groups: ['text', 'company'] },
    { name: '+ pay', groups: ['text', 'company', 'pay'] },
  ]
  let full: ReturnType<typeof crossValidate> | null = null
  let fullFoldVectors = foldVectors(postings, FEATURE_GROUPS, FOLDS)
  for (const step of steps) {
    const vectors =
      step.groups.length === FEATURE_GROUPS.length ? fullFoldVectors : foldVectors(postings, step.groups, FOLDS)
    const cv = crossValidate(postings, vectors)
    const point = recallAtFpr(cv.scores, labels, QUEUE_FPR)
    const sub = recallAtFpr(
      withProfile.map((i) => cv.scores[i]),
      withProfile.map((i) => labels[i]),
      QUEUE_FPR
    )
    rows.push([step.name, fixed(point.recall), fixed(point.fpr), fixed(rocAuc(cv.scores, labels)), fixed(sub.recall)])
    if (step.groups.length === FEATURE_GROUPS.length) full = cv
  }
  rows.push(['+ account', '(the shared file has no account history: every advertiser is new)'])
  console.log('\nfeatures        recall  fpr    auc    recall with a company description')
  for (const row of rows) console.log(`${row[0].padEnd(15)} ${row.slice(1).join('  ')}`)

  console.log('\nlearning curve (share of the training folds’ companies → recall at the budget, auc)')
  for (const share of [0.25, 0.5, 0.75, 1]) {
    const cv = share === 1 ? full! : crossValidate(postings, fullFoldVectors, DEFAULT_TRAIN_OPTIONS, share)
    const point = recallAtFpr(cv.scores, labels, QUEUE_FPR)
    console.log(`  ${String(share * 100).padStart(3)} %  ${fixed(point.recall)}  ${fixed(rocAuc(cv.scores, labels))}`)
  }

  const platt = fitPlatt(full!.scores, labels)
  // Rounded as written to the out-of-fold file; each threshold just above the last honest posting it lets through.
  const probabilities = full!.scores.map((score) => round(calibrated(platt, score)))
  const queue = recallAtFpr(probabilities, labels, QUEUE_FPR)
  const hold = recallAtFpr(probabilities, labels, HOLD_FPR)
  const thresholds = { queue: roundUp(queue.threshold), hold: roundUp(Math.max(hold.threshold, queue.threshold)) }
  const atQueue = pointAt(probabilities, labels, thresholds.queue)
  const atHold = pointAt(probabilities, labels, thresholds.hold)
  console.log(
    `\ncalibrated (Platt a=${platt.a.toFixed(3)} b=${platt.b.toFixed(3)} on out-of-fold scores)` +
      `\n  queue at p ≥ ${thresholds.queue}: recall ${fixed(atQueue.recall)}, false positives ${fixed(atQueue.fpr)}` +
      `\n  hold  at p ≥ ${thresholds.hold}: recall ${fixed(atHold.recall)}, false positives ${fixed(atHold.fpr)}`
  )
  const spread = bootstrapRecall(postings, probabilities, QUEUE_FPR)
  console.log(
    `  the queue's recall over companies resampled 1,000 times: 90 % between ${fixed(spread.low)} and ` +
      `${fixed(spread.high)} (median ${fixed(spread.median)})`
  )

  fullFoldVectors = []
  const idf = inverseDocumentFrequencies(postings, FEATURE_GROUPS)
  let fullVectors = vectorsOf(postings, FEATURE_GROUPS, idf)
  const model = trainEnsemble(
    DIM,
    fullVectors,
    labels,
    DEFAULT_TRAIN_OPTIONS,
    companyWeights(postings, DEFAULT_TRAIN_OPTIONS.companyDamping)
  )
  fullVectors = []
  const print = fingerprint(sources.map((s) => s.text))
  const file: ModelFile = {
    format: 2,
    hashBits: HASH_BITS,
    signals: SIGNALS.map((s) => s.key),
    bias: model.bias,
    weights: encodeWeights(model.weights),
    idf: encodeWeights(idf),
    platt,
    thresholds,
    trainedOn: { postings: postings.length, scams, source: sources.map((s) => s.name).join(', ') },
    fingerprint: print,
  }
  await writeJson(MODEL_PATH, file)
  const folds = companyFolds(postings, FOLDS)
  const outOfFold: OutOfFoldFile = {
    fingerprint: print,
    folds: FOLDS,
    thresholds,
    rows: postings.map((p, i) => ({
      id: p.id,
      fraudulent: p.fraudulent,
      fold: folds[i],
      probability: round(probabilities[i]),
    })),
  }
  await writeJson(OUT_OF_FOLD_PATH, outOfFold)
  console.log(`\nwrote ${MODEL_PATH.pathname} and ${OUT_OF_FOLD_PATH.pathname}`)
}

const round = (value: number) => Math.round(value * 1e6) / 1e6
const roundUp = (value: number) => Math.ceil(value * 1e6) / 1e6

/** Written as the repository's formatter would write it (CI checks the format of every file). */
async function writeJson(path: URL, value: unknown) {
  const options = (await prettier.resolveConfig(fileURLToPath(path))) ?? {}
  writeFileSync(path, await prettier.format(JSON.stringify(value), { ...options, parser: 'json' }))
}

await main()
