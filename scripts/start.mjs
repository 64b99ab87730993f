// npm start: build the front ends that are not built, then serve everything
// (API, shell, remotes) from the backend on one port with the embedded
// database unless DATABASE_URL is set.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { ROOT, assertNode24, buildFrontends } from './frontends.mjs'
import { applyLocalVapidKeys } from './vapid-keys.mjs'

assertNode24()
buildFrontends()
await applyLocalVapidKeys()

const server = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
  cwd: join(ROOT, 'backend'),
  stdio: 'inherit',
  env: process.env,
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
