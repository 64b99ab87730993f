/*
| Quick search benchmark: the jobs and companies groups of GET /api/search at the size the growth benchmark's
| database holds. Not part of `npm test`.
|
|   BENCH_KEEP=1 npm run bench:growth -w backend -- --large   # once: seeds 1,000,000 jobs and keeps them
|   npm run bench:quick-search -w backend
|
| For each query, each group as it runs alternately with a baseline that ranks every match: jobs from the newest
| QUICK_SEARCH_WINDOW active jobs first (then every match when they hold too few) against a window of 0; companies
| from the COMPANY_CANDIDATES names nearest the query against no cap. BENCH_ROUNDS (3) rounds of BENCH_RUNS (5)
| calls each after a warm-up round: the medians of each round's median time, and their ratio. The app is
| booted in this process on BENCH_GROWTH_DATABASE_URL (its migrations applied at start); one call at a time.
| Writes results/<date>-quick-search.md.
*/
import { mkdir, writeFile } from 'node:fs/promises'
import pg from 'pg'
import { alternate, bootInProcess, median, NO_SWEEPS, runBenchmark } from './harness/index.js'

const env = process.env
const DATABASE_URL = env.BENCH_GROWTH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hireloop_growth'
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3)
const RUNS = Number(env.BENCH_RUNS ?? 5)
const LIMIT = 5

/** A word most jobs carry, two words, a place, and words no job carries. */
const JOB_QUERIES = ['compliance', 'compliance analyst', 'austin', 'line worker', 'xyzzy']
/** Words every company's name holds (the seed names them 'Company Member N'), one name, a typo, and no company. */
const COMPANY_QUERIES = ['company', 'company member 4242', 'membr', 'xyzzy']

async function main() {
  const server = await bootInProcess({
    databaseUrl: DATABASE_URL,
    env: NO_SWEEPS,
  })
  const client = new pg.Client({ connectionString: DATABASE_URL })
  await client.connect()
  const lines: string[] = []
  /** One round: RUNS calls one after another, their median time. */
  const timed = (call: () => Promise<unknown>) => async () => {
    const times: number[] = []
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now()
      await call()
      times.push(performance.now() - started)
    }
    return { 'median ms': median(times) }
  }
  /** The candidate and the baseline alternately: one table row. */
  const row = async (cells: string[], candidate: () => Promise<unknown>, baseline: () => Promise<unknown>) => {
    const [ratio] = await alternate({
      baseline: { name: 'baseline', measure: timed(baseline) },
      candidate: { name: 'candidate', measure: timed(candidate) },
      rounds: ROUNDS,
    })
    const line = `| ${[...cells, ratio.candidate.toFixed(2), ratio.baseline.toFixed(2), ratio.ratio.toFixed(4)].join(' | ')} |`
    console.log(line)
    lines.push(line)
  }
  const count = async (sql: string, values: unknown[] = []) =>
    Number((await client.query(sql, values)).rows[0].n).toLocaleString('en-US')
  try {
    const { searchJobs, searchCompanies, QUICK_SEARCH_WINDOW, COMPANY_CANDIDATES } =
      await import('#jobs/queries/search_query')
    const jobs = await count(`SELECT count(*) AS n FROM jobs WHERE status = 'active'`)
    const companies = await count('SELECT count(*) AS n FROM companies WHERE hidden_at IS NULL')
    lines.push(
      `Jobs (${jobs} active):`,
      '',
      `| query | matches | newest ${QUICK_SEARCH_WINDOW} first (ms) | every match ranked (ms) | ratio |`,
      '| --- | --- | --- | --- | --- |'
    )
    for (const q of JOB_QUERIES) {
      const matches = await count(
        `SELECT count(*) AS n FROM jobs j WHERE j.status = 'active'
           AND (j.search_vector @@ websearch_to_tsquery('english', $1) OR lower($1) <% lower(j.title)
                OR lower(j.location) % lower($1))`,
        [q]
      )
      await row(
        [q, matches],
        () => searchJobs(q, LIMIT, QUICK_SEARCH_WINDOW),
        () => searchJobs(q, LIMIT, 0)
      )
    }
    lines.push(
      '',
      `Companies (${companies} shown):`,
      '',
      `| query | matches | nearest ${COMPANY_CANDIDATES} ranked (ms) | every company ranked (ms) | ratio |`,
      '| --- | --- | --- | --- | --- |'
    )
    for (const q of COMPANY_QUERIES) {
      const matches = await count(
        'SELECT count(*) AS n FROM companies WHERE hidden_at IS NULL AND word_similarity(lower($1), lower(name)) >= 0.4',
        [q]
      )
      await row(
        [q, matches],
        () => searchCompanies(q, LIMIT),
        () => searchCompanies(q, LIMIT, null)
      )
    }
    const day = new Date().toISOString().slice(0, 10)
    const version = (await client.query('SHOW server_version')).rows[0].server_version
    const report = [
      `# Quick search at ${jobs} active jobs and ${companies} companies (${day})`,
      '',
      '`node --import=@poppinss/ts-exec benchmarks/quick_search.ts` (backend/benchmarks/quick_search.ts) on the growth',
      `benchmark's database, PostgreSQL ${version}; the jobs and companies groups of \`GET /api/search\` (${LIMIT} answers),`,
      `one call at a time, ${ROUNDS} alternating rounds of ${RUNS} calls after a warm-up; medians.`,
      '',
      ...lines,
      '',
    ].join('\n')
    const folder = new URL('./results/', import.meta.url)
    await mkdir(folder, { recursive: true })
    await writeFile(new URL(`${day}-quick-search.md`, folder), report)
    console.log(`written to results/${day}-quick-search.md`)
  } finally {
    await client.end()
    await server.stop()
  }
}

await runBenchmark(main)
