// Benchmark (not a test): what a signed-in visitor downloads before /home
// renders. Usage: start the app (npm start), then
//   node scripts/measure-first-load.mjs [http://127.0.0.1:3333]
// Prints the JS requests, their gzip bytes on the wire, and how many files
// carry React, with no service worker and an empty cache.
import { chromium } from '@playwright/test'

const base = process.argv[2] ?? 'http://127.0.0.1:3333'
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args })

// A fresh candidate, signed up through the API like the shell does.
const setup = await browser.newContext()
await setup.request.get(`${base}/api/user/me`)
const xsrf = decodeURIComponent((await setup.cookies()).find((c) => c.name === 'XSRF-TOKEN').value)
const email = `measure.${Date.now()}@example.com`
const password = 'Str0ng!Passw0rd'
const fingerprint = 'measure-first-load'
const headers = { 'x-xsrf-token': xsrf }
await setup.request.post(`${base}/api/users`, {
  headers,
  data: { email, password, confirmPassword: password, userType: 'candidate', deviceFingerprint: fingerprint },
})
const metrics = { mouseEvents: 20, keyEvents: 30, formFillTime: 6000, scrollEvents: 2, focusEvents: 3 }
const login = await setup.request.post(`${base}/api/auth/login`, {
  headers,
  data: { email, password, behaviorMetrics: metrics, deviceFingerprint: fingerprint },
})
if (!(await login.json()).user) throw new Error(`login did not complete: ${await login.text()}`)
const cookies = await setup.cookies()

const context = await browser.newContext({ serviceWorkers: 'block' })
await context.addCookies(cookies)
const page = await context.newPage()
const scripts = []
page.on('requestfinished', async (request) => {
  if (request.resourceType() !== 'script') return
  const sizes = await request.sizes()
  const response = await request.response()
  scripts.push({
    url: new URL(request.url()).pathname,
    wire: sizes.responseBodySize,
    encoding: response?.headers()['content-encoding'] ?? 'identity',
  })
})
const started = Date.now()
await page.goto(`${base}/home`)
await page.getByTestId('area-mfe_feed').waitFor({ timeout: 30_000 })
const renderedMs = Date.now() - started
await page.waitForTimeout(300)
// Which copy of each shared singleton the federation runtime actually loaded.
const shared = await page.evaluate(() => {
  const result = {}
  for (const scopes of Object.values(globalThis.__FEDERATION__?.__SHARE__ ?? {})) {
    for (const packages of Object.values(scopes)) {
      for (const [name, versions] of Object.entries(packages)) {
        for (const [version, share] of Object.entries(versions)) {
          if (share.loaded || share.lib) (result[name] ??= []).push(`${version} from ${share.from}`)
        }
      }
    }
  }
  return result
})

scripts.sort((a, b) => b.wire - a.wire)
for (const s of scripts) console.log(`${(s.wire / 1024).toFixed(1).padStart(7)} KB  ${s.encoding.padEnd(8)} ${s.url}`)
const total = scripts.reduce((sum, s) => sum + s.wire, 0)
const urls = scripts.map((s) => s.url)
console.log(`\n/home rendered in ${renderedMs} ms`)
console.log(`JS requests: ${scripts.length}, JS on the wire: ${(total / 1024).toFixed(1)} KB (budget 250 KB gzip)`)
console.log(`duplicate URLs: ${urls.length - new Set(urls).size}`)
for (const name of ['react', 'react-dom', '@emotion/react', '@hireloop/shared-ui']) {
  console.log(`${name} loaded ${(shared[name] ?? []).length} time(s): ${(shared[name] ?? []).join('; ')}`)
}
await browser.close()
