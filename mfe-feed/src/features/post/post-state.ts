import type {
  BookmarkResponse,
  LikeResponse,
  Post,
  PostReaction,
  RepostResponse,
  ShareResponse,
} from '../../api/feed/types'

/*
| Optimistic changes of a post's own flags (part 1 §4 "Post flags"): the card changes at once, rolls back when the
| call fails, then takes the server's flags and counts. Pure functions, so the rules are tested without a browser.
*/

/** Spec README "Reactions": none → add, the same type → remove, another type → switch (likes counts every type). */
export function applyReaction(post: Post, type: PostReaction): Post {
  const reactions = { ...post.reactions }
  let likes = post.engagement.likes
  let reaction: PostReaction | null = type
  if (post.reaction === null) {
    reactions[type] = (reactions[type] ?? 0) + 1
    likes += 1
  } else if (post.reaction === type) {
    reactions[type] = Math.max(0, (reactions[type] ?? 0) - 1)
    likes = Math.max(0, likes - 1)
    reaction = null
  } else {
    reactions[post.reaction] = Math.max(0, (reactions[post.reaction] ?? 0) - 1)
    reactions[type] = (reactions[type] ?? 0) + 1
  }
  return { ...post, reaction, isLiked: reaction !== null, reactions, engagement: { ...post.engagement, likes } }
}

export function applyReactionResult(post: Post, result: LikeResponse): Post {
  return {
    ...post,
    reaction: result.reaction,
    isLiked: result.liked,
    reactions: { ...post.reactions, ...result.reactions },
    engagement: { ...post.engagement, likes: result.likesCount },
  }
}

/** A repost happens once; the button is disabled after. */
export function applyRepost(post: Post): Post {
  if (post.isReposted) return post
  return { ...post, isReposted: true, engagement: { ...post.engagement, reposts: post.engagement.reposts + 1 } }
}

export function applyRepostResult(post: Post, result: RepostResponse): Post {
  return { ...post, isReposted: result.reposted, engagement: { ...post.engagement, reposts: result.repostsCount } }
}

export function applyBookmark(post: Post): Post {
  return { ...post, isBookmarked: !post.isBookmarked }
}

export function applyBookmarkResult(post: Post, result: BookmarkResponse): Post {
  return { ...post, isBookmarked: result.bookmarked }
}

export function applyShareResult(post: Post, result: ShareResponse): Post {
  return { ...post, engagement: { ...post.engagement, shares: result.sharesCount } }
}

export function applyCommentDelta(post: Post, delta: number): Post {
  return { ...post, engagement: { ...post.engagement, comments: Math.max(0, post.engagement.comments + delta) } }
}

export type FlagKind = 'reaction' | 'repost' | 'bookmark'

/**
 * Puts back what an optimistic change of `kind` altered, as it was in `before`, leaving every other field as it is
 * now (another change may have landed meanwhile).
 */
export function restoreFlags(post: Post, before: Post, kind: FlagKind): Post {
  switch (kind) {
    case 'reaction':
      return {
        ...post,
        reaction: before.reaction,
        isLiked: before.isLiked,
        reactions: before.reactions,
        engagement: { ...post.engagement, likes: before.engagement.likes },
      }
    case 'repost':
      return {
        ...post,
        isReposted: before.isReposted,
        engagement: { ...post.engagement, reposts: before.engagement.reposts },
      }
    case 'bookmark':
      return { ...post, isBookmarked: before.isBookmarked }
  }
}

export const FLAG_FAILURE = 'Failed to update like/repost/bookmark'
