import { esmFederationRuntime, reactRouterProduction, withoutMuiCssVariables } from '@hireloop/shared-ui/mf/rsbuild'
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin'
import { defineConfig } from '@rsbuild/core'
import { pluginReact } from '@rsbuild/plugin-react'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import moduleFederationConfig from './module-federation.config'

const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:3333'

/**
 * The sign-in puzzle's Web Worker is its own small environment: a worker started with `new Worker(new URL(...))`
 * inside the federated app would carry the whole federation runtime (≈120 kB). Its file name carries a hash of its
 * sources (every file the worker imports), so the app knows the URL before either is built.
 */
const PUZZLE_WORKER_SOURCES = ['proof-of-work.worker.ts', 'puzzle-job.ts', 'proof-of-work.ts'].map(
  (file) => `./src/features/auth/${file}`
)
const puzzleWorkerHash = createHash('sha256')
  .update(PUZZLE_WORKER_SOURCES.map((file) => readFileSync(new URL(file, import.meta.url))).join('\0'))
  .digest('hex')
  .slice(0, 10)
const PUZZLE_WORKER_FILE = `puzzle-worker.${puzzleWorkerHash}.js`

export default defineConfig({
  plugins: [pluginReact()],
  server: {
    port: 3000,
    strictPort: true,
    // /remotes serves the built remotes and /uploads the uploaded files from the backend, like production (one origin).
    proxy: { '/api': backend, '/health': backend, '/remotes': backend, '/uploads': backend },
  },
  output: { assetPrefix: '/' },
  // Lazy compilation breaks the federation async boundary on the first request.
  dev: { lazyCompilation: false },
  environments: {
    // The federated shell; the federation plugin applies to the environment named `web` only.
    web: {
      plugins: [pluginModuleFederation(moduleFederationConfig)],
      source: {
        entry: { index: './src/index.ts' },
        define: { __PUZZLE_WORKER_URL__: JSON.stringify(`/static/js/${PUZZLE_WORKER_FILE}`) },
      },
      html: { template: './index.html', title: 'Hireloop' },
      tools: { rspack: { plugins: [...esmFederationRuntime(), withoutMuiCssVariables(), reactRouterProduction()] } },
    },
    // The landing page rendered to HTML at build time (scripts/prerender-landing.mjs), outside the federation.
    prerender: {
      source: { entry: { landing: './src/prerender/landing.tsx' } },
      output: { target: 'node', distPath: { root: 'dist-prerender' }, cleanDistPath: true },
    },
    puzzleWorker: {
      source: { entry: { 'puzzle-worker': PUZZLE_WORKER_SOURCES[0]! } },
      output: {
        target: 'web-worker',
        distPath: { js: 'static/js' },
        filename: { js: PUZZLE_WORKER_FILE },
        // The `web` environment cleans dist/ before both build.
        cleanDistPath: false,
      },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
    },
  },
})
