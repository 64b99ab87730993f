import { describe, expect, it } from 'vitest'
import { searchUrl } from '../search/search'
import { notificationsPageUrl } from '../notifications/get-notifications'
import { commentsPageUrl } from './get-comments'
import { postKey } from './get-post'
import { postsPageUrl } from './get-posts'

describe('feed, notifications and search URLs', () => {
  it('pages the feed with the cursor the server gave', () => {
    expect(postsPageUrl()).toBe('/api/posts')
    expect(postsPageUrl({ limit: 10, cursor: 'abc=' })).toBe('/api/posts?limit=10&cursor=abc%3D')
    expect(postsPageUrl({ type: 'trending' })).toBe('/api/posts?type=trending')
  })

  it('asks comments 10 at a time', () => {
    expect(commentsPageUrl('p1')).toBe('/api/posts/p1/comments?limit=10')
    expect(commentsPageUrl('p1', 'c2')).toBe('/api/posts/p1/comments?limit=10&cursor=c2')
    expect(postKey('a/b')).toBe('/api/posts/a%2Fb')
  })

  it('pages notifications and trims search queries', () => {
    expect(notificationsPageUrl()).toBe('/api/notifications')
    expect(notificationsPageUrl('n1', 20)).toBe('/api/notifications?limit=20&cursor=n1')
    expect(searchUrl('  ada lovelace ')).toBe('/api/search?q=ada+lovelace')
  })
})
