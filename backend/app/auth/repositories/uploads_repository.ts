import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** Records a stored file's key with its uploader: the proof that its URL is theirs. */
export async function recordUpload(key: string, userId: string) {
  await db.table('uploads').insert({ key, user_id: userId })
}

/**
 * Deletes, in the caller's transaction, up to `batch` uploads made before `cutoff` that nothing has used, and
 * answers their keys (the caller removes the files before it commits). The rows are locked first (rows another
 * transaction holds, such as a post's check marking them used, are skipped), then deleted only if still unused in
 * a snapshot taken after the locks. `scanned`: rows looked at, to tell whether another batch may follow.
 */
export async function deleteUnusedUploads(trx: TransactionClientContract, cutoff: Date, batch: number) {
  const claimed = await trx.rawQuery(
    `SELECT u.key FROM uploads u
      WHERE u.used_at IS NULL AND u.created_at < :cutoff
      ORDER BY u.created_at
      LIMIT :batch
      FOR UPDATE SKIP LOCKED`,
    { cutoff, batch }
  )
  const keys = (claimed.rows as { key: string }[]).map((row) => row.key)
  if (!keys.length) return { scanned: 0, keys }
  const deleted = await trx.from('uploads').whereIn('key', keys).whereNull('used_at').delete().returning('key')
  return { scanned: keys.length, keys: (deleted as unknown as { key: string }[]).map((row) => row.key) }
}
