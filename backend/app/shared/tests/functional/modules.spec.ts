import { test } from '@japa/runner'
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const BACKEND_ROOT = fileURLToPath(new URL('../../../../', import.meta.url))

/** Boots a second server process with some modules disabled. */
async function startServer(env: Record<string, string>) {
  const port = String(34000 + Math.floor(Math.random() * 1000))
  const child = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
    cwd: BACKEND_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: port,
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      SESSION_DRIVER: 'database',
      PGLITE_IN_MEMORY: 'true',
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'pipe',
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 25_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/health`)).ok) {
        return {
          base,
          stop: () => {
            child.kill('SIGTERM')
          },
        }
      }
    } catch {}
    if (child.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill('SIGKILL')
  throw new Error(`server did not start:\n${output}`)
}

test.group('modules: the enabled list decides which routes exist', () => {
  test('with auth disabled its routes answer 404 and the core keeps working', async ({ assert, cleanup }) => {
    const server = await startServer({ MODULES: 'none' })
    cleanup(server.stop)

    const login = await fetch(`${server.base}/api/auth/login`, { method: 'POST' })
    assert.equal(login.status, 404)
    assert.deepEqual(await login.json(), { error: 'Not found' })
    assert.equal((await fetch(`${server.base}/api/user/me`)).status, 404)
    assert.equal((await fetch(`${server.base}/health`)).status, 200)
    assert.equal((await fetch(`${server.base}/api/remotes`)).status, 200)
  }).timeout(40_000)

  test('with auth enabled the same routes exist', async ({ assert, cleanup }) => {
    const server = await startServer({ MODULES: 'auth' })
    cleanup(server.stop)
    assert.equal((await fetch(`${server.base}/api/user/me`)).status, 401)
  }).timeout(40_000)
})
