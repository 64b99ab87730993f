/*
| Routes of the notifications module (part 1 §7 "Notifications"). Its
| listeners (start.ts) are started through config/modules.ts: disabling the
| module removes both.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { uuidParam } from '#shared/route_matchers'

const NotificationsController = () => import('#notifications/controllers/notifications_controller')
const PushController = () => import('#notifications/controllers/push_controller')

router
  .group(() => {
    router.get('notifications', [NotificationsController, 'index']).as('notifications.index')
    router.get('notifications/unread-count', [NotificationsController, 'unreadCount']).as('notifications.unread_count')
    router.patch('notifications/read-all', [NotificationsController, 'markAllRead']).as('notifications.read_all')
    router.patch('notifications/:id/read', [NotificationsController, 'markRead']).as('notifications.read')
    router.delete('notifications/:id', [NotificationsController, 'destroy']).as('notifications.destroy')
    router.get('notifications/push/key', [PushController, 'key']).as('notifications.push.key')
    router.post('notifications/push/subscriptions', [PushController, 'subscribe']).as('notifications.push.subscribe')
    router
      .delete('notifications/push/subscriptions', [PushController, 'unsubscribe'])
      .as('notifications.push.unsubscribe')
    router.get('notifications/preferences', [PushController, 'preferences']).as('notifications.preferences')
    router
      .put('notifications/preferences', [PushController, 'updatePreferences'])
      .as('notifications.preferences.update')
  })
  .prefix('/api')
  .where('id', uuidParam)
  .use(middleware.auth())
