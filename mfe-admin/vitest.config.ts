import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    // The apps import 'react-router-dom', which federation provides as shared-ui's router module (see shared-ui/mf).
    alias: { 'react-router-dom': new URL('../shared-ui/src/router/index.ts', import.meta.url).pathname },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    // The machine is shared: dialogs and pickers render slowly under load.
    testTimeout: 20_000,
  },
})
