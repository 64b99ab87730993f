import { pluginModuleFederation } from '@module-federation/rsbuild-plugin'
import { defineConfig } from '@rsbuild/core'
import { pluginReact } from '@rsbuild/plugin-react'
import moduleFederationConfig from './module-federation.config'

const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:3333'

export default defineConfig(({ command }) => ({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      ...moduleFederationConfig,
      // Production builds reuse the shell's federation runtime (it sets provideExternalRuntime) instead of shipping
      // their own; `rsbuild dev` keeps it bundled so this remote can also run alone.
      experiments: { ...moduleFederationConfig.experiments, externalRuntime: command === 'build' },
      // A content hash makes every file but mf-manifest.json immutable (cache forever, precache safely).
      filename: command === 'build' ? 'remoteEntry.[contenthash:8].js' : moduleFederationConfig.filename,
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  server: {
    port: 3005,
    strictPort: true,
    cors: { origin: [/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/] },
    proxy: { '/api': backend, '/health': backend },
  },
  // Chunks must load from wherever this remote is deployed (/remotes/mfe-admin/ behind the backend, or a CDN).
  output: { assetPrefix: 'auto' },
  // Lazy compilation breaks the federation async boundary on the first request.
  dev: { assetPrefix: 'auto', lazyCompilation: false },
  html: { title: 'Hireloop · Moderation (standalone)', crossorigin: 'anonymous' },
}))
