import { readRows } from '#shared/services/read_statement'
import type { PostRow } from '#feed/transformers/post_transformer'

/*
| Every read of posts ends here: a CTE named `page` chooses the posts and
| their order (columns post_id, ord, and the keyset values cursor_score and
| cursor_time), and ONE statement adds the post, its author, its counts and
| the reader's own reaction, repost and bookmark. A page of any size is one
| SQL query, prepared (planned once per connection: its plan does not hang
| on the reader or the cursor) unless the caller says its plan does.
*/

export interface PageRow extends PostRow {
  ord: number
  cursor_score: number | null
  cursor_time: Date | null
}

export function hydratePage(
  pageCte: string,
  bindings: Record<string, unknown>,
  options: { prepared: boolean } = { prepared: true }
): Promise<PageRow[]> {
  return readRows<PageRow>(
    `WITH ${pageCte}
     SELECT p.id, p.author_id, p.blocks, p.content, p.hashtags, p.mentions,
            p.media_type, p.media_url, p.media_preview, p.media_title, p.media_description, p.media_files,
            p.is_sponsored, p.is_archived, p.is_hidden, p.held_reason, p.likes_count, p.comments_count, p.reposts_count, p.shares_count,
            p.reaction_counts, p.created_at, p.updated_at, p.edited_at,
            u.name AS author_name, u.profile_image AS author_profile_image, u.user_type AS author_user_type,
            u.founding_employer_number AS author_founding_number,
            u.headline AS author_headline, u.location AS author_location,
            coalesce(pe.views, 0) AS views, coalesce(pe.saves, 0) AS saves,
            coalesce(r.engagement_score, 0) AS engagement_score,
            mine.reaction, coalesce(mine.reposted, false) AS reposted, coalesce(mine.bookmarked, false) AS bookmarked,
            page.ord, page.cursor_score, page.cursor_time
       FROM page
       JOIN posts p ON p.id = page.post_id
       JOIN users u ON u.id = p.author_id
       LEFT JOIN post_engagement pe ON pe.post_id = p.id
       LEFT JOIN content_rankings r ON r.post_id = p.id
       LEFT JOIN LATERAL (
         SELECT max(i.reaction) AS reaction,
                bool_or(i.type = 'repost') AS reposted,
                bool_or(i.type = 'bookmark') AS bookmarked
           FROM post_interactions i
          WHERE i.post_id = p.id AND i.user_id = :reader AND i.type IN ('reaction', 'repost', 'bookmark')
       ) mine ON true
      ORDER BY page.ord`,
    bindings,
    options
  )
}
