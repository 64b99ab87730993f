import db from '@adonisjs/lucid/services/db'

/**
 * The member's headline. The column is not on the User model (the session
 * reads that model on every request, and nothing there needs the headline),
 * so the profile reads it here.
 */
export async function profileHeadline(userId: string): Promise<string | null> {
  const row = await db.from('users').where('id', userId).select('headline').first()
  return row?.headline ?? null
}
