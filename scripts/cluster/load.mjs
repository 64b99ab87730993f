// A steady mixed write load through the proxy, bounded in requests and time: candidates post, apply and send
// messages in turn; the employer moves acknowledged applications to `interview`. Every write's outcome is recorded by
// what the client saw (acknowledged: a 2xx with the new row's id; failed: anything else, its effect unknown), so the
// database check can prove that every acknowledged write is there exactly once.
import pg from 'pg'
import { APPLICATION, employerWithJobs, signUp } from './client.mjs'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** The people and rows the load writes with: `candidates` members, each with a thread to the employer. */
export async function prepareLoad(base, { candidates = 4, jobs = 120 } = {}) {
  const { employer, jobIds } = await employerWithJobs(base, jobs)
  const people = []
  for (let index = 0; index < candidates; index++) {
    const member = await signUp(base, { prefix: 'load' })
    // A candidate may write to the employer of a job they applied to.
    const applied = await member.client.post(`/api/jobs/${jobIds[0]}/apply`, APPLICATION)
    if (applied.status !== 201) throw new Error(`apply: ${applied.status} ${JSON.stringify(applied.body)}`)
    const thread = await member.client.post('/api/threads', { recipientId: employer.id, initialMessage: 'Hello' })
    if (thread.status !== 201) throw new Error(`thread: ${thread.status} ${JSON.stringify(thread.body)}`)
    people.push({ ...member, threadId: thread.body.thread.id, nextJob: 1 })
  }
  return { employer, jobIds, candidates: people, pendingStatus: [], run: 0 }
}

/**
 * A member's pace, kept under the app's own limits so that the load's failures are the faults' alone: at most
 * one request per `MIN_STEP_MS` (the signed-in limit is 600 a minute) and one message per `MESSAGE_EVERY_MS` (30 a
 * minute); a candidate whose next message is not due yet posts instead.
 */
const MIN_STEP_MS = 110
const MESSAGE_EVERY_MS = 2100

/**
 * Starts the load; returns { stop(): Promise<stats> }. It also stops by itself after `maxRequests` requests or
 * `maxMs`. `pauseMs` between two requests of one worker (≈ 5 workers).
 */
export function startLoad(world, { maxRequests = 1500, maxMs = 30_000, pauseMs = 30 } = {}) {
  world.run += 1
  const label = `r${world.run}`
  const started = Date.now()
  const stats = {
    sent: 0,
    acknowledged: 0,
    failed: 0,
    /** Failures as the client saw them: time since start, operation, status. */
    failures: [],
    acked: { posts: [], applications: [], messages: [], statuses: [] },
    /** Writes whose outcome the client never learned (they may or may not have landed: at most once). */
    unknown: { posts: [], applications: [], messages: [], statuses: [] },
    startedAt: started,
  }
  let stopping = false
  const done = () => stopping || stats.sent >= maxRequests || Date.now() - started >= maxMs

  const record = (operation, answer, ok, onAck, unknownEntry) => {
    stats.sent += 1
    if (ok) {
      stats.acknowledged += 1
      onAck()
    } else {
      stats.failed += 1
      stats.failures.push({
        atMs: Date.now() - started,
        operation,
        status: answer.status,
        ms: Math.round(answer.ms),
        retryAfter: answer.headers.get('retry-after'),
        instance: answer.instance,
        error: answer.body?.error,
      })
      stats.unknown[operation].push(unknownEntry)
    }
    // As the app's client does: a 503's Retry-After (seconds) is waited out before the next request.
    const retryAfter = Number(answer.headers.get('retry-after'))
    return answer.status === 503 && retryAfter > 0 ? sleep(Math.min(retryAfter, 5) * 1000) : undefined
  }

  const candidateWorker = async (person, offset) => {
    let step = offset
    while (!done()) {
      const stepStarted = Date.now()
      let kind = step++ % 3
      if (kind === 1 && person.nextJob >= world.jobIds.length) kind = 2
      if (kind === 2 && stepStarted < (person.nextMessageAt ?? 0)) kind = 0
      if (kind === 0) {
        const marker = `cluster ${label} post ${person.id.slice(0, 8)} ${step}`
        const answer = await person.client.post('/api/posts', {
          blocks: [{ type: 'paragraph', content: { text: marker } }],
        })
        await record(
          'posts',
          answer,
          answer.status === 201 && answer.body?.id,
          () => stats.acked.posts.push(marker),
          marker
        )
      } else if (kind === 1) {
        const jobId = world.jobIds[person.nextJob++]
        const answer = await person.client.post(`/api/jobs/${jobId}/apply`, APPLICATION)
        const entry = { userId: person.id, jobId, id: answer.body?.id }
        await record(
          'applications',
          answer,
          answer.status === 201 && answer.body?.id,
          () => {
            stats.acked.applications.push(entry)
            world.pendingStatus.push(entry.id)
          },
          entry
        )
      } else {
        const marker = `cluster ${label} message ${person.id.slice(0, 8)} ${step}`
        person.nextMessageAt = stepStarted + MESSAGE_EVERY_MS
        const answer = await person.client.post(`/api/threads/${person.threadId}/messages`, { content: marker })
        await record('messages', answer, answer.status === 201, () => stats.acked.messages.push(marker), marker)
      }
      await sleep(Math.max(pauseMs, MIN_STEP_MS - (Date.now() - stepStarted)))
    }
  }

  const employerWorker = async () => {
    while (!done()) {
      const applicationId = world.pendingStatus.shift()
      if (!applicationId) {
        await sleep(pauseMs)
        continue
      }
      const answer = await world.employer.client.patch(`/api/applications/${applicationId}`, { status: 'interview' })
      await record(
        'statuses',
        answer,
        answer.status === 200,
        () => stats.acked.statuses.push(applicationId),
        applicationId
      )
      await sleep(pauseMs)
    }
  }

  const workers = [...world.candidates.map((person, index) => candidateWorker(person, index)), employerWorker()]
  const finished = Promise.all(workers).then(() => {
    stats.ms = Date.now() - started
    return stats
  })
  return {
    stats,
    finished,
    async stop() {
      stopping = true
      return finished
    },
  }
}

/**
 * The database check: every acknowledged post and message (by its unique text) and application (by candidate and
 * job) is stored exactly once, every acknowledged status change is stored, and no write of unknown outcome landed
 * twice. Returns { ok, checked, problems, unknownLanded }.
 */
export async function checkDatabase(databaseUrl, stats) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const problems = []
  try {
    const counts = async (sql, values) => {
      const result = await client.query(sql, [values])
      return new Map(result.rows.map((row) => [row.key, Number(row.count)]))
    }
    const posts = await counts(`SELECT content AS key, count(*) FROM posts WHERE content = ANY($1) GROUP BY content`, [
      ...stats.acked.posts,
      ...stats.unknown.posts,
    ])
    const messages = await counts(
      `SELECT content AS key, count(*) FROM messages WHERE content = ANY($1) GROUP BY content`,
      [...stats.acked.messages, ...stats.unknown.messages]
    )
    const pairs = [...stats.acked.applications, ...stats.unknown.applications].map((a) => `${a.userId}:${a.jobId}`)
    const applications = await counts(
      `SELECT user_id || ':' || job_id AS key, count(*) FROM applications
        WHERE user_id || ':' || job_id = ANY($1) GROUP BY user_id, job_id`,
      pairs
    )
    const statuses = await counts(
      `SELECT id::text AS key, count(*) FROM applications WHERE id::text = ANY($1) AND status = 'interview' GROUP BY id`,
      stats.acked.statuses
    )
    const expectOnce = (what, keys, found) => {
      for (const key of keys) {
        const count = found.get(key) ?? 0
        if (count !== 1) problems.push(`${what} ${key}: stored ${count} time(s)`)
      }
    }
    expectOnce('acknowledged post', stats.acked.posts, posts)
    expectOnce('acknowledged message', stats.acked.messages, messages)
    expectOnce(
      'acknowledged application',
      stats.acked.applications.map((a) => `${a.userId}:${a.jobId}`),
      applications
    )
    expectOnce('acknowledged status change', stats.acked.statuses, statuses)
    let unknownLanded = 0
    for (const [what, keys, found] of [
      ['post', stats.unknown.posts, posts],
      ['message', stats.unknown.messages, messages],
      ['application', stats.unknown.applications.map((a) => `${a.userId}:${a.jobId}`), applications],
    ]) {
      for (const key of keys) {
        const count = found.get(key) ?? 0
        if (count > 1) problems.push(`unacknowledged ${what} ${key}: stored ${count} times`)
        unknownLanded += count
      }
    }
    const checked =
      stats.acked.posts.length +
      stats.acked.messages.length +
      stats.acked.applications.length +
      stats.acked.statuses.length
    return { ok: problems.length === 0, checked, problems, unknownLanded }
  } finally {
    await client.end()
  }
}
