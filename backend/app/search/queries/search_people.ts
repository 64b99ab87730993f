import db from '@adonisjs/lucid/services/db'
import { cursorId, decodeCursor, encodeCursor, invalidCursor, slicePage, sqlLimit } from '#shared/pagination/keyset'
import { isSafeText } from '#shared/services/text_input'
import type { PeoplePage, PersonResult } from '#search/contract'

interface PersonRow {
  id: string
  name: string
  profile_image: string | null
  user_type: PersonResult['userType']
  headline: string | null
  location: string | null
  rank: number
}

/** Where a page of people starts: after the person of this rank, name and id (the listing's order). */
interface PeopleCursor {
  rank: number
  name: string
  id: string
}

/*
| People by name, headline and location. A person matches the full-text
| query (websearch syntax: words, "phrases", -exclusions), or is similar
| to it by trigrams (typos: "jhon" finds John; prefixes: "ali" finds
| Alice). Ranked by full-text rank, then name similarity; ties by name,
| then id, so the order is total and pages can follow it (keyset).
*/
const MATCHES = `WITH query AS (SELECT websearch_to_tsquery('simple', :q) AS ts, lower(:q) AS text),
     matches AS (
       SELECT u.id, u.name, u.profile_image, u.user_type, u.headline, u.location,
              (ts_rank(u.search_vector, query.ts) * 2
                + greatest(similarity(u.name, query.text), word_similarity(query.text, u.name))
                + 0.5 * coalesce(word_similarity(query.text, u.headline), 0))::double precision AS rank
         FROM users u, query
        WHERE NOT u.profile_hidden
          AND (u.search_vector @@ query.ts
           OR u.name % query.text
           OR query.text <% u.name
           OR query.text <% u.headline)
     )`

function toResult(row: PersonRow): PersonResult {
  return {
    id: row.id,
    name: row.name,
    profileImage: row.profile_image,
    userType: row.user_type,
    headline: row.headline,
    location: row.location,
  }
}

/** The best `limit` people for a query (the grouped search's People). */
export async function searchPeople(q: string, limit: number): Promise<PersonResult[]> {
  const result = await db.rawQuery<{ rows: PersonRow[] }>(
    `${MATCHES}
     SELECT * FROM matches ORDER BY rank DESC, name, id LIMIT ${sqlLimit(limit)}`,
    { q }
  )
  return result.rows.map(toResult)
}

/**
 * A page's cursor, checked before it reaches SQL: `{ r: rank, n: name, id }`, or a 422. The name is text the request
 * checks never saw (it was inside the cursor): one PostgreSQL cannot take (a NUL) is refused here.
 */
export function decodePeopleCursor(cursor: string | null | undefined): PeopleCursor | null {
  if (!cursor) return null
  const value = decodeCursor(cursor, { r: 'number', n: 'string', id: 'string' })
  if (!isSafeText(value.n)) throw invalidCursor()
  return { rank: value.r, name: value.n, id: cursorId(value.id) }
}

/**
 * GET /api/search/people: the people a query finds, `limit` at a time, in the
 * order of searchPeople; the cursor carries the last one's rank, name and id.
 */
export async function searchPeoplePage(q: string, limit: number, cursor: string | null | undefined) {
  const after = decodePeopleCursor(cursor)
  const bindings: Record<string, unknown> = { q }
  let where = ''
  if (after) {
    where = `WHERE rank < :rank OR (rank = :rank AND (name > :name OR (name = :name AND id > :id)))`
    Object.assign(bindings, { rank: after.rank, name: after.name, id: after.id })
  }
  const result = await db.rawQuery<{ rows: PersonRow[] }>(
    `${MATCHES}
     SELECT * FROM matches ${where} ORDER BY rank DESC, name, id LIMIT ${sqlLimit(limit + 1)}`,
    bindings
  )
  const page = slicePage(result.rows, limit, (last) =>
    encodeCursor({ r: Number(last.rank), n: last.name, id: last.id })
  )
  return { users: page.items.map(toResult), nextCursor: page.nextCursor, hasMore: page.hasMore } satisfies PeoplePage
}
