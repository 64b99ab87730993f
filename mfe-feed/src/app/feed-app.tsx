import { matchPath, useLocation } from 'react-router-dom'
import { FeedPage } from '../features/feed/feed-page'
import { NotificationsPage } from '../features/notifications/notifications-page'
import { PostPage } from '../features/post/post-page'

/** The feed area: the shell mounts it at /, /home/*, /notifications and /post/:id. */
export function FeedApp() {
  const { pathname } = useLocation()
  if (matchPath('/notifications/*', pathname)) return <NotificationsPage />
  const post = matchPath('/post/:id', pathname)
  if (post?.params.id) return <PostPage id={post.params.id} />
  return <FeedPage />
}
