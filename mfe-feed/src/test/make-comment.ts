import type { Comment } from '../api/feed/types'

/** A comment as GET /api/posts/{id}/comments answers it, for unit tests. */
export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 'c1',
    postId: 'p1',
    content: 'Congratulations!',
    authorId: 'u2',
    author: {
      id: 'u2',
      name: 'Casey Jones',
      avatar: null,
      profileImage: null,
      userType: 'candidate',
      verified: false,
      foundingEmployerNumber: null,
    },
    parentCommentId: null,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    isEdited: false,
    editedAt: null,
    likesCount: 0,
    celebrateCount: 0,
    insightfulCount: 0,
    curiousCount: 0,
    repliesCount: 0,
    reaction: null,
    isOwner: false,
    ...overrides,
  }
}
