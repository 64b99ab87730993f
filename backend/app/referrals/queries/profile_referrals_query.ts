import db from '@adonisjs/lucid/services/db'
import { port } from '#shared/modules/registry'
import type { ProfileReferrals } from '#auth/contract'
import type {} from '#referrals/contract'

/** At most this many names for the 'Referred by' badge's tooltip; `count` is all of them. */
export const PROFILE_REFERRERS_SHOWN = 10

/** A candidate's accepted referrals, newest first: who referred them and for which job (part 1 §1 badges). */
export async function profileReferralsOf(candidateId: string): Promise<ProfileReferrals> {
  const accepted = () => db.from('referrals as r').where({ 'r.candidate_id': candidateId, 'r.status': 'accepted' })
  const rows = await accepted()
    .join('users as u', 'u.id', 'r.referrer_id')
    .orderByRaw('coalesce(r.responded_at, r.created_at) DESC, r.id DESC')
    .limit(PROFILE_REFERRERS_SHOWN)
    .select('u.name', 'r.job_id')
  const total = await accepted().count('* as total').first()
  // The jobs' titles from the jobs module (a few jobs at most: PROFILE_REFERRERS_SHOWN).
  const resolve = port('jobs:referral-job')
  const titles = new Map<string, string>()
  for (const jobId of new Set(rows.map((row) => row.job_id as string))) {
    const job = resolve ? await resolve(jobId) : null
    titles.set(jobId, job?.title ?? '')
  }
  return {
    referredBy: rows.map((row) => ({ name: row.name as string, jobTitle: titles.get(row.job_id) ?? '' })),
    count: Number(total?.total ?? 0),
  }
}
