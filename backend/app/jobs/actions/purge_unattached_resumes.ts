import drive from '@adonisjs/drive/services/main'
import type { Disk } from '@adonisjs/drive'
import { APPLICATION_LIMITS } from '#jobs/constants'
import { deleteUnattachedResumes } from '#jobs/repositories/applications_repository'
import { purgeWithFiles } from '#shared/services/sweeps'

/** Résumés removed per transaction. */
export const PURGE_BATCH = 100

/**
 * Removes the résumés no application carries, `APPLICATION_LIMITS.unattachedResumeDays` after their upload: one
 * picked and then removed from the form, one whose application was discarded or refused, or withdrawn. Nobody can
 * read such a file (a résumé is only ever read through an application that carries it), so keeping it only keeps a
 * candidate's private document for nothing. Run on a schedule by every web process (#jobs/scheduler) and by tests
 * with a chosen `now`. Each batch deletes its rows and their files in one transaction (purgeWithFiles); instances
 * purging at the same moment skip each other's rows.
 */
export default class PurgeUnattachedResumes {
  constructor(
    private disk: Disk = drive.use('resumes'),
    private batch = PURGE_BATCH
  ) {}

  async handle(now = new Date()) {
    const cutoff = new Date(now.getTime() - APPLICATION_LIMITS.unattachedResumeDays * 86_400_000)
    const removed = await purgeWithFiles(this.disk, this.batch, (trx, batch) =>
      deleteUnattachedResumes(trx, cutoff, batch)
    )
    return { removed }
  }
}
