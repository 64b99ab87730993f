import type { Post } from '../api/feed/types'

/** A post as GET /api/posts answers it, for unit tests. */
export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    id: 'p1',
    authorId: 'u1',
    content: 'Hello',
    blocks: [],
    hashtags: [],
    mentions: [],
    author: {
      id: 'u1',
      name: 'Ann',
      avatar: null,
      profileImage: null,
      userType: 'candidate',
      verified: false,
      foundingEmployerNumber: null,
      headline: '',
    },
    timestamp: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    editedAt: null,
    media: null,
    mediaFiles: [],
    engagement: { likes: 0, comments: 0, reposts: 0, shares: 0, views: 0 },
    reactions: { like: 0, love: 0, celebrate: 0, insightful: 0, support: 0 },
    reaction: null,
    isLiked: false,
    isBookmarked: false,
    isReposted: false,
    isOwner: false,
    isArchived: false,
    isHidden: false,
    heldReason: null,
    isSponsored: false,
    isTrending: false,
    isHot: false,
    ...overrides,
  }
}
