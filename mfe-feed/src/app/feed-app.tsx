import { lazy, Suspense } from 'react'
import { matchPath, useLocation } from 'react-router-dom'
import { FeedPage } from './pages/feed-page'

// Only the feed is part of the first load of /home; the other pages load when visited.
const NotificationsPage = lazy(() => import('../features/notifications/notifications-page'))
const PostPage = lazy(() => import('./pages/post-page'))
const MemberProfilePage = lazy(() => import('../features/search/member-profile-page'))
const PeopleSearchPage = lazy(() => import('../features/search/people-search-page'))
const SavedPage = lazy(() => import('../features/saved/saved-page'))

/**
 * The feed area: the shell mounts it at /, /home/*, /notifications, /post/:id, /people (people search, ?q=) and
 * /people/:id (a member's profile), /saved.
 */
export function FeedApp() {
  const { pathname } = useLocation()
  let page = <FeedPage />
  const post = matchPath('/post/:id', pathname)
  const person = matchPath('/people/:id', pathname)
  if (matchPath('/notifications/*', pathname)) page = <NotificationsPage />
  else if (matchPath('/saved/*', pathname)) page = <SavedPage />
  else if (person?.params.id) page = <MemberProfilePage key={person.params.id} id={person.params.id} />
  else if (matchPath('/people', pathname)) page = <PeopleSearchPage />
  else if (post?.params.id) page = <PostPage key={post.params.id} id={post.params.id} />
  return <Suspense fallback={null}>{page}</Suspense>
}
