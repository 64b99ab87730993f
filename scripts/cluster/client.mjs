// What the suites drive the cluster with: plain fetch and a cookie jar (session and XSRF-TOKEN cookies, the token
// echoed as X-XSRF-TOKEN as the app's own client does), people signed up through the public API, and a live stream.
import { randomUUID } from 'node:crypto'

const PASSWORD = 'Cluster#Passw0rd1'
// Plausible human behaviour for the login's bot check.
const METRICS = { mouseEvents: 14, keyEvents: 30, formFillTime: 5400, scrollEvents: 2, focusEvents: 3 }
let counter = 0

export class Client {
  cookies = new Map()
  constructor(base) {
    this.base = base
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  remember(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
  }

  /**
   * One request; never throws for an HTTP status. A network failure or a timeout answers status 0.
   * Returns { status, body, instance, headers, ms }.
   */
  async request(method, path, { json, form, timeoutMs = 10_000, headers: extra = {} } = {}) {
    const headers = { accept: 'application/json', 'user-agent': 'hireloop-cluster-suite', ...extra }
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    if (json !== undefined) headers['content-type'] = 'application/json'
    if (this.cookies.size) headers.cookie = this.cookieHeader()
    const started = performance.now()
    try {
      const response = await fetch(`${this.base}${path}`, {
        method,
        headers,
        body: json !== undefined ? JSON.stringify(json) : form,
        signal: AbortSignal.timeout(timeoutMs),
      })
      this.remember(response)
      const type = response.headers.get('content-type') ?? ''
      const body = type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer())
      return {
        status: response.status,
        body,
        headers: response.headers,
        instance: response.headers.get('x-instance'),
        ms: performance.now() - started,
      }
    } catch (error) {
      return {
        status: 0,
        body: { error: error.message },
        headers: new Headers(),
        instance: null,
        ms: performance.now() - started,
      }
    }
  }

  get(path, options) {
    return this.request('GET', path, options)
  }
  post(path, json, options) {
    return this.request('POST', path, { ...options, json })
  }
  patch(path, json, options) {
    return this.request('PATCH', path, { ...options, json })
  }
}

function expectStatus(answer, status, what) {
  if (answer.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`)
  }
  return answer.body
}

/**
 * A member signed up and signed in through the proxy: { client, id, email }. Employers need a company domain
 * (consumer domains are refused for them). The same device fingerprint at sign-up and sign-in: no e-mailed code.
 */
export async function signUp(base, { userType = 'candidate', prefix = 'member' } = {}) {
  // This member's number and address are fixed before the first await: members signed up at once must not share one.
  const number = ++counter
  const domain = userType === 'employer' ? 'gridworks-energy.com' : 'example.com'
  const email = `${prefix}.${Date.now()}.${number}@${domain}`
  const client = new Client(base)
  await client.get('/api/remotes')
  const deviceFingerprint = `hireloop-cluster-${randomUUID()}`
  expectStatus(
    await client.post('/api/users', {
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      userType,
      name: `${userType === 'employer' ? 'Employer' : 'Candidate'} ${number}`,
      deviceFingerprint,
    }),
    201,
    `sign-up of ${email}`
  )
  const login = expectStatus(
    await client.post('/api/auth/login', { email, password: PASSWORD, deviceFingerprint, behaviorMetrics: METRICS }),
    200,
    `sign-in of ${email}`
  )
  if (!login.user?.id) throw new Error(`sign-in of ${email}: ${JSON.stringify(login)}`)
  return { client, id: login.user.id, email }
}

/** An employer with a company and `count` open jobs: { employer, jobIds }. */
export async function employerWithJobs(base, count) {
  const employer = await signUp(base, { userType: 'employer', prefix: 'employer' })
  expectStatus(
    await employer.client.post('/api/companies', {
      name: `Gridworks ${employer.email.split('@')[0]}`,
      description: 'Utilities',
    }),
    201,
    'company'
  )
  const [company] = expectStatus(await employer.client.get('/api/companies'), 200, 'companies')
  const jobIds = []
  for (let index = 0; index < count; index++) {
    const job = expectStatus(
      await employer.client.post('/api/jobs', {
        companyId: company.id,
        title: `Line Technician ${index + 1}`,
        category: 'Audit & Risk',
        payRate: 24,
        payUnit: 'hr',
        schedule: 'Full-time',
        location: 'Austin',
        state: 'Texas',
        country: 'United States',
        zipcode: '78701',
        description: 'Maintain the grid, answer outage calls and keep the crews safe on site.',
        requirements: '',
      }),
      201,
      'job'
    )
    jobIds.push(job.id)
  }
  return { employer, jobIds }
}

export const APPLICATION = {
  coverLetter: 'I kept a rural grid running for three winters and I know how to work safely at height.',
  selectedSkills: ['Communication'],
  selectedAvailability: ['Full-time'],
  isEighteenOrOlder: true,
  isAuthorizedToWork: true,
  doesNotRequireSponsorship: true,
}

/**
 * A live stream as the browser's transmit client holds it: GET /api/__transmit/events, then subscribe to the user's
 * channel. `messages` fills as events arrive; `ended` resolves when the server ends the stream.
 */
export async function openStream(client, userId, uid = randomUUID()) {
  const abort = new AbortController()
  const response = await fetch(`${client.base}/api/__transmit/events?uid=${uid}`, {
    headers: { accept: 'text/event-stream', cookie: client.cookieHeader() },
    signal: abort.signal,
  })
  client.remember(response)
  if (response.status !== 200) throw new Error(`stream: ${response.status} ${await response.text()}`)
  const stream = { uid, messages: [], instance: response.headers.get('x-instance'), close: () => abort.abort() }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  stream.ended = (async () => {
    let buffer = ''
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return
        buffer += value
        let end
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          for (const line of block.split('\n')) {
            if (!line.startsWith('data: ')) continue
            const data = JSON.parse(line.slice(6))
            if (data.channel !== '$$transmit/ping') stream.messages.push(data)
          }
        }
      }
    } catch {
      // Aborted by close(): the stream is over either way.
    }
  })()
  const subscribed = await client.post('/api/__transmit/subscribe', { uid, channel: `users/${userId}` })
  if (subscribed.status !== 204) throw new Error(`subscribe: ${subscribed.status} ${JSON.stringify(subscribed.body)}`)
  stream.waitFor = async (match, timeoutMs = 5000) => {
    const started = Date.now()
    while (Date.now() - started < timeoutMs) {
      const found = stream.messages.find(match)
      if (found) return found
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    throw new Error(`no matching event within ${timeoutMs} ms (${stream.messages.length} others received)`)
  }
  return stream
}
