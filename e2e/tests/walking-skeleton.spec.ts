import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD, expectAccessible, logInThroughUi, registerThroughUi, tab, uniqueEmail } from './support'

test('a visitor sees the landing page with Log in, Join and the early-bird link', async ({ page }) => {
  await page.goto('/')
  await expect(
    page
      .getByRole('button', { name: 'Log in' })
      .or(page.getByRole('link', { name: 'Log in' }))
      .first()
  ).toBeVisible()
  await expect(page.getByRole('link', { name: /early.bird|founding/i }).first()).toBeVisible()
  await expectAccessible(page, 'the landing page')
  await page
    .getByRole('link', { name: 'Join' })
    .or(page.getByRole('button', { name: 'Join' }))
    .first()
    .click()
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible()
  await expectAccessible(page, 'the registration page')
})

test('register → /home → every tab loads its own remote → theme survives a reload → sign out', async ({ page }) => {
  // Ten axe passes (five screens, two themes): more than the default minute on a loaded machine.
  test.setTimeout(180_000)
  // Every file the page fetched (from the network or through the service worker); the browser's resource
  // timing buffer keeps only the first 250 entries, so it cannot be the record.
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
  await registerThroughUi(page)
  await expect(page).toHaveURL(/\/(home)?$/)

  const areas = [
    { tab: 'Jobs', url: /\/jobs$/, area: 'area-mfe_jobs' },
    { tab: 'Referrals', url: /\/referrals$/, area: 'area-mfe_referrals' },
    { tab: 'Messages', url: /\/messages$/, area: 'area-mfe_messaging' },
    { tab: 'Home', url: /\/(home)?$/, area: 'area-mfe_feed' },
  ] as const
  for (const step of areas) {
    await tab(page, step.tab).click()
    await expect(page).toHaveURL(step.url)
    await expect(page.getByTestId(step.area)).toBeVisible()
    await expectAccessible(page, `the ${step.tab} tab`)
  }

  // Each area came from its own remote's files, fetched at run time.
  const remoteScripts = fetched.filter((path) => path.startsWith('/remotes/'))
  for (const folder of ['mfe-feed', 'mfe-jobs', 'mfe-referrals', 'mfe-messaging']) {
    expect(remoteScripts.some((path) => path.startsWith(`/remotes/${folder}/`))).toBe(true)
  }

  await tab(page, 'Profile').click()
  await expect(page).toHaveURL(/\/profile$/)
  await expectAccessible(page, 'the profile')
  const html = page.locator('html')
  const before = (await html.getAttribute('class')) ?? ''
  const target = before.includes('dark') ? 'light' : 'dark'
  await page.getByRole('button', { name: /theme/i }).first().click()
  await expect(html).toHaveClass(new RegExp(target))
  await page.reload()
  await expect(html).toHaveClass(new RegExp(target))
  expect(await page.evaluate(() => localStorage.getItem('ui-theme'))).toBe(target)

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(
    page
      .getByRole('link', { name: 'Join' })
      .or(page.getByRole('button', { name: 'Join' }))
      .first()
  ).toBeVisible()
  await page.goto('/profile')
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0)
})

test('the registration form shows the server rules before sending', async ({ page }) => {
  await page.goto('/register')
  await page.getByLabel('Email').fill('boss@gmail.com')
  await page.getByLabel('Password', { exact: true }).fill('weakpass')
  await page.getByLabel('Confirm password').fill('different')
  await page.getByRole('radio', { name: 'Employer' }).check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Password must contain at least one uppercase letter')).toBeVisible()
  await expect(page.getByText("Passwords don't match")).toBeVisible()
  await expect(page.getByText(/Please use your business email address/)).toBeVisible()
})

test('a duplicate registration shows the server message', async ({ page }) => {
  await page.goto('/register')
  await page.getByLabel('Email').fill('candidate@hireloop.dev')
  await page.getByLabel('Password', { exact: true }).fill('Str0ng!Passw0rd')
  await page.getByLabel('Confirm password').fill('Str0ng!Passw0rd')
  await page.getByRole('radio', { name: 'Candidate' }).check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('An account with this email already exists').first()).toBeVisible()
})

test('the demo employer signs in; a wrong password gets the generic message', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill('employer@hireloop.dev')
  await page.getByLabel('Password', { exact: true }).fill('Wrong!Passw0rd')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText('Invalid email or password').first()).toBeVisible()

  await logInThroughUi(page, 'employer@hireloop.dev', DEMO_PASSWORD)
  await tab(page, 'Profile').click()
  await expect(page.getByText('Employer', { exact: true }).first()).toBeVisible()
})

test.describe('without the service worker cache', () => {
  // The service worker caches remotes at install (an offline user still gets them), so
  // to see a remote host that is down, requests must reach the network.
  test.use({ serviceWorkers: 'block' })

  test('a remote that cannot be loaded shows its own fallback while the other tabs work', async ({ page }) => {
    await page.route('**/remotes/mfe-jobs/**', (route) => route.abort('connectionrefused'))
    await registerThroughUi(page, { email: uniqueEmail('isolation') })

    await tab(page, 'Jobs').click()
    await expect(page.getByText('This area could not be loaded')).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible()

    await tab(page, 'Messages').click()
    await expect(page.getByTestId('area-mfe_messaging')).toBeVisible()
    await tab(page, 'Home').click()
    await expect(page.getByTestId('area-mfe_feed')).toBeVisible()

    // Once the remote is reachable again, Retry loads it without a page reload.
    await page.unroute('**/remotes/mfe-jobs/**')
    await tab(page, 'Jobs').click()
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByTestId('area-mfe_jobs')).toBeVisible({ timeout: 20_000 })
  })
})

test('the service worker controls the page after a reload', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  const controlled = await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    return navigator.serviceWorker.controller !== null
  })
  expect(controlled).toBe(true)
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)
  expect(scope).toMatch(/\/$/)
})

test('a remote redeployed since the shell was built does not stop the service worker from installing', async ({
  context,
  page,
}) => {
  // Every file of one remote answers 404, as when it was redeployed with new hashes after this shell's build.
  await context.route('**/remotes/mfe-admin/**', (route) => route.fulfill({ status: 404, body: 'gone' }))
  await page.goto('/')
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return registration.active?.state
  })
  expect(['activating', 'activated']).toContain(state)
  // The other remotes were cached at install.
  const cached = await page.evaluate(async () => {
    const cache = await caches.open('remote-assets')
    return (await cache.keys()).map((request) => new URL(request.url).pathname)
  })
  expect(cached.some((path) => path.startsWith('/remotes/mfe-feed/'))).toBe(true)
  expect(cached.some((path) => path.startsWith('/remotes/mfe-admin/'))).toBe(false)
})

test('an unknown route shows the not-found page', async ({ page }) => {
  await logInThroughUi(page, 'candidate@hireloop.dev', DEMO_PASSWORD)
  await page.goto('/no/such/page')
  await expect(page.getByText(/not found/i).first()).toBeVisible()
})
