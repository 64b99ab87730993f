/*
| Screening a job: the rules on its text and on its company's own
| description, and the job-scam model on the whole posting as the product
| knows it (the port in #moderation/job_context). Above the model's queue
| threshold the job is published and queued; above its hold threshold it is
| held (not shown) and its employer told why. What the model saw is kept
| with the queue item, so the admin's decision becomes a training label.
*/
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'
import emitter from '@adonisjs/core/services/emitter'
import { MODERATION_MESSAGES } from '#moderation/constants'
import { enqueue } from '#moderation/services/intake'
import { jobScreeningContext, type JobScreeningContext } from '#moderation/job_context'
import { mergeHits, screenText, type ScreeningHit } from './screen.js'
import { screeningIntake } from './intake.js'
import { postingOf, scoreJob, type JobScore } from './job_model.js'
import type { Posting } from './job_model/features.js'

export interface ScreenedJob {
  jobId: string
  ownerId: string
  /** Title, description and requirements as the jobs module joins them. */
  content: string
}

/** The signals named in a queue reason. */
const SIGNALS_NAMED = 4

/** The model's hit: held above the hold threshold (high), queued above the queue threshold (medium). */
export function modelHit(score: JobScore): ScreeningHit | null {
  if (!score.queue) return null
  const percent = Math.round(score.probability * 100)
  const hit: ScreeningHit = {
    category: 'job_scam',
    severity: score.hold ? 'high' : 'medium',
    confidence: score.probability,
    reason: `Job-scam model: ${percent} % likely a scam (${score.signals.slice(0, SIGNALS_NAMED).join('; ')})`,
  }
  if (score.hold) hit.hold = true
  return hit
}

/** Without the jobs module's context: the text alone (the first paragraph is the title). */
function postingFromText(content: string): Posting {
  const [title, ...rest] = content.split('\n\n')
  return {
    title: title ?? '',
    salary: '',
    companyProfile: '',
    description: rest.join('\n\n'),
    requirements: '',
    benefits: '',
    hasCompanyLogo: false,
  }
}

export function jobHits(content: string, context: JobScreeningContext | null, score: JobScore): ScreeningHit[] {
  const hits = screenText(content, { contentType: 'job', isPublic: true })
  if (context?.companyDescription.trim()) {
    for (const hit of screenText(context.companyDescription, { contentType: 'job', isPublic: true })) {
      hits.push({ ...hit, reason: `In the company description: ${hit.reason}` })
    }
  }
  const fromModel = modelHit(score)
  if (fromModel) hits.push(fromModel)
  return mergeHits(hits)
}

/** Screens a new or edited job; the queue item id and whether it is held, or null when nothing was found. */
export async function screenJob(job: ScreenedJob): Promise<{ itemId: string; held: boolean } | null> {
  const context = await jobScreeningContext(job.jobId)
  const posting = context ? postingOf(context) : postingFromText(job.content)
  const score = scoreJob(posting)
  const hits = jobHits(job.content, context, score)
  const input = screeningIntake(hits, {
    contentType: 'job',
    contentId: job.jobId,
    authorId: job.ownerId,
    content: job.content,
  })
  if (!input) return null
  const open = await db
    .from('moderation_items')
    .where({ content_type: 'job', content_id: job.jobId })
    .whereIn('status', ['pending', 'escalated'])
    .select('hidden')
    .first()
  const { itemId } = await enqueue(input)
  const item = await db.from('moderation_items').where('id', itemId).select('hidden').first()
  const held = item?.hidden === true
  await keepWhatTheModelSaw(
    itemId,
    job.jobId,
    posting,
    score.probability,
    context?.status ?? null,
    open?.hidden === true
  )
  if (input.hold) {
    await emitter.emit('moderation:content_held', {
      itemId,
      contentType: 'job',
      contentId: job.jobId,
      authorId: job.ownerId,
      message: MODERATION_MESSAGES.jobHeld(input.reason),
    })
  }
  return { itemId, held }
}

/**
 * One row per queue item: the latest posting screened, and the status the
 * job had just before it was first hidden (a later edit of the held, paused
 * job must not replace it).
 */
async function keepWhatTheModelSaw(
  itemId: string,
  jobId: string,
  posting: Posting,
  probability: number,
  status: string | null,
  wasHidden: boolean
) {
  const values = [randomUUID(), itemId, jobId, JSON.stringify(posting), round(probability), status]
  await db.rawQuery(
    `INSERT INTO moderation_job_labels AS l (id, item_id, job_id, posting, probability, job_status, created_at, updated_at)
     VALUES (?, ?, ?, ?::jsonb, ?, ?, now(), now())
     ON CONFLICT (item_id) DO UPDATE SET
       posting = EXCLUDED.posting,
       probability = EXCLUDED.probability,
       job_status = ${wasHidden ? 'l.job_status' : 'EXCLUDED.job_status'},
       updated_at = now()`,
    values as unknown as RawQueryBindings
  )
}

const round = (value: number) => Math.round(value * 10000) / 10000
