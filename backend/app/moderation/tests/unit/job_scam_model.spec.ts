import { test } from '@japa/runner'
import { readFileSync, statSync } from 'node:fs'
import { scoreJob, JOB_MODEL_THRESHOLDS } from '#moderation/screening/job_model'
import { jobHits } from '#moderation/screening/job_screening'
import { screenText } from '#moderation/screening/screen'
import {
  bootstrapRecall,
  companyFolds,
  companyOf,
  pointAt,
  readPostings,
  type LabelledPosting,
} from '#moderation/screening/job_model/evaluation'
import {
  FOLDS,
  MODEL_PATH,
  OUT_OF_FOLD_PATH,
  QUEUE_FPR,
  SHARED_DATA_PATH,
  fingerprint,
  trainingSources,
  type OutOfFoldFile,
} from '#moderation/screening/job_model/model_file'

/*
| The job-scam model against the shared file of real postings. The grouped
| cross-validation is read from the out-of-fold file the training script
| writes (retraining five folds here would cost the suite a minute); the file
| must be of the current data and code, and its figures are recomputed from
| its per-posting probabilities.
|
| The honest figure of grouped cross-validation by company: recall 0.758
| (314 of 414 scams) at 2.8 % false positives. Recall 0.8 at 3 % is not
| reached on 740 postings of 441 companies (an ad without a company
| description counts by its title); the learning curve still rises
| (docs/screening.md).
*/
const HONEST_RECALL = 0.758

const postings: LabelledPosting[] = readPostings(SHARED_DATA_PATH)
const jobText = (p: LabelledPosting) => [p.title, p.description, p.requirements].filter(Boolean).join('\n\n')

test.group('job-scam model', () => {
  test('the model file is small, and scores a posting within the time budget', ({ assert }) => {
    assert.isBelow(statSync(MODEL_PATH).size, 5 * 1024 * 1024)
    for (const posting of postings.slice(0, 20)) scoreJob(posting)
    // The CPU time a posting costs in process (wall time on two shared cores measures the neighbours).
    const times: number[] = []
    for (const posting of postings) {
      const start = process.cpuUsage()
      const score = scoreJob(posting)
      const spent = process.cpuUsage(start)
      times.push((spent.user + spent.system) / 1000)
      assert.isAtLeast(score.probability, 0)
      assert.isAtMost(score.probability, 1)
    }
    times.sort((a, b) => a - b)
    const p99 = times[Math.floor(times.length * 0.99)]
    console.log(`scoring: p99 ${p99.toFixed(2)} ms of CPU over ${times.length} real postings`)
    // The budget is 10 ms; the bound is generous for a loaded CI machine.
    assert.isBelow(p99, 25)
  })

  test('the out-of-fold file is of the current data and code', ({ assert }) => {
    const file = JSON.parse(readFileSync(OUT_OF_FOLD_PATH, 'utf8')) as OutOfFoldFile
    assert.equal(
      file.fingerprint,
      fingerprint(trainingSources().map((source) => source.text)),
      'stale: run app/moderation/screening/job_model/train.ts'
    )
    assert.deepEqual(
      file.rows.map((row) => row.id),
      postings.map((p) => p.id)
    )
    assert.deepEqual(file.thresholds, JOB_MODEL_THRESHOLDS)
  })

  test('grouped cross-validation: no company in two folds; recall at ≤ 3 % false positives', ({ assert }) => {
    const file = JSON.parse(readFileSync(OUT_OF_FOLD_PATH, 'utf8')) as OutOfFoldFile
    const folds = companyFolds(postings, FOLDS)
    assert.deepEqual(
      file.rows.map((row) => row.fold),
      folds
    )
    const foldOfCompany = new Map<string, number>()
    postings.forEach((posting, i) => {
      const known = foldOfCompany.get(companyOf(posting))
      if (known !== undefined) assert.equal(known, folds[i], companyOf(posting).slice(0, 60))
      foldOfCompany.set(companyOf(posting), folds[i])
    })

    const probabilities = file.rows.map((row) => row.probability)
    const labels = postings.map((p) => p.fraudulent)
    const queue = pointAt(probabilities, labels, file.thresholds.queue)
    const hold = pointAt(probabilities, labels, file.thresholds.hold)
    console.log(
      `grouped ${FOLDS}-fold CV: queue recall ${queue.recall.toFixed(3)} at ${(queue.fpr * 100).toFixed(1)} % false positives; ` +
        `hold recall ${hold.recall.toFixed(3)} at ${(hold.fpr * 100).toFixed(1)} %`
    )
    assert.isAtMost(queue.fpr, QUEUE_FPR)
    assert.isAtLeast(queue.recall, HONEST_RECALL)
    assert.isAtMost(hold.fpr, 0.005)
    assert.isAtLeast(file.thresholds.hold, file.thresholds.queue)

    // The figure's spread over companies drawn again: it brackets the figure, and is wide at this size.
    const spread = bootstrapRecall(postings, probabilities, QUEUE_FPR)
    console.log(`company bootstrap: 90 % of resamples between ${spread.low.toFixed(3)} and ${spread.high.toFixed(3)}`)
    assert.isBelow(spread.low, queue.recall)
    assert.isAbove(spread.high, queue.recall)
    assert.isAbove(spread.high - spread.low, 0.1)
    assert.deepEqual(bootstrapRecall(postings, probabilities, QUEUE_FPR), spread)
  })

  test('the company bootstrap: every resample of a perfect ranking recalls everything; a coin recalls little', ({
    assert,
  }) => {
    const perfect = postings.map((p) => (p.fraudulent ? 1 : 0))
    assert.deepEqual(bootstrapRecall(postings, perfect, QUEUE_FPR, 200), { low: 1, median: 1, high: 1 })
    // Scores unrelated to the label: at a 3 % budget the recall stays near 3 %.
    const unrelated = postings.map((_, i) => (i * 7919) % postings.length)
    assert.isAtMost(bootstrapRecall(postings, unrelated, QUEUE_FPR, 200).high, 0.1)
  })

  test('no honest posting of the shared file gets a critical or high hit from the rules', ({ assert }) => {
    const flagged: string[] = []
    for (const posting of postings.filter((p) => !p.fraudulent)) {
      for (const text of [jobText(posting), posting.companyProfile]) {
        for (const hit of screenText(text, { contentType: 'job', isPublic: true })) {
          if (hit.severity === 'critical' || hit.severity === 'high') flagged.push(`${posting.id}: ${hit.reason}`)
        }
      }
    }
    assert.deepEqual(flagged, [])
  })

  test('the model’s hit: held above the hold threshold, queued above the queue one, its reason in words', ({
    assert,
  }) => {
    const score = { probability: 0.99, queue: true, hold: true, signals: ['the company shows no logo', 'x'] }
    assert.deepEqual(jobHits('Data entry clerk', null, score), [
      {
        category: 'job_scam',
        severity: 'high',
        confidence: 0.99,
        reason: 'Job-scam model: 99 % likely a scam (the company shows no logo; x)',
        hold: true,
      },
    ])
    assert.deepEqual(jobHits('Data entry clerk', null, { ...score, probability: 0.9, hold: false }), [
      {
        category: 'job_scam',
        severity: 'medium',
        confidence: 0.9,
        reason: 'Job-scam model: 90 % likely a scam (the company shows no logo; x)',
      },
    ])
    assert.deepEqual(jobHits('Data entry clerk', null, { ...score, queue: false, hold: false }), [])
    const real = postings.map((p) => scoreJob(p)).find((s) => s.hold)!
    assert.isTrue(real.queue)
    assert.isAtLeast(real.probability, JOB_MODEL_THRESHOLDS.hold)
    assert.isNotEmpty(real.signals)
    for (const signal of real.signals) assert.notMatch(signal, /_/)
  })

  test('the company’s own description is screened like the job’s text', ({ assert }) => {
    const score = { probability: 0.1, queue: false, hold: false, signals: [] }
    const context = {
      title: 'Clerk',
      description: 'Filing.',
      requirements: '',
      benefits: [],
      hourlyRate: 20,
      companyDescription: 'Send a $50 processing fee by wire transfer to apply.',
      companyHasLogo: false,
      status: 'active' as const,
    }
    const hits = jobHits('Clerk\n\nFiling.', context, score)
    assert.lengthOf(hits, 1)
    assert.include(hits[0], { category: 'job_scam', severity: 'critical' })
    assert.match(hits[0].reason, /^In the company description: /)
  })
})
