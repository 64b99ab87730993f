import { decodeTimeIdCursor, slicePage, sqlLimit, timeIdCursor } from '#shared/pagination/keyset'
import { hydratePage } from '#feed/queries/hydrate'
import { transformPost } from '#feed/transformers/post_transformer'
import type { PostPage } from '#feed/queries/feed_query'

/*
| The reader's own lists, same page shape as the feed:
| - bookmarks, most recently saved first;
| - their archived posts (to restore them), most recent first.
*/

export async function bookmarkedPosts(readerId: string, limit: number, cursor?: string | null): Promise<PostPage> {
  const c = decodeTimeIdCursor(cursor)
  const rows = await hydratePage(
    `page AS (
       SELECT i.post_id, NULL::double precision AS cursor_score, i.created_at AS cursor_time,
              row_number() OVER (ORDER BY i.created_at DESC, i.post_id DESC) AS ord
         FROM post_interactions i
         JOIN posts p ON p.id = i.post_id
        WHERE i.user_id = :reader AND i.type = 'bookmark'
          AND p.deleted_at IS NULL AND ((NOT p.is_archived AND NOT p.is_hidden) OR p.author_id = :reader)
          ${c ? 'AND (i.created_at, i.post_id) < (:cTime, :cId)' : ''}
        ORDER BY i.created_at DESC, i.post_id DESC
        LIMIT ${sqlLimit(limit + 1)})`,
    { reader: readerId, ...(c ? { cTime: c.time, cId: c.id } : {}) }
  )
  return toPage(rows, limit, readerId)
}

export async function archivedPosts(readerId: string, limit: number, cursor?: string | null): Promise<PostPage> {
  const c = decodeTimeIdCursor(cursor)
  const rows = await hydratePage(
    `page AS (
       SELECT p.id AS post_id, NULL::double precision AS cursor_score, p.created_at AS cursor_time,
              row_number() OVER (ORDER BY p.created_at DESC, p.id DESC) AS ord
         FROM posts p
        WHERE p.author_id = :reader AND p.is_archived AND p.deleted_at IS NULL
          ${c ? 'AND (p.created_at, p.id) < (:cTime, :cId)' : ''}
        ORDER BY p.created_at DESC, p.id DESC
        LIMIT ${sqlLimit(limit + 1)})`,
    { reader: readerId, ...(c ? { cTime: c.time, cId: c.id } : {}) }
  )
  return toPage(rows, limit, readerId)
}

function toPage(rows: Awaited<ReturnType<typeof hydratePage>>, limit: number, readerId: string): PostPage {
  const page = slicePage(rows, limit, (last) => timeIdCursor(last.cursor_time!, last.id))
  return {
    posts: page.items.map((row) => transformPost(row, readerId)),
    nextCursor: page.nextCursor,
    hasMore: page.hasMore,
  }
}
