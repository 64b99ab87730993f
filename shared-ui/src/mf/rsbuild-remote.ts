import { createModuleFederationConfig, pluginModuleFederation } from '@module-federation/rsbuild-plugin'
import { defineConfig } from '@rsbuild/core'
import { pluginReact } from '@rsbuild/plugin-react'
import { shareStrategy, sharedDependencies } from './shared'

/**
 * The rsbuild config every remote builds with; a remote only says who it is
 * (its federation name, which the shell's manifest list uses), its dev port
 * and its standalone page title. Every remote exposes './app' from
 * src/export-app.tsx; `exposes` adds modules other areas load at run time (shared-ui's loadAreaExport).
 */
export function defineRemoteConfig(options: {
  name: string
  port: number
  title: string
  exposes?: Record<`./${string}`, string>
}) {
  const { name, port, title } = options
  const moduleFederationConfig = createModuleFederationConfig({
    name,
    filename: 'remoteEntry.js',
    exposes: { ...options.exposes, './app': './src/export-app.tsx' },
    shared: sharedDependencies,
    shareStrategy,
    // Types come from shared-ui; the dts plugin would try to download remote type archives.
    dts: false,
  })
  const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:3333'

  return defineConfig(({ command }) => ({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        ...moduleFederationConfig,
        // Production builds reuse the shell's federation runtime (it sets provideExternalRuntime) instead of
        // shipping their own; `rsbuild dev` keeps it bundled so the remote can also run alone.
        experiments: { externalRuntime: command === 'build', optimization: { target: 'web', disableSnapshot: true } },
        // A content hash makes every file but mf-manifest.json immutable (cache forever, precache safely).
        filename: command === 'build' ? 'remoteEntry.[contenthash:8].js' : moduleFederationConfig.filename,
      }),
    ],
    source: { entry: { index: './src/index.ts' } },
    server: {
      port,
      strictPort: true,
      cors: { origin: [/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/] },
      proxy: { '/api': backend, '/health': backend },
    },
    // Chunks must load from wherever the remote is deployed (/remotes/<folder>/ behind the backend, or a CDN).
    output: { assetPrefix: 'auto' },
    // Lazy compilation breaks the federation async boundary on the first request.
    dev: { assetPrefix: 'auto', lazyCompilation: false },
    html: { title, crossorigin: 'anonymous' },
  }))
}
