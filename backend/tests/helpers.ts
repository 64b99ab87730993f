import { readdir } from 'node:fs/promises'
import env from '#start/env'
import { freePort } from '../bin/free_port.js'

export function testServerUrl(path = '') {
  return `http://${env.get('HOST')}:${env.get('PORT')}${path}`
}

/** Every file stored on a local disk: `<folder>/<file>` under `root` (UPLOADS_DIR, RESUMES_DIR), sorted. */
export async function filesOnDisk(root: string) {
  const folders = await readdir(root).catch(() => [] as string[])
  const all = await Promise.all(
    folders.map(async (folder) => (await readdir(`${root}/${folder}`)).map((file) => `${folder}/${file}`))
  )
  return all.flat().sort()
}

/**
 * A minimal browser: keeps cookies across requests and echoes the
 * XSRF-TOKEN cookie like the SPA does. For journeys that span several
 * requests (the Japa session plugin swaps the session per request).
 */
export class CookieClient {
  readonly cookies = new Map<string, string>()

  constructor(private origin = testServerUrl()) {}

  async request(
    method: string,
    path: string,
    options: { json?: unknown; raw?: string; headers?: Record<string, string>; csrf?: boolean } = {}
  ) {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
    if (options.json !== undefined || options.raw !== undefined) headers['content-type'] = 'application/json'
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (method !== 'GET' && options.csrf !== false && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    }
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers,
      body: options.raw ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
      redirect: 'manual',
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const separator = pair.indexOf('=')
      const name = pair.slice(0, separator)
      const value = pair.slice(separator + 1)
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    const text = await response.text()
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any JSON: each test reads the answer it expects
    let body: any = text
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      // Not JSON: the text itself.
    }
    return { status: response.status, headers: response.headers, body, setCookies: response.headers.getSetCookie() }
  }

  get(path: string) {
    return this.request('GET', path)
  }

  post(path: string, json?: unknown, options: { csrf?: boolean; headers?: Record<string, string> } = {}) {
    return this.request('POST', path, { json: json ?? {}, ...options })
  }

  /**
   * Registers a candidate (or an employer) and signs in from the device the account was made
   * on (which asks no extra step), as a person would. Returns the sign-in answer.
   */
  async signUpAndSignIn(
    name: string,
    email = `${name.replace(/\W/g, '').toLowerCase()}${Date.now()}@example.com`,
    userType: 'candidate' | 'employer' = 'candidate'
  ) {
    const password = 'Str0ng!Passw0rd'
    const deviceFingerprint = `Mozilla/5.0 (X11; Linux x86_64) ${name}`
    await this.get('/api/remotes')
    const registered = await this.post('/api/users', {
      email,
      password,
      confirmPassword: password,
      userType,
      name,
      deviceFingerprint,
    })
    if (registered.status !== 201)
      throw new Error(`registration: ${registered.status} ${JSON.stringify(registered.body)}`)
    const login = await this.post('/api/auth/login', {
      email,
      password,
      deviceFingerprint,
      behaviorMetrics: { mouseEvents: 12, keyEvents: 30, formFillTime: 5400, scrollEvents: 2, focusEvents: 3 },
    })
    if (login.body?.user?.email !== email) throw new Error(`sign-in: ${login.status} ${JSON.stringify(login.body)}`)
    return login.body as { user: { id: string; email: string; name: string } }
  }
}

/**
 * Boots a separate server process (embedded database in memory), e.g. with
 * some modules disabled. Waits until /health answers (200, or any status
 * when `healthy` is false: a server started with a dependency down). A port
 * taken between its choice and the server's listen (EADDRINUSE) is chosen
 * again, up to three times.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { healthy = true } = {}
): Promise<{ base: string; stop: () => void }> {
  let output = ''
  for (let attempt = 0; attempt < 3; attempt++) {
    const started = await startServerOnce(env, healthy, await freePort())
    if ('base' in started) return started
    output = started.output
    if (!output.includes('EADDRINUSE')) break
  }
  throw new Error(`server did not start:\n${output}`)
}

async function startServerOnce(
  env: Record<string, string>,
  healthy: boolean,
  portNumber: number
): Promise<{ base: string; stop: () => void } | { output: string }> {
  const { spawn } = await import('node:child_process')
  const { fileURLToPath } = await import('node:url')
  const port = String(portNumber)
  const child = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
    cwd: fileURLToPath(new URL('../', import.meta.url)),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: port,
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      SESSION_DRIVER: 'database',
      PGLITE_IN_MEMORY: 'true',
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'pipe',
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const base = `http://127.0.0.1:${port}`
  // A fresh server migrates an in-memory database first: slow on a loaded two-core machine.
  const deadline = Date.now() + 75_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      const response = await fetch(`${base}/health`)
      // The answer is this child's only while it runs (another process may hold a port it failed to take).
      if ((response.ok || !healthy) && child.exitCode === null) {
        return { base, stop: () => void child.kill('SIGTERM') }
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill('SIGKILL')
  return { output }
}
