import type { Post } from '../../api/feed/types'

/** What a post card needs from the list or page that holds the post. */
export interface PostController {
  /** Changes the held post (optimistic updates and server answers). */
  update: (id: string, update: (post: Post) => Post) => void
  onArchived: (id: string, isArchived: boolean) => void
  onDeleted: (id: string) => void
  onEdit: (post: Post) => void
  onOpenComments: (post: Post) => void
}
