import { pluginModuleFederation } from '@module-federation/rsbuild-plugin'
import { defineConfig } from '@rsbuild/core'
import { pluginReact } from '@rsbuild/plugin-react'

type ModuleFederationConfig = Parameters<typeof pluginModuleFederation>[0]

/**
 * The rsbuild config every remote builds with; a remote only says who it is
 * (its federation config), its dev port and its standalone page title.
 */
export function defineRemoteConfig(options: {
  moduleFederationConfig: ModuleFederationConfig
  port: number
  title: string
}) {
  const { moduleFederationConfig, port, title } = options
  const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:3333'

  return defineConfig(({ command }) => ({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        ...moduleFederationConfig,
        // Production builds reuse the shell's federation runtime (it sets provideExternalRuntime) instead of
        // shipping their own; `rsbuild dev` keeps it bundled so the remote can also run alone.
        experiments: { ...moduleFederationConfig.experiments, externalRuntime: command === 'build' },
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
