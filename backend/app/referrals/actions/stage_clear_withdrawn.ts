import type { ApplicationWithdrawn } from '#jobs/contract'
import { clearWithdrawnStage } from '#referrals/repositories/referrals_repository'

/**
 * The candidate withdrew (the application is deleted, which already cleared
 * `application_id` through its foreign key): the referrals for that job and
 * candidate show no stage until they apply again.
 */
export default class ClearWithdrawnStage {
  async handle(event: ApplicationWithdrawn) {
    await clearWithdrawnStage(event)
  }
}
