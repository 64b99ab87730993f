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

/**
 * The libraries every signed-in screen runs, in ONE async chunk instead of ≈ 20: each shared module and each MUI
 * component otherwise comes as a file of its own (27 requests for /home, most under 5 KB, several with their own copy
 * of @emotion/serialize). On HTTP/1.1 (6 connections) that is ≈ 4 round trips in a row before the first screen can
 * render. Only libraries, which change rarely, so the chunk stays cached across deploys of the app's own code; the
 * MUI components listed are those shared-ui's index imports (src/ui, the theme), on the page with it wherever it is:
 * a stale list changes only how files are split, not what runs. Async only: the entry must stay free of shared modules
 * (the federation's async boundary).
 */
const SHARED_LIBRARIES = [
  'react',
  'react-dom',
  'scheduler',
  '@emotion',
  'stylis',
  'hoist-non-react-statics',
  'react-is',
  '@babel[\\/]runtime',
  '@mui[\\/](?:system|styled-engine|private-theming)',
  // Not the keyboard-focus helper of menus and lists (≈ 1 KB gzip, used by none of the components below).
  '@mui[\\/]utils(?![\\/]useRovingTabIndex)',
  'clsx',
  'swr',
  'use-sync-external-store',
  'dequal',
  'jotai',
  'react-router',
  'react-transition-group',
  `@mui[\\/]material[\\/](?:${[
    ...[
      'styles',
      'utils',
      'internal[\\/]svg-icons[\\/]Person',
      'transitions',
      'zero-styled',
      'colors',
      'DefaultPropsProvider',
      'GlobalStyles',
    ],
    ...['SvgIcon', 'ButtonBase', 'useLazyRipple', 'CircularProgress', 'FormControl', 'TextareaAutosize', 'CssBaseline'],
    ...['Avatar', 'Box', 'Button', 'ButtonGroup', 'Divider', 'IconButton', 'InputBase', 'Link', 'Paper', 'Typography'],
  ].join('|')})`,
]
const sharedLibrariesChunk = {
  name: 'lib-shared',
  chunks: 'async' as const,
  enforce: true,
  priority: 20,
  test: new RegExp(`[\\/]node_modules[\\/](?:${SHARED_LIBRARIES.join('|')})[\\/]`),
}

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
      // The shared libraries and the app's bootstrap download with the entry, not once the entry has run and the
      // federation runtime asks for them (one round trip and the runtime's start-up less before the first screen).
      // prerender-landing.mjs leaves them out of the signed-out landing page, which loads the app on interaction.
      performance: { preload: { type: 'async-chunks', include: [/[\\/]lib-shared\./, /[\\/]bootstrap\./] } },
      tools: {
        rspack: (config) => {
          config.plugins.push(...esmFederationRuntime(), withoutMuiCssVariables(), reactRouterProduction())
          const splitChunks = config.optimization?.splitChunks
          if (splitChunks)
            splitChunks.cacheGroups = { ...splitChunks.cacheGroups, sharedLibraries: sharedLibrariesChunk }
        },
      },
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
