import db from '@adonisjs/lucid/services/db'
import type { ProfileReferrals } from '#auth/contract'

/** At most this many names for the 'Referred by' badge's tooltip; `count` is all of them. */
export const PROFILE_REFERRERS_SHOWN = 10

/** A candidate's accepted referrals, newest first: who referred them and for which job (part 1 §1 badges). */
export async function profileReferralsOf(candidateId: string): Promise<ProfileReferrals> {
  const accepted = () => db.from('referrals as r').where({ 'r.candidate_id': candidateId, 'r.status': 'accepted' })
  const rows = await accepted()
    .join('users as u', 'u.id', 'r.referrer_id')
    .join('jobs as j', 'j.id', 'r.job_id')
    .orderByRaw('coalesce(r.responded_at, r.created_at) DESC, r.id DESC')
    .limit(PROFILE_REFERRERS_SHOWN)
    .select('u.name', 'j.title')
  const total = await accepted().count('* as total').first()
  return {
    referredBy: rows.map((row) => ({ name: row.name as string, jobTitle: row.title as string })),
    count: Number(total?.total ?? 0),
  }
}
