// Which front-end workspaces exist, and building the ones whose dist is
// missing or older than their sources (shared by start and test).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const ROOT = new URL('..', import.meta.url).pathname
// The root package.json's workspaces are the one list of workspaces; every `mfe-*` workspace is a remote.
export const WORKSPACES = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).workspaces
export const REMOTES = WORKSPACES.filter((workspace) => workspace.startsWith('mfe-'))
// Remotes first: the shell's service worker precaches their built assets.
export const FRONTENDS = [...REMOTES, 'shell']
// The backend files the front ends import at run time (account rules, feed vocabularies).
const SHARED_INPUTS = [
  'shared-ui/src',
  'shared-ui/package.json',
  'backend/app/auth/account_rules.ts',
  'backend/app/feed/constants.ts',
]
const STAMP = '.build-stamp'

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const info = statSync(path)
  if (!info.isDirectory()) return info.mtimeMs
  let newest = info.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

export function isStale(workspace) {
  const stamp = join(ROOT, workspace, 'dist', STAMP)
  if (!existsSync(stamp)) return true
  const built = statSync(stamp).mtimeMs
  const inputs = [workspace, ...SHARED_INPUTS].map((path) => newestMtime(join(ROOT, path)))
  return Math.max(...inputs) > built
}

export function buildFrontends({ force = false, log = console.log } = {}) {
  const stale = FRONTENDS.filter((workspace) => force || isStale(workspace))
  // A rebuilt remote changes what the shell's service worker must precache.
  if (stale.length && !stale.includes('shell')) stale.push('shell')
  for (const workspace of stale) {
    const started = Date.now()
    log(`building ${workspace}...`)
    const result = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    })
    if (result.status !== 0) {
      process.stdout.write(result.stdout ?? '')
      throw new Error(`build of ${workspace} failed`)
    }
    writeFileSync(join(ROOT, workspace, 'dist', STAMP), new Date().toISOString())
    log(`built ${workspace} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  return stale
}

export function assertNode24() {
  const major = Number(process.versions.node.split('.')[0])
  if (major < 24) {
    console.error(
      `Hireloop needs Node 24 (found ${process.version}). Run it through npm (npm start / npm test), ` +
        'which uses the node@24 installed in node_modules/.bin.'
    )
    process.exit(1)
  }
}
