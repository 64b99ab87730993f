/*
| Routes of the moderation module (part 2 §7 moderation calls).
| Admin only on every /api/moderation route (anonymous 401, others 403),
| except GET /api/moderation/me (any member's own standing) and POST
| /api/moderation/reports (any member reports a message or a profile).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { uuidParam } from '#shared/route_matchers'

const QueueController = () => import('#moderation/controllers/queue_controller')

/* The queue (modqueue). */
router
  .group(() => {
    router.get('moderation/queue', [QueueController, 'index']).as('moderation.queue')
    router.get('moderation/stats', [QueueController, 'stats']).as('moderation.stats')
    router.post('moderation/queue/:id/action', [QueueController, 'act']).as('moderation.act')
    router.post('moderation/reports', [QueueController, 'report']).as('moderation.report')
  })
  .prefix('/api')
  .where('id', uuidParam)
  .use(middleware.auth())

/*
| Members' standing (modaccount): anyone signed in reads and answers their
| own notices; reputation, users for review and reversal are admins' only
| (AccountPolicy: 403 'Admins only').
*/
const AccountController = () => import('#moderation/controllers/account_controller')
const StandingController = () => import('#moderation/controllers/standing_controller')

router
  .group(() => {
    router.get('moderation/me', [StandingController, 'show']).as('moderation.me')
    router
      .post('moderation/violations/:id/acknowledge', [StandingController, 'acknowledge'])
      .as('moderation.violations.acknowledge')
    router.post('moderation/violations/:id/appeal', [StandingController, 'appeal']).as('moderation.violations.appeal')
    router.get('moderation/reputation-stats', [AccountController, 'reputationStats']).as('moderation.reputationStats')
    router.get('moderation/users-for-review', [AccountController, 'usersForReview']).as('moderation.usersForReview')
    router.post('moderation/queue/:id/reverse', [AccountController, 'reverse']).as('moderation.queue.reverse')
  })
  .prefix('/api')
  .where('id', uuidParam)
  .use(middleware.auth())
