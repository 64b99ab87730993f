// npm test: every suite. Lint (ESLint with the architecture's boundaries, Prettier), type checks, the backend suite on the embedded
// PGlite and (when DATABASE_URL is set) its functional suite on real PostgreSQL, the front-end
// unit tests, then the browser journeys in Chromium against built front ends.
//
// Suites that share nothing run side by side, two at a time (the machine has two cores, and each of these leaves one
// partly idle: the PostgreSQL run waits on the server, a Vitest run uses one worker): lint with the type checks and
// then the deployment config, the backend on PGlite with the backend's functional suite on PostgreSQL (each with a
// database and a Redis database of its own), the front-end unit tests in two halves with the front-end build. A suite run beside another prints its output when it
// ends.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { ROOT, WORKSPACES, assertNode24 } from './frontends.mjs'
import { clusterTools } from './cluster/cluster.mjs'

assertNode24()

const totals = { passed: 0, failed: 0 }
const suites = []
const startedAt = Date.now()

/**
 * Runs a command and reads "N passed" / "N failed" from its output: echoed as it comes, or, for a suite that runs
 * beside another (`together`), printed in one piece when it ends.
 */
function run(name, command, args, env = process.env, { together = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now()
    if (!together) console.log(`\n━━ ${name}`)
    const child = spawn(command, args, { cwd: ROOT, env: { ...env, FORCE_COLOR: '0', NO_COLOR: '1' } })
    let output = ''
    const relay = (stream) => (chunk) => {
      output += chunk
      if (!together) stream.write(chunk)
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
      if (together) process.stdout.write(`\n━━ ${name} (${result.seconds.toFixed(1)} s)\n${output}`)
      resolve(result)
    })
  })
}

/** Runs suites side by side (or one alone) and records them in the order given. */
async function stage(...runs) {
  for (const result of await Promise.all(runs)) {
    totals.passed += result.passed
    totals.failed += result.failed
    suites.push(result)
  }
}

/** The same Redis server, another database: suites side by side never see each other's keys. */
function otherRedisDatabase(url) {
  if (!url) return url
  const parsed = new URL(url)
  const database = Number(parsed.pathname.slice(1) || 0)
  parsed.pathname = `/${database === 15 ? 14 : database + 1}`
  return parsed.toString()
}

const withoutDatabaseUrl = { ...process.env }
delete withoutDatabaseUrl.DATABASE_URL
// The browser journeys run a throw-away server: nothing shared with other runs.
const hermetic = { ...withoutDatabaseUrl }
delete hermetic.REDIS_URL
const together = { together: true }

const workspaces = WORKSPACES
/** Runs suites one after another (a lane beside another stage's suites); their results in order. */
async function inTurn(...starts) {
  const results = []
  for (const start of starts) results.push(await start())
  return results
}

// Lint: a violation (style, hooks, accessibility, a boundary crossed) fails the run like a failing test. The type
// checks take a little less than lint: the deployment config's few seconds follow them on the same core.
const [lint, checks] = await Promise.all([
  run(
    'lint (eslint in every workspace, boundary rules, prettier --check)',
    'npm',
    ['run', 'lint', '--silent'],
    process.env,
    together
  ),
  inTurn(
    () =>
      run(
        'typecheck',
        'npm',
        ['run', 'typecheck', '--silent', ...workspaces.flatMap((w) => ['-w', w])],
        process.env,
        together
      ),
    () =>
      run(
        'deployment config (docker-compose.yml)',
        process.execPath,
        ['--test', 'scripts/deployment.test.mjs'],
        process.env,
        together
      )
  ),
])
await stage(lint, ...checks)

if (process.env.DATABASE_URL) {
  await stage(
    run(
      'backend (embedded PGlite)',
      'npm',
      ['test', '--silent', '-w', 'backend'],
      { ...withoutDatabaseUrl, REDIS_URL: otherRedisDatabase(process.env.REDIS_URL) },
      together
    ),
    // The unit suite touches no database (a test that does is a functional one): it runs once, in the PGlite run.
    run(
      'backend functional (PostgreSQL at DATABASE_URL)',
      'npm',
      ['test', '--silent', '-w', 'backend', '--', 'functional'],
      process.env,
      together
    )
  )
} else {
  await stage(run('backend (embedded PGlite)', 'npm', ['test', '--silent', '-w', 'backend'], withoutDatabaseUrl))
  console.log('\n━━ backend (PostgreSQL): skipped, set DATABASE_URL to run the suite on a real server too')
}

// Several instances behind HAProxy, with their own PostgreSQL and Redis servers, and the faults they survive: alone,
// the cluster uses both cores. Needs haproxy and PostgreSQL's server binaries (.ci/run installs haproxy).
if (clusterTools().every(existsSync)) {
  await stage(
    run('cluster and faults (two instances behind HAProxy)', process.execPath, [
      '--test-reporter=spec',
      'scripts/cluster/suite.mjs',
    ])
  )
} else {
  console.log(
    `\n━━ cluster and faults: skipped, missing ${clusterTools()
      .filter((path) => !existsSync(path))
      .join(', ')}`
  )
}

// Two halves of about the same length (each Vitest run uses one worker on two cores): the jobs remote's ≈ 110 s,
// and the six others together.
const frontEndUnits = [['mfe-jobs'], workspaces.filter((w) => w !== 'backend' && w !== 'mfe-jobs')]
const unitRun = (group) =>
  run(
    `front-end unit tests (${group.join(', ')})`,
    'npm',
    ['test', '--silent', ...group.flatMap((w) => ['-w', w])],
    process.env,
    together
  )
const [, build] = await Promise.all([
  stage(...frontEndUnits.map(unitRun)),
  // The front ends the journeys load, built meanwhile (only those whose sources changed since their last build).
  run(
    'front-end build',
    process.execPath,
    ['--input-type=module', '-e', "(await import('./scripts/frontends.mjs')).buildFrontends()"],
    process.env,
    together
  ),
])
await stage(build)
if (build.ok) {
  await stage(
    run('browser journeys (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], hermetic)
  )
}

console.log('\n━━ summary')
for (const suite of suites) {
  console.log(`${suite.ok ? 'ok  ' : 'FAIL'} ${suite.name} (${suite.seconds.toFixed(1)} s)`)
}
const allOk = suites.every((suite) => suite.ok)
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`)
console.log(`time: ${((Date.now() - startedAt) / 60_000).toFixed(1)} min`)
process.exit(allOk ? 0 : 1)
