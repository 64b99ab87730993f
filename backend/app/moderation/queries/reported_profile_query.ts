import db from '@adonisjs/lucid/services/db'

/** A member's profile as a report shows it to moderation: name and headline, and the photo; null when there is none. */
export async function reportedProfile(userId: string) {
  const row = await db.from('users').where('id', userId).select('id', 'name', 'headline', 'profile_image').first()
  if (!row) return null
  const content = [row.name, row.headline].filter(Boolean).join(' — ')
  return { authorId: row.id as string, content, imageUrl: (row.profile_image as string | null) ?? null }
}
