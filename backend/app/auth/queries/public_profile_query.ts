import db from '@adonisjs/lucid/services/db'
import { PUBLIC_PROFILE_COLUMNS, type PublicProfileRow } from '#auth/transformers/public_profile_transformer'

/** The public columns of one member, or null. */
export async function publicProfileRow(userId: string): Promise<PublicProfileRow | null> {
  return (
    (await db
      .from('users')
      .where('id', userId)
      .select(...PUBLIC_PROFILE_COLUMNS)
      .first()) ?? null
  )
}
