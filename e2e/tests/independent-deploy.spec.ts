import { expect, test, type Page } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { registerThroughUi, uniqueEmail } from './support'

/*
| A remote is built and deployed on its own (docs/deploying.md). Here the
| feed remote is rebuilt, outside the workspace, against shared-ui 1.1.0 (a
| version the shell does not have, with an export the shell's 1.0.0 lacks)
| and with a page added under one of its paths (/home/whats-new). The shell
| is the one every other journey uses, not rebuilt; only the registry of
| areas (GET /api/remotes) points mfe_feed at the new build, as MFE_REMOTES
| would after a deploy. The remote must load its own shared-ui copy and
| still share the session, the toasts and the theme with the shell.
*/

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const WORK = join(ROOT, 'e2e', '.next-remote')
const NEXT_VERSION = '1.1.0'
const DIST = join(WORK, 'mfe-feed', 'dist')
const NEXT_ENTRY = '/remotes/mfe-feed-next/mf-manifest.json'

/** The page the new build adds; it uses an export that exists only in shared-ui 1.1.0. */
const WHATS_NEW_PAGE = `import { AreaFrame, Button, SHARED_UI_NEXT, Typography, useCurrentUser, useThemeMode, useToast } from '@hireloop/shared-ui'

export function WhatsNewPage() {
  const { user } = useCurrentUser()
  const { mode } = useThemeMode()
  const { toast } = useToast()
  return (
    <AreaFrame remoteName="mfe_feed" title="What's new">
      <Typography data-testid="next-export">{SHARED_UI_NEXT.message}</Typography>
      <Typography data-testid="next-user">Signed in as {user?.name}</Typography>
      <Typography data-testid="next-theme">Theme: {mode}</Typography>
      <Button onClick={() => toast({ title: 'Hello from the new build', variant: 'success' })}>Say hello</Button>
    </AreaFrame>
  )
}
`

function replaceOnce(file: string, search: string, replacement: string) {
  const text = readFileSync(file, 'utf8')
  if (!text.includes(search)) throw new Error(`${file} no longer contains ${JSON.stringify(search)}`)
  writeFileSync(file, text.replace(search, replacement))
}

/**
 * A checkout of its own: node_modules/@hireloop/shared-ui is a copy of shared-ui bumped to 1.1.0 with one more
 * export, found before the workspace's (which node resolution would reach otherwise); everything else (React,
 * rsbuild, MUI) resolves from the repository's node_modules further up.
 */
function buildNextFeedRemote() {
  rmSync(WORK, { recursive: true, force: true })
  const sharedUi = join(WORK, 'node_modules', '@hireloop', 'shared-ui')
  mkdirSync(sharedUi, { recursive: true })
  cpSync(join(ROOT, 'shared-ui', 'src'), join(sharedUi, 'src'), { recursive: true })
  const sharedUiPackage = JSON.parse(readFileSync(join(ROOT, 'shared-ui', 'package.json'), 'utf8'))
  expect(sharedUiPackage.version).not.toBe(NEXT_VERSION)
  writeFileSync(join(sharedUi, 'package.json'), JSON.stringify({ ...sharedUiPackage, version: NEXT_VERSION }, null, 2))
  writeFileSync(
    join(sharedUi, 'src', 'index.ts'),
    `${readFileSync(join(ROOT, 'shared-ui', 'src', 'index.ts'), 'utf8')}\nexport const SHARED_UI_NEXT = { message: 'Built against shared-ui ${NEXT_VERSION}' }\n`
  )

  const remote = join(WORK, 'mfe-feed')
  mkdirSync(remote)
  for (const item of ['src', 'package.json', 'rsbuild.config.ts'])
    cpSync(join(ROOT, 'mfe-feed', item), join(remote, item), { recursive: true })
  writeFileSync(
    join(remote, 'tsconfig.json'),
    JSON.stringify({
      extends: join(ROOT, 'tsconfig.json'),
      compilerOptions: { paths: { 'react-router-dom': ['../node_modules/@hireloop/shared-ui/src/router/index.ts'] } },
      include: ['src'],
    })
  )
  writeFileSync(join(remote, 'src', 'app', 'pages', 'whats-new-page.tsx'), WHATS_NEW_PAGE)
  const app = join(remote, 'src', 'app', 'feed-app.tsx')
  replaceOnce(
    app,
    "import { FeedPage } from './pages/feed-page'",
    "import { FeedPage } from './pages/feed-page'\nimport { WhatsNewPage } from './pages/whats-new-page'"
  )
  replaceOnce(
    app,
    'let page = <FeedPage />',
    "let page = matchPath('/home/whats-new', pathname) ? <WhatsNewPage /> : <FeedPage />"
  )

  const rsbuild = join(ROOT, 'node_modules', '@rsbuild', 'core', 'bin', 'rsbuild.js')
  const build = spawnSync(process.execPath, [rsbuild, 'build'], { cwd: remote, encoding: 'utf8' })
  if (build.status !== 0) throw new Error(`the next feed remote did not build:\n${build.stdout}\n${build.stderr}`)
  expect(existsSync(join(DIST, 'mf-manifest.json'))).toBe(true)
}

/** The deploy: the registry sends mfe_feed to the new build, which is served from its own folder. */
async function deployNextFeedRemote(page: Page) {
  await page.route('**/api/remotes', async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    for (const remote of body.remotes) if (remote.name === 'mfe_feed') remote.entry = NEXT_ENTRY
    await route.fulfill({ response, json: body })
  })
  await page.route('**/remotes/mfe-feed-next/**', async (route) => {
    const path = new URL(route.request().url()).pathname.slice('/remotes/mfe-feed-next/'.length)
    const file = join(DIST, path)
    if (!file.startsWith(DIST) || !existsSync(file)) return route.fulfill({ status: 404 })
    await route.fulfill({ path: file })
  })
}

/** Which versions of shared-ui the federation runtime loaded, and for whom. */
function loadedSharedUi(page: Page) {
  return page.evaluate(() => {
    type Share = { loaded?: boolean; lib?: unknown; from: string }
    const scopes =
      (
        globalThis as {
          __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Share>>>> }
        }
      ).__FEDERATION__?.__SHARE__ ?? {}
    const loaded: string[] = []
    for (const scope of Object.values(scopes)) {
      for (const [version, share] of Object.entries(scope.default?.['@hireloop/shared-ui'] ?? {})) {
        if (share.loaded || typeof share.lib === 'function') loaded.push(`${version} from ${share.from}`)
      }
    }
    return [...new Set(loaded)].sort()
  })
}

// Requests answered by page.route must not be served by the service worker instead.
test.use({ serviceWorkers: 'block' })

test('a remote built against a newer shared-ui, with a page added under its paths, runs inside the unchanged shell', async ({
  page,
}) => {
  test.setTimeout(180_000)
  buildNextFeedRemote()
  await deployNextFeedRemote(page)
  const email = await registerThroughUi(page, { email: uniqueEmail('nextremote') })
  const toast = page.getByTestId('toast')

  await test.step('the new page is there without a shell rebuild, using the export only shared-ui 1.1.0 has', async () => {
    await page.goto('/home/whats-new')
    await expect(page.getByTestId('next-export')).toHaveText(`Built against shared-ui ${NEXT_VERSION}`)
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page'
    )
  })

  await test.step('the remote runs its own shared-ui copy; the shell keeps its 1.0.0', async () => {
    expect(await loadedSharedUi(page)).toEqual(['1.0.0 from shell', `${NEXT_VERSION} from mfe_feed`])
  })

  await test.step('the session, the toasts and the theme are still one', async () => {
    await expect(page.getByTestId('next-user')).toHaveText(`Signed in as ${email.split('@')[0]}`)
    await page.getByRole('button', { name: 'Say hello' }).click()
    await expect(toast).toContainText('Hello from the new build')
    const theme = page.getByTestId('next-theme')
    const before = (await theme.textContent()) === 'Theme: dark' ? 'dark' : 'light'
    await page.getByRole('button', { name: 'Toggle theme' }).click()
    await expect(theme).toHaveText(`Theme: ${before === 'dark' ? 'light' : 'dark'}`)
    await expect(page.locator('html')).toHaveClass(before === 'dark' ? /light/ : /dark/)
  })

  await test.step('the feed of the new build writes through its own API client copy (cookies, CSRF)', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).click()
    const feed = page.getByTestId('area-mfe_feed')
    await feed.getByRole('button', { name: 'Create+' }).click()
    const composer = page.getByRole('dialog', { name: 'Create a post' })
    const text = `Shipped on its own ${Date.now()}`
    await composer.getByRole('textbox', { name: 'Text' }).fill(text)
    await composer.getByRole('button', { name: 'Publish' }).click()
    await expect(toast).toContainText('Post published')
    await expect(feed.getByTestId('post-card').filter({ hasText: text })).toBeVisible()
  })
})
