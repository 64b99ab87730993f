import { LIMITS, type FeedType } from '#feed/constants'
import { RANKING } from '#feed/rules/ranking'
import {
  cursorId,
  cursorTime,
  decodeCursor,
  encodeCursor,
  invalidCursor,
  slicePage,
  sqlLimit,
} from '#shared/pagination/keyset'
import { hydratePage, type PageRow } from '#feed/queries/hydrate'
import { transformPost, type PostJson } from '#feed/transformers/post_transformer'

export interface FeedParams {
  type: FeedType
  limit: number
  cursor?: string | null
  /** Trending only: hours back from the first page, 1–168. */
  timeWindow: number
  minQualityScore: number
}

export interface PostPage {
  posts: PostJson[]
  nextCursor: string | null
  hasMore: boolean
}

/*
| GET /api/posts (part 2 §5 "Feed query"). Each type is a keyset walk over
| content_rankings, bounded by `asOf` (the time of the first page, carried
| in the cursor): posts written after the first page never shift the pages
| that follow, they appear on the next refresh.
|
| - recent: (created_at, id) descending.
| - intelligent: (score, id) descending, score = final_score (services/
|   ranking.ts) + the reader's boost for the author (own posts; authors the
|   reader had interacted with before asOf), and the lead of the reader's
|   own posts of the 24 hours before asOf, which come first. Three index
|   walks merged: those recent own posts, the boosted authors' other posts,
|   and everyone else's.
| - trending: posts of the window before asOf by engagement velocity
|   (weighted engagement / (age at asOf + 2h)^1.5), then time, then id.
|
| The keyset values are exactly what the SQL computed (doubles and
| millisecond timestamps round-trip through JSON), so a page starts right
| after the previous one: no duplicates, no gaps. A post whose engagement
| changes between two pages may move across the cursor; clients key posts
| by id.
*/
export default class FeedQuery {
  async handle(readerId: string, params: FeedParams): Promise<PostPage> {
    const limitSql = sqlLimit(params.limit + 1)
    const base = { reader: readerId, minQ: params.minQualityScore }
    let rows: PageRow[]
    let asOf: number

    if (params.type === 'recent') {
      const c = params.cursor ? decodeCursor(params.cursor, { t: 'string', c: 'number', id: 'string' }) : null
      if (c && c.t !== 'recent') throw invalidCursor()
      asOf = Date.now()
      rows = await hydratePage(
        `page AS (
           SELECT r.post_id, NULL::double precision AS cursor_score, r.created_at AS cursor_time,
                  row_number() OVER (ORDER BY r.created_at DESC, r.post_id DESC) AS ord
             FROM content_rankings r
            WHERE r.is_visible AND r.quality_score >= :minQ
              ${c ? 'AND (r.created_at, r.post_id) < (:cTime, :cId)' : ''}
            ORDER BY r.created_at DESC, r.post_id DESC
            LIMIT ${limitSql})`,
        { ...base, ...(c ? { cTime: cursorTime(c.c), cId: cursorId(c.id) } : {}) }
      )
      return this.page(rows, params.limit, readerId, (last) => ({
        t: 'recent',
        c: last.cursor_time!.getTime(),
        id: last.id,
      }))
    }

    if (params.type === 'trending') {
      const c = params.cursor
        ? decodeCursor(params.cursor, { t: 'string', a: 'number', w: 'number', s: 'number', c: 'number', id: 'string' })
        : null
      if (c && c.t !== 'trending') throw invalidCursor()
      asOf = c ? cursorTime(c.a).getTime() : Date.now()
      const window = c ? clampWindow(c.w) : params.timeWindow
      // date_part (double precision), not extract (numeric): the score is computed for every post of the window.
      const score = `(r.engagement_score / power(date_part('epoch', CAST(:asOf AS timestamptz) - r.created_at) / 3600.0 + 2, ${RANKING.trendingGravity}))`
      rows = await hydratePage(
        `ranked AS (
           SELECT r.post_id, r.created_at, ${score} AS score
             FROM content_rankings r
            WHERE r.is_visible AND r.quality_score >= :minQ
              AND r.created_at > CAST(:asOf AS timestamptz) - make_interval(hours => :window)
              AND r.created_at <= CAST(:asOf AS timestamptz)
         ),
         page AS (
           SELECT post_id, score AS cursor_score, created_at AS cursor_time,
                  row_number() OVER (ORDER BY score DESC, created_at DESC, post_id DESC) AS ord
             FROM ranked
            ${c ? 'WHERE (score, created_at, post_id) < (:cScore, :cTime, :cId)' : ''}
            ORDER BY score DESC, created_at DESC, post_id DESC
            LIMIT ${limitSql})`,
        {
          ...base,
          asOf: new Date(asOf),
          window,
          ...(c ? { cScore: c.s, cTime: cursorTime(c.c), cId: cursorId(c.id) } : {}),
        },
        // How many posts the window holds decides the plan: planned for its own values each time.
        { prepared: false }
      )
      return this.page(rows, params.limit, readerId, (last) => ({
        t: 'trending',
        a: asOf,
        w: window,
        s: last.cursor_score!,
        c: last.cursor_time!.getTime(),
        id: last.id,
      }))
    }

    const c = params.cursor
      ? decodeCursor(params.cursor, { t: 'string', a: 'number', s: 'number', id: 'string' })
      : null
    if (c && c.t !== 'intelligent') throw invalidCursor()
    asOf = c ? cursorTime(c.a).getTime() : Date.now()
    const after = (score: string) => (c ? `AND (${score}, r.post_id) < (:cScore, :cId)` : '')
    const lead = `CAST(${RANKING.ownRecentPost.lead} AS double precision)`
    const recentSince = `CAST(:asOf AS timestamptz) - make_interval(hours => ${RANKING.ownRecentPost.hours})`
    rows = await hydratePage(
      `own_recent AS (
         SELECT r.post_id, r.final_score + ${lead} AS score
           FROM content_rankings r
          WHERE r.author_id = :reader AND r.is_visible
            AND r.created_at > ${recentSince} AND r.created_at <= CAST(:asOf AS timestamptz)
            AND r.quality_score >= :minQ
            ${after(`r.final_score + ${lead}`)}
          ORDER BY r.final_score DESC, r.post_id DESC
          LIMIT ${limitSql}
       ),
       related AS (
         SELECT CAST(:reader AS uuid) AS author_id, CAST(${RANKING.ownPostHours} AS double precision) AS boost
         UNION ALL
         SELECT a.author_id, CAST(${RANKING.affinityHours} AS double precision)
           FROM (SELECT author_id FROM feed_affinities
                  WHERE user_id = :reader AND created_at <= CAST(:asOf AS timestamptz)
                  ORDER BY created_at DESC LIMIT ${RANKING.affinityAuthors}) a
       ),
       boosted AS (
         SELECT r.post_id, r.final_score + rel.boost AS score
           FROM related rel
           CROSS JOIN LATERAL (
             SELECT r.post_id, r.final_score
               FROM content_rankings r
              WHERE r.author_id = rel.author_id AND r.is_visible
                AND r.created_at <= CAST(:asOf AS timestamptz) AND r.quality_score >= :minQ
                AND (rel.author_id <> CAST(:reader AS uuid) OR r.created_at <= ${recentSince})
                ${c ? 'AND r.final_score <= :cScore - rel.boost + 1e-6' : ''}
                ${after('r.final_score + rel.boost')}
              ORDER BY r.final_score DESC, r.post_id DESC
              LIMIT ${limitSql}
           ) r
       ),
       general AS (
         SELECT r.post_id, r.final_score AS score
           FROM content_rankings r
          WHERE r.is_visible AND r.created_at <= CAST(:asOf AS timestamptz) AND r.quality_score >= :minQ
            AND NOT EXISTS (SELECT 1 FROM related rel WHERE rel.author_id = r.author_id)
            ${after('r.final_score')}
          ORDER BY r.final_score DESC, r.post_id DESC
          LIMIT ${limitSql}
       ),
       page AS (
         SELECT post_id, score AS cursor_score, NULL::timestamptz AS cursor_time,
                row_number() OVER (ORDER BY score DESC, post_id DESC) AS ord
           FROM (SELECT * FROM own_recent UNION ALL SELECT * FROM boosted UNION ALL SELECT * FROM general) candidates
          ORDER BY score DESC, post_id DESC
          LIMIT ${limitSql})`,
      { ...base, asOf: new Date(asOf), ...(c ? { cScore: c.s, cId: cursorId(c.id) } : {}) }
    )
    return this.page(rows, params.limit, readerId, (last) => ({
      t: 'intelligent',
      a: asOf,
      s: last.cursor_score!,
      id: last.id,
    }))
  }

  private page(
    rows: PageRow[],
    limit: number,
    readerId: string,
    cursorOf: (last: PageRow) => Record<string, string | number>
  ): PostPage {
    const page = slicePage(rows, limit, (last) => encodeCursor(cursorOf(last)))
    const now = Date.now()
    return {
      posts: page.items.map((row) => transformPost(row, readerId, now)),
      nextCursor: page.nextCursor,
      hasMore: page.hasMore,
    }
  }
}

function clampWindow(hours: number) {
  return Math.min(LIMITS.trendingWindowMax, Math.max(1, Math.round(hours)))
}

export const FEED_DEFAULTS = {
  type: 'intelligent' as FeedType,
  limit: LIMITS.feedPageDefault,
  timeWindow: LIMITS.trendingWindowDefault,
  minQualityScore: 0,
}
