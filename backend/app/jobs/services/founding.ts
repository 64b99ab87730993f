import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import { FOUNDING } from '#jobs/constants'

/**
 * Takes the next founding number, or null once the programme is full. The
 * UPDATE holds the counter row's lock until the caller's transaction ends,
 * so concurrent creations get consecutive numbers; a rollback returns it.
 */
export async function takeFoundingNumber(trx: TransactionClientContract): Promise<number | null> {
  const result = await trx.rawQuery(
    `UPDATE early_bird_tracking
        SET total_founding_employers = total_founding_employers + 1,
            program_active = total_founding_employers + 1 < max_founding_employers,
            last_updated = now()
      WHERE id = 1 AND program_active AND total_founding_employers < max_founding_employers
      RETURNING total_founding_employers`
  )
  const row = result.rows[0]
  return row ? Number(row.total_founding_employers) : null
}

/** GET /api/early-bird/status (public). */
export async function earlyBirdStatus() {
  const tracking = await db.from('early_bird_tracking').where('id', 1).first()
  const total = Number(tracking?.total_founding_employers ?? 0)
  const max = Number(tracking?.max_founding_employers ?? FOUNDING.maxFoundingEmployers)
  const founders = await db
    .from('companies')
    .whereNotNull('founding_employer_number')
    .orderBy('founding_employer_number', 'asc')
    .limit(FOUNDING.listed)
    .select('founding_employer_number', 'name')
  const now = new Date()
  return {
    totalSpots: max,
    spotsRemaining: Math.max(0, max - total),
    foundingEmployers: founders.map((row) => ({ foundingNumber: Number(row.founding_employer_number), companyName: row.name })),
    programActive: Boolean(tracking?.program_active ?? true) && total < max,
    endsAt: new Date(Date.UTC(now.getUTCFullYear(), 11, 31, 23, 59, 59)).toISOString(),
  }
}

/** GET /api/subscription/pricing: the two blocks of part 2 §3. */
export function subscriptionPricing() {
  const discount = Math.round((1 - FOUNDING.lockedMonthlyRate / FOUNDING.regularMonthlyRate) * 100)
  return {
    regular: {
      monthlyRate: FOUNDING.regularMonthlyRate,
      features: ['Unlimited job postings', 'Applicant tracking', 'Messaging with candidates', 'Standard placement'],
    },
    early_bird_locked: {
      monthlyRate: FOUNDING.lockedMonthlyRate,
      originalRate: FOUNDING.regularMonthlyRate,
      discount,
      features: [
        'Everything in Regular',
        'Founding Employer badge',
        'Lifetime priority job placement',
        `Price locked at $${FOUNDING.lockedMonthlyRate}/month forever`,
        `${FOUNDING.freePostingMonths} months of free job posting`,
      ],
    },
  }
}

/** The benefits recorded on a founding company (badge tooltip). */
export function foundingBenefits(number: number | null) {
  if (number === null) return null
  return {
    lockedMonthlyRate: FOUNDING.lockedMonthlyRate,
    freePostingMonths: FOUNDING.freePostingMonths,
    lifetimePriorityPlacement: true,
    tier: FOUNDING.tier,
  }
}
