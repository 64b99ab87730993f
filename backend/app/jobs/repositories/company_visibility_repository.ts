import db from '@adonisjs/lucid/services/db'

/** Hides the owner's shown companies with `reason`; a company already hidden keeps when and why. */
export async function hideOwnerCompanies(ownerId: string, reason: string, now: Date) {
  await db
    .from('companies')
    .where('owner_id', ownerId)
    .whereNull('hidden_at')
    .update({ hidden_at: now, hidden_reason: reason, updated_at: now })
}

/** Shows again the owner's companies hidden with `reason` (one hidden for another reason stays hidden). */
export async function showOwnerCompanies(ownerId: string, reason: string, now: Date) {
  await db
    .from('companies')
    .where({ owner_id: ownerId, hidden_reason: reason })
    .whereNotNull('hidden_at')
    .update({ hidden_at: null, hidden_reason: null, updated_at: now })
}
