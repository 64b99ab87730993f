import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import type { Disk } from '@adonisjs/drive'
import { UPLOAD_LIMITS } from '#auth/account_rules'
import { deleteUnusedUploads } from '#auth/repositories/uploads_repository'

/** Uploads removed per transaction. */
export const PURGE_BATCH = 100

/**
 * Removes the photos and videos that nothing used, `UPLOAD_LIMITS.unusedDays` after their upload: one removed from
 * the composer before publishing, a waiting post discarded or refused, a picture never saved to a profile or a
 * company. Such a file is public to whoever has its address and shown nowhere, so keeping it only keeps what its
 * member chose not to share. Run on a schedule by every web process (#auth/scheduler) and by tests with a chosen
 * `now`. Each batch deletes its rows and their files in one transaction: a file that cannot be removed (the store
 * unreachable) rolls its batch back, and the next run tries again; instances purging at the same moment skip each
 * other's rows.
 */
export default class PurgeUnusedUploads {
  constructor(
    private disk: Disk = drive.use(),
    private batch = PURGE_BATCH
  ) {}

  async handle(now = new Date()) {
    const cutoff = new Date(now.getTime() - UPLOAD_LIMITS.unusedDays * 86_400_000)
    let removed = 0
    for (;;) {
      const { scanned, keys } = await db.transaction(async (trx) => {
        const batch = await deleteUnusedUploads(trx, cutoff, this.batch)
        for (const key of batch.keys) await this.disk.delete(key)
        return batch
      })
      removed += keys.length
      if (scanned < this.batch) break
    }
    return { removed }
  }
}
