/*
| Routes of the messaging module (part 1 §7 "Messaging", part 2 §7
| threads, connections, job recommendations). Ids are UUIDs (anything else is
| a 404); everything needs a session.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { uuidParam } from '#shared/route_matchers'

const ThreadsController = () => import('#messaging/controllers/threads_controller')
const MessagesController = () => import('#messaging/controllers/messages_controller')
const JobRecommendationsController = () => import('#messaging/controllers/job_recommendations_controller')
const ConnectionsController = () => import('#messaging/controllers/connections_controller')
const BlocksController = () => import('#messaging/controllers/blocks_controller')

router
  .group(() => {
    router.get('threads', [ThreadsController, 'index']).as('threads.index')
    router.post('threads', [ThreadsController, 'store']).as('threads.store').use(middleware.restricted())
    router.get('threads/:id/messages', [ThreadsController, 'messages']).as('threads.messages')
    router
      .post('threads/:id/messages', [ThreadsController, 'send'])
      .as('threads.send')
      .use(middleware.restricted())
      .use(middleware.idempotent())
    router.post('threads/:id/mark-read', [ThreadsController, 'markRead']).as('threads.markRead')
    router.patch('threads/:id/archive', [ThreadsController, 'archive']).as('threads.archive')
    router.delete('threads/:id', [ThreadsController, 'destroy']).as('threads.destroy')
    router.get('messages/unread-count', [MessagesController, 'unreadCount']).as('messages.unreadCount')
    router
      .post('messages', [MessagesController, 'store'])
      .as('messages.store')
      .use(middleware.restricted())
      .use(middleware.idempotent())
    router
      .post('job-recommendations', [JobRecommendationsController, 'store'])
      .as('jobRecommendations.store')
      .use(middleware.restricted())

    // Connections and blocks (part 2 §3 "connection", §7 connections).
    router.post('connections', [ConnectionsController, 'store']).as('connections.store').use(middleware.restricted())
    router.get('connections/requests', [ConnectionsController, 'requests']).as('connections.requests')
    router.get('connections/status', [ConnectionsController, 'status']).as('connections.status')
    router.post('connections/:id/accept', [ConnectionsController, 'accept']).as('connections.accept')
    router.post('connections/:id/decline', [ConnectionsController, 'decline']).as('connections.decline')
    router.delete('connections/:id', [ConnectionsController, 'destroy']).as('connections.destroy')
    router.get('user/connections', [ConnectionsController, 'index']).as('connections.index')
    router.post('users/:id/block', [BlocksController, 'store']).as('blocks.store')
    router.delete('users/:id/block', [BlocksController, 'destroy']).as('blocks.destroy')
    router.get('user/blocks', [BlocksController, 'index']).as('blocks.index')
  })
  .prefix('/api')
  .where('id', uuidParam)
  .use(middleware.auth())
