import { expect, test, type Page } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { api, registerThroughUi } from './support'

/**
 * The first screen's JavaScript, measured so that it cannot grow unnoticed: every script the page
 * fetches until its first screen is shown and the network is idle, a cold cache, no service worker. Sizes are the
 * files gzipped here (level 9), so they do not depend on how the server compresses. Run alone, it prints the figures:
 *   E2E_PORT=3350 npx playwright test -c e2e/playwright.config.ts first-load
 */
const BUDGET = {
  /**
   * The whole first screen: the shell, the shared libraries and the area's remote; 205.5 KB in 11 requests measured
   * (the live client, 2.1 KB, loads after the page's load event but before the network is idle, so it is counted).
   * Every screen carries the offline notice and the kept member, the restriction words and idempotent retries in
   * shared-ui (≈ 3 KB); the dialogs they may open load only when opened.
   * The spec's target is 170 KB, which the prescribed libraries alone reach (docs/adr/0008): this budget stops the
   * first screen growing and is lowered as it shrinks. Dated figures: backend/benchmarks/results/.
   */
  firstScreenKb: 207,
  /**
   * A remote's own code on the first screen (its files under /remotes/<folder>/): 22.3 KB measured (entry 9.3 KB).
   * 0.17 KB of it lets posts written offline show above the feed at the next start: the read of the mark that says
   * some may wait, and the import of their part, which itself loads only then or when the composer opens; 0.2 KB
   * names the search option the arrow keys reach (aria-activedescendant) and routes /people to its own lazy page.
   */
  remoteKb: 22.3,
  /**
   * The signed-out landing page: its HTML is the page, and its one script (landing-boot.js, 1.5 KB) loads the app
   * when the visitor first interacts. 1.8 KB measured with theme-init.js; 199.9 KB before, when the whole app loaded
   * to hydrate it at once.
   */
  landingKb: 5,
}

interface Script {
  url: string
  gzipBytes: number
}

function collectScripts(page: Page) {
  const scripts: Script[] = []
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || response.status() !== 200) return
    pending.push(
      response
        .body()
        .then((body) => {
          scripts.push({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body, { level: 9 }).length })
        })
        .catch(() => {})
    )
  })
  return async () => {
    await Promise.all(pending)
    return scripts
  }
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
const total = (scripts: Script[]) => kb(scripts.reduce((sum, script) => sum + script.gzipBytes, 0))

function report(label: string, scripts: Script[]) {
  const lines = scripts.map((script) => `  ${kb(script.gzipBytes).toFixed(1).padStart(6)} KB  ${script.url}`)
  console.log(`${label}: ${scripts.length} JS requests, ${total(scripts)} KB gzip\n${lines.join('\n')}`)
}

test.use({ serviceWorkers: 'block' })

test('the signed-out landing page: content in the HTML, its JavaScript within budget', async ({ page, request }) => {
  const scripts = collectScripts(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Find work. Get referred. Hire faster.' })).toBeVisible()
  // Not 'networkidle': a signed-out visitor's 401 from /api/user/me never counts as finished for Playwright.
  await page.waitForLoadState('load')
  await page.waitForTimeout(1_500)
  const loaded = await scripts()
  report('landing', loaded)
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text()
  expect(html, 'the landing is in the HTML the server sends').toContain('Find work. Get referred. Hire faster.')
  expect(
    loaded.filter((script) => script.url.startsWith('/remotes/')),
    'the landing loads no remote'
  ).toEqual([])
  expect(total(loaded), 'landing JS, KB gzip').toBeLessThanOrEqual(BUDGET.landingKb)

  // The app loads when the visitor reaches for the page: a click made before it has hydrated is not lost.
  await page.getByRole('button', { name: 'Toggle theme' }).click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await page.getByRole('link', { name: 'Log in' }).click()
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
})

test('/home signed in: the first screen JavaScript within budget, the remote within its own', async ({ browser }) => {
  const signUp = await browser.newPage()
  await registerThroughUi(signUp)
  // A post of their own, so that the first screen shows at least one (other journeys' posts may be there too); deleted
  // at the end, not to outrank the next journeys' posts in everyone's feed.
  const post = await api<{ id: string }>(signUp, 'POST', '/api/posts', {
    blocks: [{ type: 'paragraph', content: { text: 'Three shifts a week, training on site.' } }],
  })
  const storageState = await signUp.context().storageState()

  const context = await browser.newContext({ storageState, serviceWorkers: 'block' })
  // Each CSS rule the browser rejects costs an exception (emotion swallows it): shared-ui's emotion cache leaves
  // them out.
  await context.addInitScript(() => {
    const rejected: string[] = []
    Object.assign(window, { rejectedCssRules: rejected })
    const insertRule = CSSStyleSheet.prototype.insertRule
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      try {
        return insertRule.call(this, rule, index)
      } catch (error) {
        rejected.push(rule)
        throw error
      }
    }
  })
  const page = await context.newPage()
  const scripts = collectScripts(page)
  const apiRequests = new Map<string, number>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) apiRequests.set(url.pathname, (apiRequests.get(url.pathname) ?? 0) + 1)
  })
  await page.goto('/home')
  await expect(page.getByTestId('area-mfe_feed')).toBeVisible()
  await expect(page.getByTestId('post-card').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  const loaded = await scripts()
  report('/home', loaded)
  const rejectedCssRules = await page.evaluate(
    () => (window as unknown as { rejectedCssRules: string[] }).rejectedCssRules
  )
  await context.close()
  await api(signUp, 'DELETE', `/api/posts/${post.id}`)
  await signUp.context().close()

  expect(rejectedCssRules, 'CSS rules the browser rejected').toEqual([])
  // Every answer once, the badges' counts at most twice (once more when the live stream opens, however many badges).
  expect(
    [...apiRequests].filter(([, count]) => count > 2),
    'API paths requested more than twice'
  ).toEqual([])
  // The feed's first page comes with the page (the backend's Link preload, AREAS in frontend_config.ts): one request,
  // which the feed's own fetch is then answered from. Two mean the preloaded URL is not the one the feed asks for.
  expect(apiRequests.get('/api/posts'), 'requests for the feed’s first page').toBe(1)

  expect(total(loaded), 'first screen JS, KB gzip').toBeLessThanOrEqual(BUDGET.firstScreenKb)
  const remote = loaded.filter((script) => script.url.startsWith('/remotes/mfe-feed/'))
  expect(remote.length, 'the feed remote loads').toBeGreaterThan(0)
  expect(total(remote), 'mfe-feed own JS, KB gzip').toBeLessThanOrEqual(BUDGET.remoteKb)
})
