import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** Stores the member's headline (a column the User model leaves out), in the caller's transaction. */
export async function saveHeadline(trx: TransactionClientContract, userId: string, headline: string | null) {
  await trx.from('users').where('id', userId).update({ headline, updated_at: new Date() })
}
