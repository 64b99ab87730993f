import { pluginModuleFederation } from '@module-federation/rsbuild-plugin'
import { defineConfig } from '@rsbuild/core'
import { pluginReact } from '@rsbuild/plugin-react'
import moduleFederationConfig from './module-federation.config'

const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:3333'

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(moduleFederationConfig)],
  source: { entry: { index: './src/index.ts' } },
  html: { template: './index.html', title: 'Hireloop' },
  server: {
    port: 3000,
    strictPort: true,
    // /remotes serves the built remotes from the backend, like production (one origin).
    proxy: { '/api': backend, '/health': backend, '/remotes': backend },
  },
  output: { assetPrefix: '/' },
  // Lazy compilation breaks the federation async boundary on the first request.
  dev: { lazyCompilation: false },
})
