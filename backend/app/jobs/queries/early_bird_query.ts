import db from '@adonisjs/lucid/services/db'
import { FOUNDING } from '#jobs/constants'

/** GET /api/early-bird/status (public). */
export async function earlyBirdStatus() {
  const tracking = await db.from('early_bird_tracking').where('id', 1).first()
  const total = Number(tracking?.total_founding_employers ?? 0)
  const max = Number(tracking?.max_founding_employers ?? FOUNDING.maxFoundingEmployers)
  const founders = await db
    .from('companies')
    .whereNotNull('founding_employer_number')
    // A company moderation hid is not shown to the public, here as on its page.
    .whereNull('hidden_at')
    .orderBy('founding_employer_number', 'asc')
    .limit(FOUNDING.listed)
    .select('id', 'founding_employer_number', 'name')
  const now = new Date()
  return {
    totalSpots: max,
    spotsRemaining: Math.max(0, max - total),
    foundingEmployers: founders.map((row) => ({
      foundingNumber: Number(row.founding_employer_number),
      companyName: row.name,
      /** Its page (/companies/{id}). */
      companyId: row.id as string,
    })),
    programActive: Boolean(tracking?.program_active ?? true) && total < max,
    endsAt: new Date(Date.UTC(now.getUTCFullYear(), 11, 31, 23, 59, 59)).toISOString(),
  }
}
