// npm test: every suite. Lint (ESLint with the architecture's boundaries, Prettier), type checks, the backend suite on the embedded
// PGlite and (when DATABASE_URL is set) on real PostgreSQL, the front-end
// unit tests, then the browser journeys in Chromium against built front ends.
import { spawn } from 'node:child_process'
import { ROOT, assertNode24, buildFrontends } from './frontends.mjs'

assertNode24()

const totals = { passed: 0, failed: 0 }
const suites = []

/** Runs a command, echoing its output, and reads "N passed" / "N failed" from it. */
function run(name, command, args, env = process.env) {
  return new Promise((resolve) => {
    const started = Date.now()
    console.log(`\n━━ ${name}`)
    const child = spawn(command, args, { cwd: ROOT, env: { ...env, FORCE_COLOR: '0', NO_COLOR: '1' } })
    let output = ''
    const relay = (stream) => (chunk) => {
      output += chunk
      stream.write(chunk)
    }
    child.stdout.on('data', relay(process.stdout))
    child.stderr.on('data', relay(process.stderr))
    child.on('close', (code) => {
      // eslint-disable-next-line no-control-regex -- strips the ANSI colour codes (ESC [ … m) from the output
      const plain = output.replace(/\u001b\[[0-9;]*m/g, '')
      // Sum the runners' own summary lines: Japa and Vitest "Tests  N passed, M failed",
      // Playwright "  N passed" / "  M failed", node:test "ℹ pass N" / "ℹ fail M".
      let passed = 0
      let failed = 0
      for (const line of plain.split('\n')) {
        if (!/^\s*(Tests\s|\d+ (passed|failed)|ℹ (pass|fail) )/.test(line)) continue
        passed += Number(
          line
            .match(/(\d+) passed|ℹ pass (\d+)/)
            ?.slice(1)
            .find(Boolean) ?? 0
        )
        failed += Number(
          line
            .match(/(\d+) failed|ℹ fail (\d+)/)
            ?.slice(1)
            .find(Boolean) ?? 0
        )
      }
      const result = {
        name,
        ok: code === 0,
        passed,
        failed: failed || (code === 0 ? 0 : 1),
        seconds: (Date.now() - started) / 1000,
      }
      totals.passed += result.passed
      totals.failed += result.failed
      suites.push(result)
      resolve(result)
    })
  })
}

const withoutDatabaseUrl = { ...process.env }
delete withoutDatabaseUrl.DATABASE_URL
// The browser journeys run a throw-away server: nothing shared with other runs.
const hermetic = { ...withoutDatabaseUrl }
delete hermetic.REDIS_URL

// Lint runs first: a violation (style, hooks, accessibility, a boundary crossed) fails the run like a failing test.
await run('lint (eslint in every workspace, boundary rules, prettier --check)', 'npm', ['run', 'lint', '--silent'])

const workspaces = [
  'backend',
  'shared-ui',
  'shell',
  'mfe-feed',
  'mfe-jobs',
  'mfe-messaging',
  'mfe-referrals',
  'mfe-admin',
]
await run('typecheck', 'npm', ['run', 'typecheck', '--silent', ...workspaces.flatMap((w) => ['-w', w])])
await run('backend (embedded PGlite)', 'npm', ['test', '--silent', '-w', 'backend'], withoutDatabaseUrl)
if (process.env.DATABASE_URL) {
  await run('backend (PostgreSQL at DATABASE_URL)', 'npm', ['test', '--silent', '-w', 'backend'])
} else {
  console.log('\n━━ backend (PostgreSQL): skipped, set DATABASE_URL to run the suite on a real server too')
}
await run('deployment config (docker-compose.yml)', process.execPath, ['--test', 'scripts/deployment.test.mjs'])
await run(
  'front-end unit tests (shared-ui, shell, mfe-feed, mfe-jobs, mfe-messaging, mfe-referrals, mfe-admin)',
  'npm',
  [
    'test',
    '--silent',
    '-w',
    'shared-ui',
    '-w',
    'shell',
    '-w',
    'mfe-feed',
    '-w',
    'mfe-jobs',
    '-w',
    'mfe-messaging',
    '-w',
    'mfe-referrals',
    '-w',
    'mfe-admin',
  ]
)

try {
  buildFrontends()
  await run('browser journeys (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], hermetic)
} catch (error) {
  console.error(error)
  suites.push({ name: 'front-end build', ok: false, passed: 0, failed: 1, seconds: 0 })
  totals.failed += 1
}

console.log('\n━━ summary')
for (const suite of suites) {
  console.log(`${suite.ok ? 'ok  ' : 'FAIL'} ${suite.name} (${suite.seconds.toFixed(1)} s)`)
}
const allOk = suites.every((suite) => suite.ok)
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`)
process.exit(allOk ? 0 : 1)
