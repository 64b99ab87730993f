import { defineConfig } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Browser journeys in the machine's Chromium against the real backend, which
 * serves the built shell and remotes on one port with a throw-away embedded
 * database. `npm test` builds the front ends first.
 */
const PORT = process.env.E2E_PORT ?? '3350'
const BASE_URL = `http://127.0.0.1:${PORT}`
/** The local mail catcher writes here; journeys read codes and links from it. */
export const MAIL_DIR = join(tmpdir(), `hireloop-e2e-mail-${PORT}`)
process.env.E2E_MAIL_DIR = MAIL_DIR

export default defineConfig({
  testDir: './tests',
  // A journey is a whole task done through the browser: the limit catches a hang, not a slow machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // Journey files run side by side, each file's journeys in order; every journey makes its own members and data,
  // so none depends on what another did or did not do first. E2E_WORKERS=1 runs them one at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A journey that fails once and passes on its retry is reported as "flaky" (with its trace kept), not hidden;
  // a journey that fails twice fails the run.
  retries: 1,
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `"${process.execPath}" --import=@poppinss/ts-exec bin/server.ts`,
    cwd: fileURLToPath(new URL('../backend', import.meta.url)),
    url: `${BASE_URL}/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT,
      APP_URL: BASE_URL,
      PGLITE_IN_MEMORY: 'true',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      SESSION_DRIVER: 'database',
      MAIL_CATCHER_DIR: MAIL_DIR,
      // Every journey signs up from one IP: keep the limits, just wider.
      RATE_LIMIT_SCALE: '50',
    },
  },
})
