import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import LoginChallenge from '#auth/models/login_challenge'
import { CHALLENGE_DIFFICULTY, isSolution } from '#auth/services/proof_of_work'

export const CHALLENGE_TTL = { minutes: 5 }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface IssuedChallenge {
  id: string
  value: string
  difficulty: number
}

/**
 * Random proof-of-work challenges for risky sign-ins. A challenge belongs to
 * the address it was issued for, expires after 5 minutes and is spent by
 * the first solution offered, right or wrong.
 */
export const loginChallenges = {
  async issue(email: string, ipAddress: string | null): Promise<IssuedChallenge> {
    const challenge = await LoginChallenge.create({
      challenge: randomBytes(32).toString('hex'),
      difficulty: CHALLENGE_DIFFICULTY,
      email,
      ipAddress,
      expiresAt: DateTime.now().plus(CHALLENGE_TTL),
      usedAt: null,
    })
    return { id: challenge.id, value: challenge.challenge, difficulty: challenge.difficulty }
  },

  async consume(id: string, email: string, solution: string) {
    if (!UUID.test(id)) return false
    const now = DateTime.now().toJSDate()
    const result = await db.rawQuery(
      `UPDATE login_challenges SET used_at = ?
       WHERE id = ? AND email = ? AND used_at IS NULL AND expires_at > ?
       RETURNING challenge, difficulty`,
      [now, id, email, now]
    )
    const row = result.rows[0] as { challenge: string; difficulty: number } | undefined
    return row ? isSolution(row.challenge, solution, row.difficulty) : false
  },
}
