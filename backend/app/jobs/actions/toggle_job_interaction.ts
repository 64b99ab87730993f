import db from '@adonisjs/lucid/services/db'
import type { InteractionType } from '#jobs/constants'

const WORDS = {
  save: { on: 'Job saved to your list', off: 'Job removed from your saved list' },
  like: { on: 'Job liked', off: 'Like removed' },
}

/** Saves or likes a visible job, or undoes it: answers `{save|like, message}`. */
export default class ToggleJobInteraction {
  async handle(userId: string, jobId: string, type: InteractionType) {
    return db.transaction(async (trx) => {
      const inserted = await trx.rawQuery(
        `INSERT INTO job_interactions (job_id, user_id, type, created_at) VALUES (?, ?, ?, now())
         ON CONFLICT DO NOTHING RETURNING job_id`,
        [jobId, userId, type]
      )
      const added = inserted.rows.length > 0
      if (!added) await trx.from('job_interactions').where({ job_id: jobId, user_id: userId, type }).delete()
      const message = added ? WORDS[type].on : WORDS[type].off
      return type === 'save' ? { save: added, message } : { like: added, message }
    })
  }
}
