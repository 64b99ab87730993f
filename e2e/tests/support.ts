import { expect, type Locator, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { mkdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import { codeFrom, waitForMail } from './mail'

export const DEMO_PASSWORD = 'Hireloop#2026'
export const STRONG_PASSWORD = 'Str0ng!Passw0rd'

let counter = 0
export function uniqueEmail(prefix = 'candidate', domain = 'example.com') {
  counter += 1
  // The worker's index keeps two journeys running side by side from picking the same address in the same millisecond.
  return `${prefix}.${Date.now()}.${process.env.TEST_WORKER_INDEX ?? 0}.${counter}@${domain}`
}

/**
 * Runs `signIn` while no other worker signs in as `email`: a sign-in from a new device e-mails a code, and two
 * journeys signing in as the same demo account at once could each read the other's code.
 */
async function oneSignInAt<T>(email: string, signIn: () => Promise<T>): Promise<T> {
  const lock = join(process.env.E2E_MAIL_DIR!, `.signing-in-${email.toLowerCase()}`)
  await mkdir(process.env.E2E_MAIL_DIR!, { recursive: true })
  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      await mkdir(lock)
      break
    } catch {
      // A lock older than a sign-in can take was left by a journey that died holding it.
      const age = Date.now() - ((await stat(lock).catch(() => null))?.mtimeMs ?? Date.now())
      if (age > 60_000) await rm(lock, { recursive: true, force: true })
      if (Date.now() > deadline) throw new Error(`another journey is still signing in as ${email}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  try {
    return await signIn()
  } finally {
    await rm(lock, { recursive: true, force: true })
  }
}

/** Registers through the UI and waits for the signed-in home. */
export async function registerThroughUi(
  page: Page,
  options: { email?: string; userType?: 'Candidate' | 'Employer' } = {}
) {
  const email = options.email ?? uniqueEmail()
  await page.goto('/register')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD)
  await page.getByLabel('Confirm password').fill(STRONG_PASSWORD)
  await page.getByRole('radio', { name: options.userType ?? 'Candidate' }).check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/(home)?$/)
  await expect(page.getByTestId('area-mfe_feed')).toBeVisible()
  return email
}

/**
 * Signs in through the UI. A scripted form fill looks like a bot, so the
 * server may ask for the proof-of-work puzzle (the shell solves it) and, from
 * a new device, for the code it e-mails: read it from the mail catcher.
 */
export async function logInThroughUi(page: Page, email: string, password: string) {
  await oneSignInAt(email, () => logIn(page, email, password))
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  const since = Date.now()
  await page.getByRole('button', { name: 'Log in' }).click()
  const home = page.getByTestId('area-mfe_feed')
  const code = page.getByLabel('Verification code')
  await expect(home.or(code)).toBeVisible({ timeout: 30_000 })
  if (await code.isVisible()) {
    await code.fill(codeFrom(await waitForMail(email, since)))
    await page.getByRole('button', { name: 'Log in' }).click()
  }
  await expect(home).toBeVisible()
}

export function tab(page: Page, name: 'Home' | 'Jobs' | 'Referrals' | 'Messages' | 'Profile') {
  return page.getByRole('navigation').getByRole('link', { name })
}

/** Signs out from the profile screen and waits for the signed-out landing page. */
export async function signOutThroughUi(page: Page) {
  await page.goto('/profile')
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(
    page
      .getByRole('link', { name: 'Join' })
      .or(page.getByRole('button', { name: 'Join' }))
      .first()
  ).toBeVisible()
}

/**
 * Fills and submits the login form the way a script would: values set directly, no focus, no mouse, no keys,
 * at once. The behaviour score of such a sign-in is low enough for the server's 'high' challenge.
 */
export async function submitLoginLikeABot(page: Page, email: string, password: string) {
  await page.getByLabel('Email').waitFor()
  await page.evaluate(
    ([emailValue, passwordValue]) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
      const form = document.querySelector('form')!
      for (const [selector, value] of [
        ['input[type="email"]', emailValue],
        ['input[type="password"]', passwordValue],
      ] as const) {
        const input = form.querySelector<HTMLInputElement>(selector)!
        setValue.call(input, value)
        input.dispatchEvent(new Event('input', { bubbles: true }))
      }
      form.requestSubmit()
    },
    [email, password] as const
  )
}

/** If the sign-in asks for the e-mailed code, reads it from the mail catcher and sends it; then waits for home. */
export async function finishSignIn(page: Page, email: string, since: number) {
  const home = page.getByTestId('area-mfe_feed')
  const code = page.getByLabel('Verification code')
  await expect(home.or(code)).toBeVisible({ timeout: 30_000 })
  if (await code.isVisible()) {
    await code.fill(codeFrom(await waitForMail(email, since)))
    await page.getByRole('button', { name: 'Log in' }).click()
  }
  await expect(home).toBeVisible()
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer) {
  let c = 0xffffffff
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed))
  return Buffer.concat([length, typed, crc])
}

/** A real PNG (RGB, one colour) of the given size, made here so journeys upload a genuine image. */
export function pngImage(width = 16, height = 16, [red, green, blue] = [37, 99, 235]) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit depth, truecolour, default compression, filter and interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [red, green, blue]).flat()),
  ])
  const pixels = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

async function blockingViolations(page: Page) {
  // Let MUI's colour and fade transitions finish before contrast is measured.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {})))
  )
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`),
    }))
}

/**
 * Zero serious or critical axe violations on what the page shows now, in the
 * light and the dark theme. The theme follows the system (the default
 * preference), so emulating the colour scheme switches it live without
 * closing an open dialog; an explicit stored choice is checked as it is.
 */
export async function expectAccessible(page: Page, label: string) {
  const html = page.locator('html')
  const stored = await page.evaluate(() => localStorage.getItem('ui-theme'))
  const schemes = stored === 'light' || stored === 'dark' ? [stored] : (['light', 'dark'] as const)
  for (const scheme of schemes) {
    await page.emulateMedia({ colorScheme: scheme })
    await expect(html).toHaveClass(new RegExp(`\\b${scheme}\\b`))
    let blocking = await blockingViolations(page)
    // A colour measured mid-transition (a dialog fading in, a list replacing its skeleton) is not the screen's:
    // a real violation is still there once things settle, so measure again a few times before failing.
    for (let attempt = 0; blocking.length && attempt < 4; attempt++) {
      await page.waitForTimeout(750)
      blocking = await blockingViolations(page)
    }
    expect(blocking, `axe on ${label} (${scheme} theme)`).toEqual([])
  }
  await page.emulateMedia({ colorScheme: null })
  // With no theme stored, the page follows the system's scheme back (a moment later): wait for it, so that the next
  // step reads the page's own theme and not the last one emulated here.
  if (schemes.length > 1) {
    const system = await page.evaluate(() => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'))
    await expect(html).toHaveClass(new RegExp(`\\b${system}\\b`))
  }
}

/** A write from the page itself (its cookies and CSRF token), as the app makes it. */
export async function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '')
      const response = await fetch(url, {
        method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': token },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`)
      return response.json()
    },
    { method, url, body }
  ) as Promise<T>
}

/** Posts a job for the signed-in employer (creating their company if needed) and shares it to the feed; its id. */
export async function postJob(page: Page, title: string) {
  let companies = await api<Array<{ id: string }>>(page, 'GET', '/api/companies')
  if (!companies.length) {
    await api(page, 'POST', '/api/companies', { name: `Corner Shop ${Date.now()}`, description: 'Groceries' })
    companies = await api<Array<{ id: string }>>(page, 'GET', '/api/companies')
  }
  const job = await api<{ id: string }>(page, 'POST', '/api/jobs', {
    companyId: companies[0].id,
    title,
    category: 'Audit & Risk',
    payRate: 18,
    payUnit: 'hr',
    schedule: 'Part-time',
    location: 'Austin',
    state: 'Texas',
    country: 'United States',
    zipcode: '78701',
    description: 'Run the till, stock the shelves and greet our regulars.',
    requirements: '',
  })
  await api(page, 'POST', '/api/posts', {
    content: `We are hiring: ${title}`,
    type: 'job_share',
    jobId: job.id,
    visibility: 'public',
  })
  return job.id
}

export const RESUME_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
export const APPLICATION_LETTER =
  'I ran the till at a busy corner shop for two years and I know most of your regulars already.'

/** Fills THE Apply dialog (cover letter, a skill, an availability, a PDF résumé, the three boxes) and sends it. */
export async function fillApplication(page: Page, dialog: Locator) {
  await dialog.getByRole('textbox', { name: /Cover letter/ }).fill(APPLICATION_LETTER)
  await expect(dialog.getByTestId('cover-letter-count')).toHaveText(`${APPLICATION_LETTER.length}/1000`)
  await dialog.getByRole('checkbox', { name: 'Customer Service' }).check()
  await dialog.getByRole('checkbox', { name: 'Weekends' }).check()
  await dialog
    .getByLabel('Resume file')
    .setInputFiles({ name: 'casey-cv.pdf', mimeType: 'application/pdf', buffer: RESUME_PDF })
  await expect(dialog.getByTestId('resume-file')).toContainText('casey-cv.pdf')
  await expect(page.getByTestId('toast')).toContainText('Resume uploaded')
  await dialog.getByRole('checkbox', { name: /18 years of age/ }).check()
  await dialog.getByRole('checkbox', { name: /authorized to work/ }).check()
  await dialog.getByRole('checkbox', { name: /visa sponsorship/ }).check()
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
}

/**
 * Opens the jobs search's filters and waits until the panel has finished opening: it grows from nothing, and a click
 * on a box while it grows can land outside the part already shown.
 */
export async function openJobFilters(page: Page) {
  await page.getByTestId('area-mfe_jobs').getByRole('button', { name: 'Filters', exact: true }).click()
  await expect(page.locator('#job-filters')).toHaveClass(/MuiCollapse-entered/)
}
