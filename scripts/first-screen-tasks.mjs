// The main-thread tasks of a cold /home load, signed in, measured in CPU time (a trace's thread time) instead of wall
// time: another process's load on the machine stretches wall time (and Lighthouse's blocking time with it) far more
// than CPU time, so two builds compare on a busy machine. Start the app first (npm start), then:
//   node scripts/first-screen-tasks.mjs [http://127.0.0.1:3333]        (RUNS=5 by default, MIN_MS=12.5)
// Each run prints the tasks over MIN_MS of CPU (start ms after navigation: CPU ms [what ran]) and the blocking time
// Lighthouse's 4x CPU slowdown would make of them after the first paint: the sum of max(0, 4 × CPU − 50 ms).
// To compare two builds, alternate single runs (RUNS=1), swapping each build's shell/dist (and remote dist) in between.
import { chromium } from '@playwright/test'
import { loadavg } from 'node:os'
import { signedInWithFeed } from './sign-up-candidate.mjs'

const base = (process.argv[2] ?? 'http://127.0.0.1:3333').replace(/\/$/, '')
const runs = Number(process.env.RUNS ?? 5)
const minMs = Number(process.env.MIN_MS ?? 12.5)
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'toplevel']
const INNER = new Set(['EvaluateScript', 'FunctionCall', 'TimerFire', 'EventDispatch', 'ParseHTML', 'Layout'])

const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--headless=new'] })
try {
  const storageState = await signedInWithFeed(browser, base, 'tasks')

  const blocking = []
  for (let run = 1; run <= runs; run++) {
    const load = loadavg()[0]
    const context = await browser.newContext({
      storageState,
      serviceWorkers: 'block',
      viewport: { width: 412, height: 823 },
      isMobile: true,
    })
    const page = await context.newPage()
    await browser.startTracing(page, { categories: CATEGORIES })
    await page.goto(`${base}/home`)
    await page.getByRole('region', { name: 'Posts' }).or(page.getByText('No posts yet')).first().waitFor()
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(800)
    const trace = JSON.parse((await browser.stopTracing()).toString())
    await context.close()

    const events = trace.traceEvents ?? trace
    // The page's main thread: the renderer that evaluated the shell's entry.
    const entry = events.find((e) => e.name === 'EvaluateScript' && /\/static\/js\/index\./.test(e.args?.data?.url))
    const main = events.find(
      (e) => e.name === 'thread_name' && e.pid === entry?.pid && e.args?.name === 'CrRendererMain'
    )
    if (!main) throw new Error('no trace of the page (signed out?)')
    const onMain = (e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X'
    const tasks = events.filter((e) => onMain(e) && e.name === 'RunTask')
    const inner = events.filter((e) => onMain(e) && INNER.has(e.name))
    // Times are counted from the document's commit (this trace has no navigationStart mark).
    const commits = events.filter((e) => e.name === 'DocumentLoader::CommitNavigation' && onMain(e)).map((e) => e.ts)
    const navigation = commits.length ? Math.min(...commits) : tasks[0].ts
    const paints = events.filter((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid && e.ts >= navigation)
    const fcp = paints.length ? Math.min(...paints.map((e) => e.ts)) : navigation
    const cpu = (e) => (e.tdur ?? 0) / 1000
    const what = (task) =>
      inner
        .filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur && cpu(e) >= 1)
        .sort((a, b) => cpu(b) - cpu(a))
        .slice(0, 2)
        .map((e) => `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : ''} ${cpu(e).toFixed(0)}`)
        .join(', ')
    const blockingMs = tasks.filter((t) => t.ts >= fcp).reduce((sum, t) => sum + Math.max(0, 4 * cpu(t) - 50), 0)
    blocking.push(blockingMs)
    console.log(
      `run ${run} (load average ${load.toFixed(1)}): FCP ${((fcp - navigation) / 1000).toFixed(0)} ms, main-thread CPU ` +
        `${tasks.reduce((sum, t) => sum + cpu(t), 0).toFixed(0)} ms, blocking at 4x ${blockingMs.toFixed(0)} ms`
    )
    for (const task of tasks.filter((t) => cpu(t) > minMs))
      console.log(`  ${((task.ts - navigation) / 1000).toFixed(0)}: ${cpu(task).toFixed(1)} ms [${what(task)}]`)
  }
  const median = [...blocking].sort((a, b) => a - b)[Math.floor(blocking.length / 2)]
  console.log(`MEDIAN of ${runs}: blocking at 4x ${median.toFixed(0)} ms`)
} finally {
  await browser.close()
}
