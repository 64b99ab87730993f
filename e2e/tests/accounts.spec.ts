import { expect, test, type Page } from '@playwright/test'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { codeFrom, linkFrom, waitForMail } from './mail'
import {
  expectAccessible,
  finishSignIn,
  pngImage,
  registerThroughUi,
  signOutThroughUi,
  STRONG_PASSWORD,
  submitLoginLikeABot,
  uniqueEmail,
} from './support'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const banner = (page: Page) => page.getByRole('region', { name: 'E-mail verification' })
const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title })

test('register → verify by the e-mailed link → sign in on a new device with the code → edit the profile with a picture', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const registeredAt = Date.now()
  const email = await registerThroughUi(page)
  await expect(banner(page)).toContainText(email)
  await expectAccessible(page, 'home with the verification banner')

  const link = linkFrom(await waitForMail(email, registeredAt))
  expect(new URL(link).pathname).toBe('/verify-email')
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible()
  await expect(toast(page, 'Email Verified!')).toBeVisible()
  // Home after 3 seconds, without the banner.
  await expect(page.getByTestId('area-mfe_feed')).toBeVisible({ timeout: 10_000 })
  await expect(banner(page)).toHaveCount(0)
  // The link works once.
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible()
  await expect(page.getByRole('main').getByText('This verification link has already been used.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
  await expectAccessible(page, 'the failed verification page')

  // Another browser profile is another device: the right password is not enough there.
  const device = await browser.newContext({ baseURL })
  try {
    const other = await device.newPage()
    await other.goto('/login')
    await other.getByLabel('Email').fill(email)
    await other.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD)
    const signInAt = Date.now()
    await other.getByRole('button', { name: 'Log in' }).click()
    const code = other.getByLabel('Verification code')
    await expect(code).toBeVisible({ timeout: 30_000 })
    await expect(other.getByRole('button', { name: 'Log in' })).toBeDisabled()
    await expectAccessible(other, 'the sign-in code step')
    await code.fill(codeFrom(await waitForMail(email, signInAt)))
    await other.getByRole('button', { name: 'Log in' }).click()
    await expect(other.getByTestId('area-mfe_feed')).toBeVisible()
    await expect(banner(other)).toHaveCount(0)

    await other.goto('/profile')
    await other.getByRole('link', { name: 'Edit Profile' }).click()
    await expect(other).toHaveURL(/\/profile\/edit$/)
    await expectAccessible(other, 'the profile editor')

    // The picture: refused before sending when it is not an image, refused by the server when it only claims to be.
    const picture = other.locator('input[type="file"]')
    await picture.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await expect(toast(other, 'Invalid file type')).toContainText('Please select an image file.')
    const refused = other.waitForResponse((response) => new URL(response.url()).pathname === '/api/upload')
    await picture.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<script>alert(1)</script>'),
    })
    expect((await refused).status()).toBe(422)
    await expect(toast(other, 'Invalid file type')).toContainText('Please select an image file.')
    await expect(other.getByRole('main').getByRole('alert')).toHaveText(
      'Invalid file type: Please select an image file.'
    )
    await picture.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngImage(32, 32) })
    await expect(toast(other, 'Profile picture updated!')).toBeVisible()

    // The details, with the same rules as the server.
    await other.getByLabel('Name').fill('Avery Stone')
    await other.getByLabel('Phone').fill('555-0100')
    await other.getByRole('button', { name: 'Save changes' }).click()
    await expect(other.getByText('Phone number must be at least 10 characters')).toBeVisible()
    await other.getByLabel('Phone').fill('512 555 0100')
    await other.getByLabel('Location').fill('Austin, TX')

    // Lists are entered one by one: trimmed, empty entries and duplicates ignored, entries removable.
    const skill = other.getByLabel('Skills', { exact: true })
    await skill.fill('  Welding  ')
    await skill.press('Enter')
    await skill.fill('welding')
    await skill.press('Enter')
    await skill.fill('   ')
    await skill.press('Enter')
    await skill.fill('Forklift operation')
    await other.getByRole('button', { name: 'Add Skills' }).click()
    await skill.fill('Typo')
    await skill.press('Enter')
    await other.getByRole('img', { name: 'Remove Typo' }).click()
    const skills = other.getByRole('list', { name: 'Added skills' }).getByRole('listitem')
    await expect(skills).toHaveCount(2)
    await expect(skills).toContainText(['Welding', 'Forklift operation'])
    const availability = other.getByLabel('Availability', { exact: true })
    await availability.fill('Weekends')
    await availability.press('Enter')

    await other.getByRole('button', { name: 'Save changes' }).click()
    await expect(toast(other, 'Profile updated!')).toBeVisible()
    await expect(other).toHaveURL(/\/profile$/)

    await other.reload()
    await expect(other.getByRole('heading', { name: 'Avery Stone' })).toBeVisible()
    await expect(other.getByText('512 555 0100')).toBeVisible()
    await expect(other.getByText('Austin, TX')).toBeVisible()
    await expect(other.getByRole('region', { name: 'Skills' })).toContainText('Welding')
    await expect(other.getByRole('region', { name: 'Skills' })).toContainText('Forklift operation')
    await expect(other.getByRole('region', { name: 'Availability' })).toContainText('Weekends')
    await expect(other.getByRole('region', { name: 'Badges' })).toHaveCount(0)
    const avatar = other.getByRole('img', { name: "Avery Stone's profile picture" })
    await expect(avatar).toHaveAttribute('src', /^\/uploads\/avatars\/[0-9a-f]{32}\.png$/)
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(32)
  } finally {
    await device.close()
  }
})

test('a new e-mail address is used only once the link sent to it is followed', async ({ page }) => {
  const email = await registerThroughUi(page, { email: uniqueEmail('move') })
  const newEmail = uniqueEmail('moved')
  await page.goto('/profile/edit')
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-address')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Invalid email address')).toBeVisible()
  await page.getByRole('textbox', { name: 'Email' }).fill(newEmail)
  // A new address asks for the current password: a session alone cannot move the account away from its owner.
  await page.getByRole('button', { name: 'Save changes' }).click()
  const currentPassword = page.getByLabel('Current password')
  await expect(currentPassword).toHaveAccessibleDescription('Current password is required to change your email')
  await currentPassword.fill('Wr0ng!Passw0rd')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(currentPassword).toHaveAccessibleDescription('Current password is incorrect')
  await currentPassword.fill(STRONG_PASSWORD)
  const changedAt = Date.now()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Profile updated!')).toContainText(`Check ${newEmail} to confirm`)
  // The current address is told, with the new one masked.
  const notice = await waitForMail(email, changedAt, 15_000, /being changed/i)
  expect(notice.text).not.toContain(newEmail)
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('main').getByRole('status')).toContainText(`Check ${newEmail} to confirm the change`)
  await expect(page.getByRole('main').getByText(email, { exact: true })).toBeVisible()

  await page.goto(linkFrom(await waitForMail(newEmail, changedAt)))
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible()
  await page.goto('/profile')
  await expect(page.getByRole('main').getByText(newEmail, { exact: true })).toBeVisible()
  await expect(page.getByText(`Check ${newEmail}`)).toHaveCount(0)
})

test('forgot password: the e-mailed code sets a new password, which then signs in', async ({ page }) => {
  const email = await registerThroughUi(page, { email: uniqueEmail('reset') })
  await signOutThroughUi(page)

  await page.goto('/login')
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reset your password' })
  await dialog.getByRole('button', { name: 'Send code' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Email required')
  await expectAccessible(page, 'the reset-password dialog')

  await dialog.getByLabel('Email').fill(email)
  const requestedAt = Date.now()
  await dialog.getByRole('button', { name: 'Send code' }).click()
  await expect(toast(page, 'Reset code sent')).toBeVisible()
  await dialog.getByRole('button', { name: 'Reset password' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('All fields required')
  await expect(dialog.getByText('At least 8 characters')).toBeVisible()

  const newPassword = 'N3w!Passw0rd-2026'
  await dialog.getByLabel('Reset code').fill(codeFrom(await waitForMail(email, requestedAt)))
  await dialog.getByLabel('New password').fill(newPassword)
  await dialog.getByRole('button', { name: 'Reset password' }).click()
  await expect(toast(page, 'Password reset successful')).toBeVisible()
  await expect(dialog).toHaveCount(0)

  // The login form now holds the address; the old password no longer works, the new one does.
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText('Invalid email or password').first()).toBeVisible()
  await page.getByLabel('Password', { exact: true }).fill(newPassword)
  const signInAt = Date.now()
  await page.getByRole('button', { name: 'Log in' }).click()
  await finishSignIn(page, email, signInAt)
})

test('a bot-like sign-in gets the puzzle, which the shell solves in a Web Worker, and then gets in', async ({
  page,
}) => {
  const email = await registerThroughUi(page, { email: uniqueEmail('bot') })
  await signOutThroughUi(page)

  const workers: string[] = []
  page.on('worker', (worker) => workers.push(worker.url()))
  let challenge: { id: string; value: string; difficulty: number } | undefined
  let securityLevel: string | undefined
  let solution: string | undefined
  // Hold the retry a moment so the solved puzzle step can be seen.
  await page.route('**/api/auth/login', async (route) => {
    const body = route.request().postDataJSON() as { challengeId?: string; challengeSolution?: string }
    if (body.challengeId) {
      solution = body.challengeSolution
      await new Promise((resolve) => setTimeout(resolve, 1500))
      return route.continue()
    }
    const response = await route.fetch()
    const answer = (await response.json()) as { challenge?: typeof challenge; securityLevel?: string }
    challenge = answer.challenge
    securityLevel = answer.securityLevel
    return route.fulfill({ response })
  })

  await page.goto('/login')
  const signInAt = Date.now()
  await submitLoginLikeABot(page, email, STRONG_PASSWORD)
  const puzzle = page.getByRole('progressbar', { name: 'Security check progress' })
  await expect(puzzle).toBeVisible()
  await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled()
  await expect(puzzle).toHaveAttribute('aria-valuenow', '100')

  expect(securityLevel).toBe('high')
  expect(challenge?.difficulty).toBe(4)
  expect(solution).toMatch(/^\d+$/)
  expect(sha256(challenge!.value + solution)).toMatch(/^0000/)
  expect(workers.some((url) => /\/static\/js\/puzzle-worker\.[0-9a-f]+\.js$/.test(url))).toBe(true)
  const measures = await page.evaluate(() =>
    performance.getEntriesByName('security-puzzle').map((entry) => (entry as PerformanceMeasure).detail)
  )
  expect(measures).toEqual([expect.objectContaining({ difficulty: 4, inWorker: true, attempts: Number(solution) + 1 })])

  await finishSignIn(page, email, signInAt)
})

test('a refused sign-in (429) says when to try again', async ({ page }) => {
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '540' },
      json: { error: 'Too many requests. Please try again later.' },
    })
  )
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.com')
  await page.getByLabel('Password', { exact: true }).fill('whatever')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Too many attempts. Please try again in 9 minutes.' }).first()
  ).toBeVisible()
})

test('the verification page explains a bad link and offers a new one', async ({ page }) => {
  await page.goto('/verify-email?token=not-a-real-token')
  await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible()
  await expect(page.getByRole('main').getByText('Invalid or expired verification link.')).toBeVisible()
  await page.getByRole('button', { name: 'Resend verification email' }).click()
  await expect(page.getByText('Email Required').first()).toBeVisible()
  await page.getByRole('textbox', { name: 'Email' }).fill('nobody@example.com')
  await page.getByRole('button', { name: 'Resend verification email' }).click()
  await expect(toast(page, 'Verification Email Sent')).toBeVisible()

  await page.goto('/verify-email')
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('MEASURE: the difficulty-4 puzzle is solved off the main thread in under a second', async ({ page }, testInfo) => {
  const RUNS = 15
  const issued = new Map<string, { value: string; at: number }>()
  const runs: { endToEndMs: number; counter: number; valid: boolean }[] = []
  await page.route('**/api/auth/login', async (route) => {
    const body = route.request().postDataJSON() as { challengeId?: string; challengeSolution?: string }
    if (body.challengeId) {
      const challenge = issued.get(body.challengeId)!
      runs.push({
        endToEndMs: Date.now() - challenge.at,
        counter: Number(body.challengeSolution),
        valid: sha256(challenge.value + body.challengeSolution).startsWith('0000'),
      })
      return route.fulfill({ status: 401, json: { error: 'Invalid email or password' } })
    }
    const id = randomUUID()
    const value = randomBytes(32).toString('hex')
    issued.set(id, { value, at: Date.now() })
    return route.fulfill({
      json: { requiresAdditionalChallenge: true, securityLevel: 'high', challenge: { id, value, difficulty: 4 } },
    })
  })

  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Email' }).fill('measure@example.com')
  await page.getByLabel('Password', { exact: true }).fill('Whatever#1')
  const submit = page.getByRole('button', { name: 'Log in' })
  for (let run = 1; run <= RUNS; run++) {
    await submit.click()
    await expect.poll(() => runs.length).toBe(run)
    await expect(submit).toBeEnabled()
  }

  type PuzzleMeasure = { solveMs: number; computeMs: number; attempts: number; inWorker: boolean }
  const measures = await page.evaluate(() =>
    performance
      .getEntriesByName('security-puzzle')
      .map((entry): PuzzleMeasure => ({ solveMs: entry.duration, ...(entry as PerformanceMeasure).detail }))
  )
  expect(runs.every((run) => run.valid)).toBe(true)
  expect(measures).toHaveLength(RUNS)
  expect(measures.every((measure) => measure.inWorker)).toBe(true)

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    const middle = Math.floor(sorted.length / 2)
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  }
  const attempts = measures.reduce((sum, measure) => sum + measure.attempts, 0)
  const computeMs = measures.reduce((sum, measure) => sum + measure.computeMs, 0)
  const summary = {
    runs: RUNS,
    medianSolveMs: Math.round(median(measures.map((m) => m.solveMs))),
    medianComputeMs: Math.round(median(measures.map((m) => m.computeMs))),
    medianChallengeToRetryMs: median(runs.map((r) => r.endToEndMs)),
    maxSolveMs: Math.round(Math.max(...measures.map((m) => m.solveMs))),
    medianAttempts: median(measures.map((m) => m.attempts)),
    hashesPerSecond: Math.round((attempts / computeMs) * 1000),
  }
  const target = summary.medianSolveMs < 1000 ? 'met' : 'MISSED'
  console.log(
    `puzzle (difficulty 4, headless Chromium): ${JSON.stringify(summary)}; target median under 1 s: ${target}`
  )
  await testInfo.attach('puzzle-timing.json', {
    body: JSON.stringify({ summary, runs, measures }, null, 2),
    contentType: 'application/json',
  })
  // The target is 1 s; the assertion leaves room for a busy CI machine and catches real regressions (main thread,
  // a slower hash), which cost several times more.
  expect(summary.medianSolveMs).toBeLessThan(2000)
})
