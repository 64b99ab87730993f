import { defineConfig } from 'vitest/config'

/** The unit-test set-up every remote shares; `testTimeout` where a remote's dialogs render slowly under load. */
export function remoteTestConfig(options: { testTimeout?: number } = {}) {
  return defineConfig({
    resolve: {
      // The apps import 'react-router-dom', which federation provides as shared-ui's router module (see shared-ui/mf).
      alias: { 'react-router-dom': new URL('./src/router/index.ts', import.meta.url).pathname },
    },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      // One set-up for every remote: shared-ui's (cleanup, and the wait a loaded machine needs).
      setupFiles: [new URL('./vitest.setup.ts', import.meta.url).pathname],
      restoreMocks: true,
      ...options,
    },
  })
}
