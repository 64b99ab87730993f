import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

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
