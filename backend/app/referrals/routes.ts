/*
| Routes of the referrals module (part 2 §7 referral calls). Ids are UUIDs
| (anything else is a 404); everything needs a session. Asking, inviting and
| thanking send a member's words to others: refused while restricted.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { uuidParam } from '#shared/route_matchers'

const ReferralsController = () => import('#referrals/controllers/referrals_controller')

/* The referrals core: ask, refer by e-mail, the lists, answer, a job's referrals, thank the referrer. */
router
  .group(() => {
    router.post('referrals', [ReferralsController, 'store']).as('referrals.store').use(middleware.restricted())
    router.post('referrals/invite', [ReferralsController, 'invite']).as('referrals.invite').use(middleware.restricted())
    router.get('users/:userId/referrals/received', [ReferralsController, 'received']).as('referrals.received')
    router.get('users/:userId/referrals/sent', [ReferralsController, 'sent']).as('referrals.sent')
    router.get('referrals/:id', [ReferralsController, 'show']).as('referrals.show')
    router.patch('referrals/:id', [ReferralsController, 'update']).as('referrals.update')
    router
      .post('referrals/:id/thread', [ReferralsController, 'thread'])
      .as('referrals.thread')
      .use(middleware.restricted())
    router.get('jobs/:jobId/referrals', [ReferralsController, 'forJob']).as('referrals.forJob')
  })
  .prefix('/api')
  .where('id', uuidParam)
  .where('userId', uuidParam)
  .where('jobId', uuidParam)
  .use(middleware.auth())

/*
| Rewards and the referral notification panel (part 1 §2, §7 rows 267–270;
| part 2 §4). The panel's paths sit under /api/notifications/referrals: the
| notifications module's `/notifications/:id` routes only take UUIDs and
| other path lengths, so they never shadow these.
*/
const RewardsController = () => import('#referrals/controllers/rewards_controller')
const ReferralNotificationsController = () => import('#referrals/controllers/referral_notifications_controller')

router
  .group(() => {
    router.get('referrals/rewards', [RewardsController, 'show']).as('referrals.rewards')
    router.get('notifications/referrals', [ReferralNotificationsController, 'index']).as('referralNotifications.index')
    router
      .patch('notifications/referrals/:id/read', [ReferralNotificationsController, 'markRead'])
      .as('referralNotifications.read')
    router
      .patch('notifications/referrals/:id/archive', [ReferralNotificationsController, 'archive'])
      .as('referralNotifications.archive')
    router
      .delete('notifications/referrals/:id', [ReferralNotificationsController, 'destroy'])
      .as('referralNotifications.destroy')
  })
  .prefix('/api')
  .where('id', uuidParam)
  .use(middleware.auth())
