import db from '@adonisjs/lucid/services/db'
import { port } from '#shared/modules/registry'
import type {} from '#auth/contract'

/**
 * Whether others may ask this member to connect: the member exists, their
 * profile is not hidden by moderation (the kernel's `users.profile_hidden`,
 * the rule behind GET /api/users/{id}'s 404 for other members), and they are
 * not banned (moderation's ban check; nobody is banned while moderation is
 * off). Anyone else reads as an unknown member.
 */
export async function connectableMember(userId: string) {
  const row = await db.from('users').where('id', userId).where('profile_hidden', false).select('id').first()
  if (!row) return false
  const banCheck = port('moderation:ban-check')
  return !banCheck || (await banCheck(userId)) === null
}
