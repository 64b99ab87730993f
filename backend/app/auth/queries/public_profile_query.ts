import db from '@adonisjs/lucid/services/db'
import { PUBLIC_PROFILE_COLUMNS, type PublicProfileRow } from '#auth/transformers/public_profile_transformer'

/** The public columns of one member as `readerId` sees them, or null (unknown, or hidden by moderation from others). */
export async function publicProfileRow(userId: string, readerId: string): Promise<PublicProfileRow | null> {
  return (
    (await db
      .from('users')
      .where('id', userId)
      .where((visible) => visible.where('profile_hidden', false).orWhere('id', readerId))
      .select(...PUBLIC_PROFILE_COLUMNS)
      .first()) ?? null
  )
}
