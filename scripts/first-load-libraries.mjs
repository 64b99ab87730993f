// Benchmark (not a test): how much of /home's first-load JavaScript is the libraries' code and how much the app's own
// (the spec asks ≤ 170 KB gzip for all of it). Start the app first (npm start), then:
//   node scripts/first-load-libraries.mjs [http://127.0.0.1:3333]
// 1. Loads /home as a fresh candidate with a page of posts (no service worker, empty cache) and lists its JS files.
// 2. Builds the shell (its `web` environment) and each remote that served one of them again, with the same config plus
//    source maps, into a temporary folder: the same chunk ids, the same minified code.
// 3. Gives every minified byte of those files to the source it came from (the source maps), then gzips the libraries'
//    part, the app's part and each library's part on their own (level 9).
import { chromium } from '@playwright/test'
import { createRsbuild, loadConfig, mergeRsbuildConfig } from '@rsbuild/core'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { SourceMapConsumer } from 'source-map-js'
import { ROOT } from './frontends.mjs'
import { signedInWithFeed } from './sign-up-candidate.mjs'

const base = (process.argv[2] ?? 'http://127.0.0.1:3333').replace(/\/$/, '')
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** What the first screen cannot do without, by the package its code comes from. */
const LIBRARY_GROUPS = [
  ['react, react-dom, scheduler', /^(react|react-dom|scheduler)$/],
  ['Module Federation runtime and bundler glue', /^@module-federation\/|^\(bundler\)$/],
  ['react-router', /^react-router$/],
  [
    'MUI, emotion and their helpers',
    /^(@mui\/|@emotion\/|stylis$|hoist-non-react-statics$|react-is$|clsx$|react-transition-group$|@babel\/)/,
  ],
  ['swr, jotai and their helpers', /^(swr|jotai|use-sync-external-store|dequal)$/],
]

// 1. The JS files of /home.
const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--headless=new'] })
const urls = []
try {
  const storageState = await signedInWithFeed(browser, base, 'libraries')
  const context = await browser.newContext({ storageState, serviceWorkers: 'block' })
  const page = await context.newPage()
  page.on('requestfinished', (request) => {
    const url = new URL(request.url())
    if (request.resourceType() === 'script' && !urls.includes(url.pathname)) urls.push(url.pathname)
  })
  await page.goto(`${base}/home`)
  await page.getByRole('region', { name: 'Posts' }).first().waitFor()
  await page.waitForLoadState('networkidle')
} finally {
  await browser.close()
}

// 2. The same builds with source maps. A served path is /<file> (the shell) or /remotes/<folder>/<file>.
const workspaceOf = (path) => path.match(/^\/remotes\/([a-z-]+)\//)?.[1] ?? 'shell'
const workspaces = [...new Set(urls.map(workspaceOf))]
const out = mkdtempSync(join(tmpdir(), 'first-load-libraries-'))
process.env.NODE_ENV = 'production'
for (const workspace of workspaces) {
  const cwd = join(ROOT, workspace)
  const { content } = await loadConfig({ cwd, command: 'build' })
  const rsbuildConfig = mergeRsbuildConfig(content, {
    logLevel: 'warn',
    output: { sourceMap: { js: 'source-map' }, distPath: { root: join(out, workspace) }, cleanDistPath: true },
  })
  const rsbuild = await createRsbuild({
    cwd,
    rsbuildConfig,
    ...(workspace === 'shell' ? { environment: ['web'] } : {}),
  })
  await rsbuild.build()
}

// 3. Bytes by source.
const text = { library: '', app: '' }
const byPackage = new Map()
const add = (part, pkg, code) => {
  text[part] += code
  if (part === 'library') byPackage.set(pkg, (byPackage.get(pkg) ?? '') + code)
}
let served = 0
for (const path of urls) {
  const workspace = workspaceOf(path)
  const relative = workspace === 'shell' ? path : path.replace(/^\/remotes\/[a-z-]+/, '')
  // The file of the same chunk: "<chunk id>.<content hash>.js" (the hash changes with the source-map comment).
  const [chunk] = basename(relative).split('.')
  const folder = join(out, workspace, dirname(relative))
  const match = readdirSync(folder).find((file) => file.startsWith(`${chunk}.`) && file.endsWith('.js'))
  if (!match) throw new Error(`no rebuilt file for ${path}`)
  const code = readFileSync(join(folder, match), 'utf8')
  served += gzipSync(code.replace(/\n\/\/# sourceMappingURL=.*$/, ''), { level: 9 }).length
  let map
  try {
    map = JSON.parse(readFileSync(join(folder, `${match}.map`), 'utf8'))
  } catch {
    // No map: a static file of the app's (theme-init.js) or a chunk of re-exports only (the router's).
    add(/\/static\//.test(path) ? 'library' : 'app', 'react-router', code)
    continue
  }
  const consumer = new SourceMapConsumer(map)
  const lines = code.split('\n')
  const mappings = []
  consumer.eachMapping((mapping) => mappings.push(mapping))
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn)
  mappings.forEach((mapping, i) => {
    const next = mappings[i + 1]
    const line = lines[mapping.generatedLine - 1] ?? ''
    const end = next && next.generatedLine === mapping.generatedLine ? next.generatedColumn : line.length
    const piece = line.slice(mapping.generatedColumn, end)
    const source = mapping.source ?? ''
    const inModules = source.lastIndexOf('node_modules/')
    if (inModules >= 0) {
      const [scope, name] = source.slice(inModules + 'node_modules/'.length).split('/')
      add('library', scope.startsWith('@') ? `${scope}/${name}` : scope, piece)
    } else if (/(^|\/)src\//.test(source)) {
      add('app', null, piece)
    } else {
      // webpack://webpack/runtime/…, the federation plugin's generated start-up code.
      add('library', '(bundler)', piece)
    }
  })
}
rmSync(out, { recursive: true, force: true })

const kb = (string) => (gzipSync(string, { level: 9 }).length / 1024).toFixed(1).padStart(6)
console.log(`/home: ${urls.length} JS files, ${(served / 1024).toFixed(1)} KB gzip (each file on its own)`)
console.log(
  `  libraries ${kb(text.library)} KB gzip, the app's own code ${kb(text.app)} KB gzip (each part gzipped whole)`
)
const grouped = new Set()
for (const [label, pattern] of LIBRARY_GROUPS) {
  const packages = [...byPackage.keys()].filter((name) => pattern.test(name))
  packages.forEach((name) => grouped.add(name))
  console.log(`  ${kb(packages.map((name) => byPackage.get(name)).join(''))} KB  ${label}`)
}
const others = [...byPackage.keys()].filter((name) => !grouped.has(name))
console.log(`  ${kb(others.map((name) => byPackage.get(name)).join(''))} KB  other libraries: ${others.join(', ')}`)
