import db from '@adonisjs/lucid/services/db'
import type { CompanyResult, JobResult } from '#search/contract'

/*
| Jobs and companies for the global search (part 1 §3 "Search result"), the
| 'jobs:search' port this module provides to the search module. Full text
| (websearch syntax) or trigram similarity, ranked; only active jobs of
| shown companies, only shown companies (an admin hides one that breaks the
| guidelines). Company names forgive a typo or two (word similarity 0.4:
| "voltiac" finds Voltaic Reliability).
*/

interface JobRow {
  id: string
  title: string
  company_name: string
  location: string | null
  state: string | null
}

export async function searchJobs(q: string, limit: number): Promise<JobResult[]> {
  const result = await db.rawQuery(
    `WITH query AS (SELECT websearch_to_tsquery('english', :q) AS ts, lower(:q) AS text)
     SELECT j.id, j.title, j.company_name, j.location, j.state,
            ts_rank(j.search_vector, query.ts) * 2 + word_similarity(query.text, lower(j.title)) AS rank
       FROM jobs j, query
      WHERE j.status = 'active'
        AND NOT EXISTS (SELECT 1 FROM companies hc WHERE hc.id = j.company_id AND hc.hidden_at IS NOT NULL)
        AND (j.search_vector @@ query.ts OR query.text <% lower(j.title) OR lower(j.location) % query.text)
      ORDER BY rank DESC, j.created_at DESC, j.id
      LIMIT :limit`,
    { q, limit }
  )
  return (result.rows as JobRow[]).map((row) => ({
    id: row.id,
    title: row.title,
    companyName: row.company_name,
    location: [row.location, row.state].filter(Boolean).join(', '),
  }))
}

export async function searchCompanies(q: string, limit: number): Promise<CompanyResult[]> {
  const result = await db.rawQuery(
    `WITH query AS (SELECT lower(:q) AS text)
     SELECT c.id, c.name, c.description, c.headquarters, (c.verified OR c.domain_verified) AS verified,
            greatest(similarity(lower(c.name), query.text), word_similarity(query.text, lower(c.name))) AS rank
       FROM companies c, query
      WHERE c.hidden_at IS NULL
        AND (lower(c.name) % query.text OR word_similarity(query.text, lower(c.name)) >= 0.4 OR strpos(lower(c.name), query.text) > 0)
      ORDER BY rank DESC, c.name, c.id
      LIMIT :limit`,
    { q, limit }
  )
  return (result.rows as CompanyResult[]).map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    headquarters: row.headquarters,
    verified: row.verified,
  }))
}
