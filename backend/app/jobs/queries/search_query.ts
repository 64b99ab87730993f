import db from '@adonisjs/lucid/services/db'
import type { CompanyResult, JobResult } from '#search/contract'

/*
| Jobs and companies for the global search (part 1 §3 "Search result"), the
| 'jobs:search' port this module provides to the search module. Full text
| (websearch syntax) or trigram similarity, ranked; only active jobs of
| shown companies, only shown companies (an admin hides one that breaks the
| guidelines). Company names forgive a typo or two (word similarity 0.4:
| "voltiac" finds Voltaic Reliability). Each group reads a bounded number of
| rows for a common word, whatever the number of jobs or companies.
*/

interface JobRow {
  id: string
  title: string
  company_name: string
  location: string | null
  state: string | null
}

/** How many of the newest active jobs a quick search reads first (in the browse's order). */
export const QUICK_SEARCH_WINDOW = 500

const JOB_MATCH = `(j.search_vector @@ websearch_to_tsquery('english', :q) OR lower(:q) <% lower(j.title)
                    OR lower(j.location) % lower(:q))`
const JOB_RANK = `ts_rank(j.search_vector, websearch_to_tsquery('english', :q)) * 2 + word_similarity(lower(:q), lower(j.title))`
const JOB_FIELDS = 'j.id, j.title, j.company_name, j.location, j.state'
const SHOWN_COMPANY = 'NOT EXISTS (SELECT 1 FROM companies hc WHERE hc.id = j.company_id AND hc.hidden_at IS NOT NULL)'

/**
 * The best `limit` matches among the newest `window` active jobs when they hold that many (a word many jobs carry:
 * its answer leans to fresh postings, and it costs a walk of `window` rows however many jobs match); otherwise the
 * best of every match, read from the bitmap of the full-text, title and location indexes (few jobs match then).
 */
export async function searchJobs(q: string, limit: number, window = QUICK_SEARCH_WINDOW): Promise<JobResult[]> {
  const best = async (from: string, bindings: Record<string, unknown> = {}) =>
    (
      await db.rawQuery(
        `SELECT ${JOB_FIELDS} FROM ${from}
          WHERE j.status = 'active' AND ${SHOWN_COMPANY} AND ${JOB_MATCH}
          ORDER BY ${JOB_RANK} DESC, j.created_at DESC, j.id
          LIMIT :limit`,
        { q, limit, ...bindings }
      )
    ).rows
  const recent = await best(
    `(SELECT j.id, j.title, j.company_name, j.location, j.state, j.status, j.company_id, j.search_vector, j.created_at
        FROM jobs j WHERE j.status = 'active'
       ORDER BY j.is_priority DESC, j.created_at DESC, j.id DESC LIMIT :window) j`,
    { window }
  )
  const rows = recent.length >= limit ? recent : await best('jobs j')
  return (rows as JobRow[]).map((row) => ({
    id: row.id,
    title: row.title,
    companyName: row.company_name,
    location: [row.location, row.state].filter(Boolean).join(', '),
  }))
}

/** How many companies nearest the query the quick search ranks (its answer is at most 20). */
export const COMPANY_CANDIDATES = 50

/**
 * Companies with a word in their name similar to the query (pg_trgm's word similarity at least 0.4: a prefix, or a
 * typo or two), ranked by that or the whole name's similarity, the higher. The candidates are the names nearest the
 * query, read in that order from `companies_name_nearest_idx` until `candidates` are found.
 */
export async function searchCompanies(
  q: string,
  limit: number,
  candidates: number | null = COMPANY_CANDIDATES
): Promise<CompanyResult[]> {
  const result = await db.rawQuery(
    `SELECT k.id, k.name, k.description, k.headquarters, k.verified
       FROM (SELECT c.id, c.name, c.description, c.headquarters, (c.verified OR c.domain_verified) AS verified
               FROM companies c
              WHERE c.hidden_at IS NULL
              ORDER BY lower(:q) <<-> lower(c.name)
              LIMIT :candidates) k
      WHERE word_similarity(lower(:q), lower(k.name)) >= 0.4
      ORDER BY greatest(similarity(lower(k.name), lower(:q)), word_similarity(lower(:q), lower(k.name))) DESC,
               k.name, k.id
      LIMIT :limit`,
    // No cap (null: LIMIT NULL) ranks every company, as the benchmark's baseline does.
    { q, limit, candidates }
  )
  return (result.rows as CompanyResult[]).map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    headquarters: row.headquarters,
    verified: row.verified,
  }))
}
