import db from '@adonisjs/lucid/services/db'
import { LIMITS, POSTED_WITHIN_HOURS, type JobSort, type PostedWithin } from '#jobs/constants'
import { JobNotFoundException } from '#jobs/exceptions'
import { transformJob, type JobRow } from '#jobs/transformers/job_transformer'
import { slicePage, sqlLimit } from '#shared/pagination/keyset'
import { decodeJobCursor, encodeJobCursor } from '#jobs/queries/jobs_cursor'
import { readArrayRows } from '#shared/services/read_statement'

/*
| The read side of jobs: every filter of part 2 §3 "Search filters" runs in
| PostgreSQL; keyset pages ordered by (priority placement, sort value, id),
| all descending, match the partial indexes of the jobs migration.
*/

export interface JobFilters {
  keyword?: string
  location?: string
  jobType?: string[]
  salaryMin?: number
  salaryMax?: number
  experienceLevel?: string
  companySize?: string
  industry?: string[]
  remote?: boolean
  benefits?: string[]
  postedWithin?: PostedWithin | 'any'
  category?: string
  saved?: boolean
  sort?: JobSort
  companyId?: string
  limit?: number
  cursor?: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const JOB_COLUMNS = `j.id, j.company_id, j.owner_id, j.title, j.description, j.requirements, j.category,
  j.pay_rate, j.pay_unit, j.hourly_rate, j.total_comp, j.schedule, j.location, j.state, j.country, j.zip_code,
  j.is_remote, j.experience_level, j.experience_level_stated, j.benefits, j.status, j.is_urgent, j.is_hiring_now, j.is_priority,
  j.applicant_count, j.created_at, j.updated_at,
  c.name AS c_name, c.logo AS c_logo, c.size AS c_size, c.industry AS c_industry, (c.verified OR c.domain_verified) AS c_verified,
  c.founding_employer_number AS c_founding, c.response_rate AS c_response_rate,
  c.typical_response_hours AS c_typical_response_hours`

/**
 * A row of `SELECT ${JOB_COLUMNS}, ${readerFlags(…)}` read as an array (`readArrayRows`), as the JobRow the
 * driver would have built: one object literal instead of the driver's copy of an empty row per row and a keyed
 * store per column.
 */
export function jobRowFromValues(v: unknown[]): JobRow {
  return {
    id: v[0],
    company_id: v[1],
    owner_id: v[2],
    title: v[3],
    description: v[4],
    requirements: v[5],
    category: v[6],
    pay_rate: v[7],
    pay_unit: v[8],
    hourly_rate: v[9],
    total_comp: v[10],
    schedule: v[11],
    location: v[12],
    state: v[13],
    country: v[14],
    zip_code: v[15],
    is_remote: v[16],
    experience_level: v[17],
    experience_level_stated: v[18],
    benefits: v[19],
    status: v[20],
    is_urgent: v[21],
    is_hiring_now: v[22],
    is_priority: v[23],
    applicant_count: v[24],
    created_at: v[25],
    updated_at: v[26],
    c_name: v[27],
    c_logo: v[28],
    c_size: v[29],
    c_industry: v[30],
    c_verified: v[31],
    c_founding: v[32],
    c_response_rate: v[33],
    c_typical_response_hours: v[34],
    is_saved: v[35],
    is_liked: v[36],
    has_applied: v[37],
  } as JobRow
}
/** The columns `jobRowFromValues` reads; a browse row's sort value and total follow them. */
const JOB_ROW_LENGTH = 38

const readerFlags = (param: string) => `
  EXISTS (SELECT 1 FROM job_interactions ji WHERE ji.user_id = ${param} AND ji.type = 'save' AND ji.job_id = j.id) AS is_saved,
  EXISTS (SELECT 1 FROM job_interactions ji WHERE ji.user_id = ${param} AND ji.type = 'like' AND ji.job_id = j.id) AS is_liked,
  EXISTS (SELECT 1 FROM applications ap WHERE ap.job_id = j.id AND ap.user_id = ${param}) AS has_applied`

/**
 * How many words a last-word prefix may stand for and still be asked word by word; beyond that it is asked as the
 * prefix itself (a prefix of a letter or two stands for thousands of words). The lookup is MATERIALIZED so that
 * PostgreSQL plans it for all its rows (an index scan) rather than for the first few under the LIMIT (a scan of
 * every word).
 */
const PREFIX_WORDS = 64

/** A lexeme as tsquery text: quoted, its quotes and backslashes doubled (the cast does not stem). */
const QUOTED_LEXEME = String.raw`'''' || replace(replace(x.lexeme, '\', '\\'), '''', '''''') || ''''`

/**
 * The keyword as a prefix-matching tsquery: words AND-ed (English stems),
 * the last one a prefix, stemmed or as typed ("analy" must not become the
 * stem "anali"; "compliance" must become "complianc"). Only letters and
 * digits reach to_tsquery, so its syntax cannot be injected. Null: no words.
 *
 * `sql` is that query (the relevance rank reads it); `match` finds the same
 * jobs faster (the WHERE): the last word's prefix is first looked up among
 * the words jobs use (`job_lexemes`, migration 0014) and asked of the jobs'
 * index as those words exactly ('analyst') when it stands for 1 to
 * PREFIX_WORDS of them, otherwise as the prefix itself.
 */
export function keywordQuery(
  keyword: string
): { sql: string; bindings: string[]; match: string; matchBindings: string[] } | null {
  const words = (keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12)
  if (!words.length) return null
  const last = `${words.pop()!}:*`
  const prefix = `(to_tsquery('english', ?) || to_tsquery('simple', ?))`
  const exact = `(SELECT CASE WHEN count(*) BETWEEN 1 AND ${PREFIX_WORDS}
                              THEN string_agg(${QUOTED_LEXEME}, ' | ')::tsquery ELSE ${prefix} END
                    FROM (WITH m AS MATERIALIZED (
                            SELECT l.lexeme FROM job_lexemes l WHERE array_to_tsvector(ARRAY[l.lexeme]) @@ ${prefix})
                          SELECT m.lexeme FROM m LIMIT ${PREFIX_WORDS + 1}) x)`
  if (!words.length)
    return { sql: prefix, bindings: [last, last], match: exact, matchBindings: [last, last, last, last] }
  const all = words.join(' & ')
  return {
    sql: `(to_tsquery('english', ?) && ${prefix})`,
    bindings: [all, last, last],
    match: `(to_tsquery('english', ?) && ${exact})`,
    matchBindings: [all, last, last, last, last],
  }
}

/**
 * The location filter, forgiving of case and typos: a zip code's prefix
 * ('802'), or a city and/or a state, each similar (trigrams) to or part of
 * the job's, lowercased. `sql` takes the lowercased city and state columns.
 */
type LocationTest =
  { zip: string } | { zip: null; sql: (location: string, state: string) => string; bindings: string[] }

function locationTest(text: string): LocationTest | null {
  const parts = text
    .trim()
    .toLowerCase()
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  if (!parts.length) return null
  if (/^\d{3,5}(-\d{0,4})?$/.test(parts[0])) return { zip: `${parts[0]}%` }
  if (parts.length >= 2) {
    const [city, state] = parts
    return {
      zip: null,
      sql: (location, region) =>
        `(${location} % ? OR strpos(${location}, ?) > 0) AND (${region} % ? OR strpos(${region}, ?) > 0)`,
      bindings: [city, city, state, state],
    }
  }
  const [place] = parts
  return {
    zip: null,
    sql: (location, region) =>
      `(${location} % ? OR ${region} % ? OR strpos(${location}, ?) > 0 OR strpos(${region}, ?) > 0)`,
    bindings: [place, place, place, place],
  }
}

/** Builds the WHERE of a browse, with positional bindings. */
/**
 * What every browse asks: an active job of a shown company. The company test is an anti-join on
 * `companies_hidden_idx` (only hidden companies are in it), so the jobs' partial indexes still choose the page.
 */
export const VISIBLE_JOB = `j.status = 'active' AND NOT EXISTS
  (SELECT 1 FROM companies hc WHERE hc.id = j.company_id AND hc.hidden_at IS NOT NULL)`

export function jobConditions(filters: JobFilters, readerId: string | null) {
  const where: string[] = [VISIBLE_JOB]
  const bindings: unknown[] = []
  const add = (sql: string, ...values: unknown[]) => {
    where.push(sql)
    bindings.push(...values)
  }
  const tsquery = filters.keyword ? keywordQuery(filters.keyword) : null
  if (tsquery) add(`j.search_vector @@ ${tsquery.match}`, ...tsquery.matchBindings)

  // With a keyword, the job's vocabulary filters are asked of `filter_terms` (the same values as prefixed terms,
  // generated from the columns): the keyword's GIN index covers both, so one index scan applies them all
  // (migration 0012). Without one, the columns and their own indexes.
  const level = filters.experienceLevel && filters.experienceLevel !== 'any' ? filters.experienceLevel : null
  if (tsquery) {
    const anyOf = (filters.jobType ?? []).map((type) => `schedule:${type}`)
    const allOf = [
      ...(level ? [`level:${level}`] : []),
      ...(filters.category ? [`category:${filters.category}`] : []),
      ...(filters.remote ? ['remote'] : []),
      ...(filters.benefits ?? []).map((benefit) => `benefit:${benefit}`),
    ]
    if (anyOf.length) add(`j.filter_terms && ?::text[]`, anyOf)
    if (allOf.length) add(`j.filter_terms @> ?::text[]`, allOf)
  } else {
    if (filters.jobType?.length) add(`j.schedule = ANY(?::text[])`, filters.jobType)
    if (level) add(`j.experience_level = ?`, level)
    if (filters.category) add(`j.category = ?`, filters.category)
    if (filters.remote) add(`j.is_remote`)
    if (filters.benefits?.length) add(`j.benefits @> ?::text[]`, filters.benefits)
  }
  if (filters.salaryMin !== undefined) add(`j.hourly_rate >= ?`, filters.salaryMin)
  if (filters.salaryMax !== undefined) add(`j.hourly_rate <= ?`, filters.salaryMax)
  if (filters.companySize && filters.companySize !== 'any') add(`c.size = ?`, filters.companySize)
  if (filters.industry?.length) add(`c.industry = ANY(?::text[])`, filters.industry)
  if (filters.postedWithin && filters.postedWithin !== 'any') {
    add(`j.created_at >= ?`, new Date(Date.now() - POSTED_WITHIN_HOURS[filters.postedWithin] * 3_600_000))
  }
  // Last: its similarity is the dearest test of a row, and PostgreSQL keeps this order among tests of equal cost.
  // With a keyword, the test runs on the few distinct places instead (`job_places`, the same lowercased values),
  // and the matching places' terms join the keyword's index scan like the other filters (migration 0013).
  const location = filters.location ? locationTest(filters.location) : null
  if (location && location.zip !== null) add(`j.zip_code LIKE ?`, location.zip)
  else if (location && tsquery) {
    add(
      `j.filter_terms && (SELECT coalesce(array_agg(job_place_term(p.location, p.state)), '{}'::text[])
                            FROM job_places p WHERE ${location.sql('p.location', 'p.state')})`,
      ...location.bindings
    )
  } else if (location) add(location.sql('lower(j.location)', 'lower(j.state)'), ...location.bindings)
  if (filters.companyId) add(`j.company_id = ?`, filters.companyId)
  if (filters.saved) {
    if (!readerId) add(`false`)
    else
      add(
        `EXISTS (SELECT 1 FROM job_interactions s WHERE s.user_id = ? AND s.type = 'save' AND s.job_id = j.id)`,
        readerId
      )
  }
  return { where, bindings, tsquery }
}

/**
 * GET /api/jobs → { jobs, nextCursor, hasMore, total, totalIsCapped }:
 * `total` ('Showing N jobs') on the first page of a search; null on a page
 * after a cursor (the client keeps the first page's).
 *
 * One statement per page, two for a first page that counts its matches
 * apart. The page is chosen on the jobs alone (ids and sort keys, an index
 * scan for newest and pay) and only its rows are joined with their company
 * and the reader's flags. The first page's total comes with it:
 * - no filter: the `job_counts` slots (kept by triggers, exact);
 * - a relevance sort: a window count over the candidates the ranking reads
 *   anyway. The ranking reads at most `LIMITS.searchCandidates` matches, the
 *   newest (priority jobs first), so that neither the rank nor the count
 *   reads every match of a common word among a million jobs: below the cap
 *   every match is ranked and the total is exact; beyond it the page is the
 *   best of those candidates, every later page walks the same candidates,
 *   and the total is the cap with `totalIsCapped` ('1,000+ jobs');
 * - otherwise: a count of its own (the page stops after `limit` rows of an
 *   index, the count must read every match).
 */
export interface JobsPage {
  jobs: ReturnType<typeof transformJob>[]
  nextCursor: string | null
  hasMore: boolean
  /** The search's matches on a first page (at most `LIMITS.searchCandidates` for a keyword); null after a cursor. */
  total: number | null
  /** True when a keyword matched more jobs than it ranks: `total` is then the cap, shown as '1,000+'. */
  totalIsCapped: boolean
}

/** The unfiltered total: the active jobs' slots less the active jobs of hidden companies (a few, on indexes). */
const SLOTS_TOTAL = `(SELECT coalesce(sum(active), 0) FROM job_counts)
  - (SELECT count(*) FROM companies hc JOIN jobs hj ON hj.company_id = hc.id
      WHERE hc.hidden_at IS NOT NULL AND hj.status = 'active')`

export async function browseJobs(readerId: string, filters: JobFilters): Promise<JobsPage> {
  const limit = Math.min(LIMITS.pageMax, Math.max(1, filters.limit ?? LIMITS.pageDefault))
  const { where, bindings, tsquery } = jobConditions(filters, readerId)
  const sort: JobSort =
    filters.sort === 'relevance' && !tsquery ? 'newest' : (filters.sort ?? (tsquery ? 'relevance' : 'newest'))

  const sortExpr =
    sort === 'relevance'
      ? `ts_rank(j.search_vector, ${tsquery!.sql})::float8`
      : sort === 'pay'
        ? 'j.hourly_rate'
        : 'j.created_at'
  const sortBindings = sort === 'relevance' ? tsquery!.bindings : []

  const counts = !filters.cursor
  const unfiltered = where.length === 1
  const totalIn: 'slots' | 'window' | 'apart' | null = !counts
    ? null
    : unfiltered
      ? 'slots'
      : sort === 'relevance'
        ? 'window'
        : 'apart'
  // Company filters need the join to choose the page (and to count); otherwise it waits for the page's rows.
  const from =
    filters.companySize || filters.industry?.length
      ? 'FROM jobs j JOIN companies c ON c.id = j.company_id'
      : 'FROM jobs j'
  const cursor = filters.cursor
    ? decodeJobCursor(filters.cursor, sort === 'newest' ? 'time' : sort === 'pay' ? 'decimal' : 'rank')
    : null
  let pageSql: string
  let pageBindings: unknown[]
  if (sort === 'relevance') {
    // The candidates: the newest searchCandidates + 1 matches in the browse's own order (placement, then date; one
    // more tells that there are more), numbered in that order, and their count. Only they are ranked: the rank is
    // computed above the LIMIT, whose top-N sort keeps at most that many rows and their search vectors. Every page
    // of the search ranks the same candidates, and a job just posted is always among them.
    const cap = LIMITS.searchCandidates
    const candidates = `SELECT cand.id, cand.is_priority, ts_rank(cand.search_vector, ${tsquery!.sql})::float8 AS sort_value,
               row_number() OVER (ORDER BY cand.is_priority DESC, cand.created_at DESC, cand.id DESC) AS n,
               count(*) OVER ()::int AS matched
        FROM (SELECT j.id, j.is_priority, j.created_at, j.search_vector ${from} WHERE ${where.join(' AND ')}
              ORDER BY j.is_priority DESC, j.created_at DESC, j.id DESC LIMIT ${cap + 1}) cand`
    pageSql = `SELECT k.id, k.is_priority, k.sort_value, k.matched AS total FROM (${candidates}) k
        WHERE k.n <= ${cap}${cursor ? ' AND (k.is_priority, k.sort_value, k.id) < (?, ?::float8, ?::uuid)' : ''}
        ORDER BY k.is_priority DESC, k.sort_value DESC, k.id DESC LIMIT ${sqlLimit(limit + 1)}`
    pageBindings = [...sortBindings, ...bindings, ...(cursor ? [cursor.p, cursor.v, cursor.id] : [])]
  } else {
    const pageWhere = [...where]
    pageBindings = [...bindings]
    if (cursor) {
      const cast = sort === 'newest' ? 'timestamptz' : 'numeric'
      pageWhere.push(`(j.is_priority, ${sortExpr}, j.id) < (?, ?::${cast}, ?::uuid)`)
      pageBindings.push(cursor.p, cursor.v, cursor.id)
    }
    pageSql = `SELECT j.id, j.is_priority, ${sortExpr} AS sort_value ${from} WHERE ${pageWhere.join(' AND ')}
        ORDER BY j.is_priority DESC, sort_value DESC, j.id DESC LIMIT ${sqlLimit(limit + 1)}`
  }
  const values = await readArrayRows(
    `SELECT ${JOB_COLUMNS}, ${readerFlags('?')}, p.sort_value,
            ${totalIn === 'slots' ? `(${SLOTS_TOTAL})::int` : totalIn === 'window' ? 'p.total' : 'NULL::int'} AS total
       FROM (${pageSql}) p
       JOIN jobs j ON j.id = p.id
       JOIN companies c ON c.id = j.company_id
      ORDER BY p.is_priority DESC, p.sort_value DESC, p.id DESC`,
    [readerId, readerId, readerId, ...pageBindings],
    // The unfiltered browse (the jobs page as it opens, and its later pages) walks the newest jobs whatever its
    // values: planned once per connection. A filter's or a keyword's best plan hangs on how many jobs match it
    // (a rare category reads its own index, a common one walks the newest jobs), so those are planned each time.
    { prepared: unfiltered }
  )
  let total: number | null = null
  let totalIsCapped = false
  if (totalIn === 'apart') {
    const counted = await readArrayRows(`SELECT count(*)::int ${from} WHERE ${where.join(' AND ')}`, bindings)
    total = Number(counted[0][0])
  } else if (totalIn) {
    // No row: nothing matches (a first page has no cursor to stop before the matches).
    total = values.length ? Number(values[0][JOB_ROW_LENGTH + 1]) : 0
    if (totalIn === 'window' && total > LIMITS.searchCandidates) {
      total = LIMITS.searchCandidates
      totalIsCapped = true
    }
  }

  const page = slicePage(values, limit, (last) => {
    const job = jobRowFromValues(last)
    return encodeJobCursor(
      job.is_priority,
      sort === 'newest'
        ? new Date(job.created_at).getTime()
        : sort === 'pay'
          ? String(job.hourly_rate)
          : Number(last[JOB_ROW_LENGTH]),
      job.id
    )
  })
  return {
    jobs: page.items.map((row) => transformJob(jobRowFromValues(row))),
    nextCursor: page.nextCursor,
    hasMore: page.hasMore,
    total,
    totalIsCapped,
  }
}

/** The job for policy checks (any status). */
export async function jobForPolicy(id: string) {
  const row = UUID.test(id)
    ? await db.from('jobs').where('id', id).select('id', 'owner_id', 'company_id', 'status').first()
    : null
  if (!row) throw new JobNotFoundException()
  return {
    id: row.id as string,
    ownerId: row.owner_id as string,
    companyId: row.company_id as string,
    status: row.status as string,
  }
}

/** GET /api/jobs/{id}: a paused job, or a hidden company's job, is seen by its owner and admins only. */
export async function findJobForReader(reader: { id: string; userType: string }, id: string) {
  if (!UUID.test(id)) throw new JobNotFoundException()
  const result = await db.rawQuery(
    `SELECT ${JOB_COLUMNS}, ${readerFlags('?')}, c.hidden_at IS NOT NULL AS company_hidden
       FROM jobs j JOIN companies c ON c.id = j.company_id WHERE j.id = ?`,
    [reader.id, reader.id, reader.id, id]
  )
  const row = result.rows[0] as (JobRow & { company_hidden: boolean }) | undefined
  if (!row) throw new JobNotFoundException()
  const seen = row.status === 'active' && !row.company_hidden
  if (!seen && row.owner_id !== reader.id && reader.userType !== 'admin') throw new JobNotFoundException()
  return transformJob(row)
}

/** GET /api/companies/{id}/jobs: the company's jobs, paused ones only for the owner and admins. */
export async function companyJobs(reader: { id: string; userType: string }, companyId: string, ownerId: string) {
  const all = reader.id === ownerId || reader.userType === 'admin'
  const result = await db.rawQuery(
    `SELECT ${JOB_COLUMNS}, ${readerFlags('?')} FROM jobs j JOIN companies c ON c.id = j.company_id
      WHERE j.company_id = ? ${all ? '' : `AND j.status = 'active'`}
      ORDER BY j.created_at DESC, j.id DESC LIMIT 500`,
    [reader.id, reader.id, reader.id, companyId]
  )
  return (result.rows as JobRow[]).map(transformJob)
}

/** GET /api/user/job-interactions → { saved, liked, applied } job ids, newest first (applied: by application). */
export interface JobInteractionsAnswer {
  saved: string[]
  liked: string[]
  applied: string[]
}

export async function readerInteractions(userId: string): Promise<JobInteractionsAnswer> {
  const rows = await db
    .from('job_interactions as ji')
    .join('jobs as j', 'j.id', 'ji.job_id')
    .where('ji.user_id', userId)
    // The jobs the reader can browse (an active job of a shown company), or their own.
    .where((query) =>
      query
        .where((visible) =>
          visible
            .where('j.status', 'active')
            .whereNotExists((hidden) =>
              hidden.from('companies as hc').whereRaw('hc.id = j.company_id').whereNotNull('hc.hidden_at')
            )
        )
        .orWhere('j.owner_id', userId)
    )
    .orderBy('ji.created_at', 'desc')
    .select('ji.job_id', 'ji.type')
  // Every job the reader applied to (a paused one too: the application stands).
  const applied = await db
    .from('applications')
    .where('user_id', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .select('job_id')
  return {
    saved: rows.filter((row) => row.type === 'save').map((row) => row.job_id as string),
    liked: rows.filter((row) => row.type === 'like').map((row) => row.job_id as string),
    applied: applied.map((row) => row.job_id as string),
  }
}

const UNIT_WORDS: Record<string, string> = { hr: 'hr', day: 'day', week: 'week', month: 'month', year: 'year' }

/** The feed's view of a job a reader may see (active, or their own), for job blocks. */
export async function sharedJob(jobId: string, readerId: string) {
  if (!UUID.test(jobId)) return null
  const row = await db
    .from('jobs')
    .where('id', jobId)
    .where((query) => query.where('status', 'active').orWhere('owner_id', readerId))
    .select('id', 'title', 'company_name', 'location', 'state', 'pay_rate', 'pay_unit', 'description')
    .first()
  if (!row) return null
  const amount = Number(row.pay_rate)
  const pay = Number.isInteger(amount)
    ? amount.toLocaleString('en-US')
    : amount.toLocaleString('en-US', { minimumFractionDigits: 2 })
  return {
    id: row.id as string,
    jobTitle: row.title as string,
    company: row.company_name as string,
    location: [row.location, row.state].filter(Boolean).join(', '),
    salary: `$${pay}/${UNIT_WORDS[row.pay_unit] ?? row.pay_unit}`,
    description: row.description as string,
  }
}
