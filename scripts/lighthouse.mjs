// Lighthouse (mobile emulation, its default) on the signed-out landing page and on /home signed in, each run
// RUNS times (default 3) in the machine's Chromium; prints every run and the median of each figure. Start the app
// first (npm start), then:
//   npm run lighthouse [-- http://127.0.0.1:3333]        (RUNS=5, ONLY=home|landing, CHROME_PATH=/usr/bin/chromium by default)
// Blocking time depends on how busy the machine is: compare medians, not single runs; each run prints the load
// average (1 min) it started at. LIGHTHOUSE_JSON=<dir> keeps every run's report there (LCP element, long tasks, chains).
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { chromium } from '@playwright/test'
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { signedInWithFeed } from './sign-up-candidate.mjs'

const base = (process.argv[2] ?? 'http://127.0.0.1:3333').replace(/\/$/, '')
const runs = Number(process.env.RUNS ?? 3)
/** ONLY=home or ONLY=landing measures one page. */
const only = process.env.ONLY
const jsonDir = process.env.LIGHTHOUSE_JSON
if (jsonDir) mkdirSync(jsonDir, { recursive: true })
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** A fresh candidate's session cookie (signed up through the registration page, in the same Chromium). */
async function signedInCookie() {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--headless=new'] })
  try {
    const { cookies } = await signedInWithFeed(browser, base, 'lighthouse')
    return cookies.map(({ name, value }) => `${name}=${value}`).join('; ')
  } finally {
    await browser.close()
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function measure(label, url, extraHeaders, mustLoad) {
  const results = []
  for (let run = 1; run <= runs; run++) {
    const load = loadavg()[0]
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        extraHeaders,
      })
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
      const result = {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        si: audit('speed-index'),
      }
      if (lhr.runtimeError) throw new Error(lhr.runtimeError.message)
      const requests = lhr.audits['network-requests']?.details?.items ?? []
      if (mustLoad && !requests.some((request) => request.url.includes(mustLoad))) {
        throw new Error(`${label}: the page never loaded ${mustLoad} (signed out?)`)
      }
      results.push(result)
      // Lighthouse's own measure of this machine's speed: its 4x CPU slowdown assumes ≈ 1,000–1,500 or more; the
      // same build scores lower on a slower machine, so compare runs of similar benchmark index.
      const benchmark = Math.round(lhr.environment?.benchmarkIndex ?? NaN)
      console.log(
        `${label} run ${run}: ${format(result)}  (load average ${load.toFixed(1)}, benchmark index ${benchmark})`
      )
      if (jsonDir)
        writeFileSync(
          join(jsonDir, `${label.split(' ')[0].replace(/\W/g, '') || 'page'}-${run}.json`),
          JSON.stringify(lhr)
        )
    } finally {
      await chrome.kill()
    }
  }
  const summary = Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]))
  console.log(`${label} MEDIAN of ${runs}: ${format(summary)}`)
  return summary
}

function format({ score, fcp, lcp, tbt, cls, si }) {
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`
  return `performance ${score}  FCP ${s(fcp)}  LCP ${s(lcp)}  TBT ${Math.round(tbt)} ms  CLS ${cls.toFixed(3)}  SI ${s(si)}`
}

const loadAverages = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')
console.log(`load average at start: ${loadAverages()}`)
const landing = only === 'home' ? undefined : await measure('landing (signed out)', `${base}/`)
const home =
  only === 'landing'
    ? undefined
    : await measure('/home (signed in)', `${base}/home`, { Cookie: await signedInCookie() }, '/remotes/mfe-feed/')
console.log(
  `\nLighthouse performance (median of ${runs}): landing ${landing?.score ?? '-'}, /home ${home?.score ?? '-'}` +
    ` (load average at the end: ${loadAverages()})`
)
