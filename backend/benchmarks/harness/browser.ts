/*
| A benchmark's reader: a cookie jar over fetch, signed in through the public
| API as a person would (the sign-in code read from the app's mail folder).
*/
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

/** The device the benchmarks sign in from, and plausible human behaviour for the login's bot check. */
export const BENCH_FINGERPRINT = 'hireloop-feed-benchmark'
const METRICS = { mouseEvents: 40, keyEvents: 30, formFillTime: 6000, scrollEvents: 4, focusEvents: 3 }

/** A cookie jar over fetch: keeps the session and XSRF cookies of one signed-in reader. */
export class Browser {
  cookies = new Map<string, string>()
  constructor(private base: string) {}

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  async request(method: string, path: string, json?: unknown) {
    const headers: Record<string, string> = { accept: 'application/json', 'user-agent': BENCH_FINGERPRINT }
    if (json !== undefined) headers['content-type'] = 'application/json'
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    if (this.cookies.size) headers.cookie = this.header()
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    const text = await response.text()
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each benchmark reads the fields of the answer it asked for
    const body: any = text ? JSON.parse(text) : null
    return { status: response.status, body }
  }
}

/**
 * Signs a reader in through the public API. The benchmark's device is new
 * to the account, so the auth module e-mails a code: it is read from the
 * local mail catcher (MAIL_CATCHER_DIR), as a developer would.
 */
export async function signIn(base: string, email: string, password: string, mailDir: string) {
  const browser = new Browser(base)
  await browser.request('GET', '/api/remotes')
  const credentials = { email, password, deviceFingerprint: BENCH_FINGERPRINT, behaviorMetrics: METRICS }
  let login = await browser.request('POST', '/api/auth/login', credentials)
  if (login.body?.requiresMFA) {
    let code: string | undefined
    for (let attempt = 0; attempt < 100 && !code; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      for (const file of (await readdir(mailDir).catch(() => [])).filter((name) => name.endsWith('.json'))) {
        const mail = JSON.parse(await readFile(join(mailDir, file), 'utf8'))
        if (mail.to.includes(email)) code = /\b\d{6}\b/.exec(mail.text)?.[0]
      }
    }
    if (!code) throw new Error(`no sign-in code arrived for ${email}`)
    login = await browser.request('POST', '/api/auth/login', { ...credentials, otpCode: code })
  }
  if (!login.body?.user) throw new Error(`could not sign in ${email}: ${JSON.stringify(login.body)}`)
  return browser
}
