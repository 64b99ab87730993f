import db from '@adonisjs/lucid/services/db'
import type { InteractionType } from '#jobs/constants'
import { toggleJobInteraction } from '#jobs/repositories/jobs_repository'

const WORDS = {
  save: { on: 'Job saved to your list', off: 'Job removed from your saved list' },
  like: { on: 'Job liked', off: 'Like removed' },
}

/** Saves or likes a visible job, or undoes it: answers `{save|like, message}`. */
export default class ToggleJobInteraction {
  async handle(userId: string, jobId: string, type: InteractionType) {
    return db.transaction(async (trx) => {
      const added = await toggleJobInteraction(trx, jobId, userId, type)
      const message = added ? WORDS[type].on : WORDS[type].off
      return type === 'save' ? { save: added, message } : { like: added, message }
    })
  }
}
