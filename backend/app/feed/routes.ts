/*
| Routes of the feed module (part 1 §7 "Feed, posts, comments"). Every
| route needs a signed-in user; ids are UUIDs (anything else is a 404).
| Soft-deleted comments are listed and restored by admins only (part 1 §6).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { uuidParam } from '#shared/route_matchers'

const PostsController = () => import('#feed/controllers/posts_controller')
const PostInteractionsController = () => import('#feed/controllers/post_interactions_controller')
const CommentsController = () => import('#feed/controllers/comments_controller')

router
  .group(() => {
    router.get('posts', [PostsController, 'index']).as('posts.index')
    router.get('posts/bookmarks', [PostsController, 'bookmarks']).as('posts.bookmarks')
    router.get('posts/archived', [PostsController, 'archived']).as('posts.archived')
    router
      .post('posts', [PostsController, 'store'])
      .as('posts.store')
      .use(middleware.restricted())
      .use(middleware.idempotent())
    router.get('posts/:id', [PostsController, 'show']).as('posts.show')
    router.put('posts/:id', [PostsController, 'update']).as('posts.update').use(middleware.restricted())
    router.patch('posts/:id/archive', [PostsController, 'archive']).as('posts.archive')
    router.delete('posts/:id', [PostsController, 'destroy']).as('posts.destroy')

    router.post('posts/:id/like', [PostInteractionsController, 'like']).as('posts.like')
    router.post('posts/:id/repost', [PostInteractionsController, 'repost']).as('posts.repost')
    router.post('posts/:id/share', [PostInteractionsController, 'share']).as('posts.share')
    router.post('posts/:id/bookmark', [PostInteractionsController, 'bookmark']).as('posts.bookmark')
    router.post('posts/:id/report', [PostInteractionsController, 'report']).as('posts.report')

    router.get('posts/:id/comments', [CommentsController, 'index']).as('comments.index')
    router
      .post('posts/:id/comments', [CommentsController, 'store'])
      .as('comments.store')
      .use(middleware.restricted())
      .use(middleware.idempotent())
    router.get('comments/deleted', [CommentsController, 'deleted']).as('comments.deleted')
    router
      .post('comments/:id/restore', [CommentsController, 'restore'])
      .as('comments.restore')
      .use(middleware.restricted())
    router.patch('comments/:id', [CommentsController, 'update']).as('comments.update').use(middleware.restricted())
    router.delete('comments/:id', [CommentsController, 'destroy']).as('comments.destroy')
    router.post('comments/:id/reactions', [CommentsController, 'react']).as('comments.react')
  })
  .prefix('/api')
  .where('id', uuidParam)
  .use(middleware.auth())
