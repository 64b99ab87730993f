import db from '@adonisjs/lucid/services/db'

export interface PersonResult {
  id: string
  name: string
  profileImage: string | null
  userType: 'candidate' | 'employer' | 'admin'
  headline: string | null
  location: string | null
}

interface PersonRow {
  id: string
  name: string
  profile_image: string | null
  user_type: PersonResult['userType']
  headline: string | null
  location: string | null
}

/**
 * People by name, headline and location. A person matches the full-text
 * query (websearch syntax: words, "phrases", -exclusions), or is similar
 * to it by trigrams (typos: "jhon" finds John; prefixes: "ali" finds
 * Alice). Ranked by full-text rank, then name similarity.
 */
export async function searchPeople(q: string, limit: number): Promise<PersonResult[]> {
  const result = await db.rawQuery<{ rows: PersonRow[] }>(
    `WITH query AS (SELECT websearch_to_tsquery('simple', :q) AS ts, lower(:q) AS text)
     SELECT u.id, u.name, u.profile_image, u.user_type, u.headline, u.location,
            ts_rank(u.search_vector, query.ts) * 2
              + greatest(similarity(u.name, query.text), word_similarity(query.text, u.name))
              + 0.5 * coalesce(word_similarity(query.text, u.headline), 0) AS rank
       FROM users u, query
      WHERE NOT u.profile_hidden
        AND (u.search_vector @@ query.ts
         OR u.name % query.text
         OR query.text <% u.name
         OR query.text <% u.headline)
      ORDER BY rank DESC, u.name, u.id
      LIMIT :limit`,
    { q, limit }
  )
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    profileImage: row.profile_image,
    userType: row.user_type,
    headline: row.headline,
    location: row.location,
  }))
}
