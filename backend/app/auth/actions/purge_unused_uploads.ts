import drive from '@adonisjs/drive/services/main'
import type { Disk } from '@adonisjs/drive'
import { UPLOAD_LIMITS } from '#auth/account_rules'
import { deleteUnusedUploads } from '#auth/repositories/uploads_repository'
import { purgeWithFiles } from '#shared/services/sweeps'

/** Uploads removed per transaction. */
export const PURGE_BATCH = 100

/**
 * Removes the photos and videos that nothing used, `UPLOAD_LIMITS.unusedDays` after their upload: one removed from
 * the composer before publishing, a waiting post discarded or refused, a picture never saved to a profile or a
 * company. Such a file is public to whoever has its address and shown nowhere, so keeping it only keeps what its
 * member chose not to share. Run on a schedule by every web process (#auth/scheduler) and by tests with a chosen
 * `now`. Each batch deletes its rows and their files in one transaction (purgeWithFiles); instances purging at the
 * same moment skip each other's rows.
 */
export default class PurgeUnusedUploads {
  constructor(
    private disk: Disk = drive.use(),
    private batch = PURGE_BATCH
  ) {}

  async handle(now = new Date()) {
    const cutoff = new Date(now.getTime() - UPLOAD_LIMITS.unusedDays * 86_400_000)
    const removed = await purgeWithFiles(this.disk, this.batch, (trx, batch) => deleteUnusedUploads(trx, cutoff, batch))
    return { removed }
  }
}
