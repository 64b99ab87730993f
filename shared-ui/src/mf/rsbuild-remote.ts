import { createModuleFederationConfig, pluginModuleFederation } from '@module-federation/rsbuild-plugin'
import { defineConfig, rspack, type Rspack } from '@rsbuild/core'
import { pluginReact } from '@rsbuild/plugin-react'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { shareStrategy, sharedDependencies } from './shared'

const FEDERATION_CJS_FILE = /@module-federation[\\/][a-z-]+[\\/]dist[\\/].+\.cjs$/
const toEsm = (path: string) => {
  const esm = path.replace(/\.cjs$/, '.js')
  return existsSync(esm) ? esm : path
}

/**
 * The federation runtime bundled from its ES modules. The federation plugin imports the runtime's CommonJS files
 * (it finds them with require.resolve), which the bundler cannot tree-shake, so the code `target: 'web'` and
 * `disableSnapshot` leave unused stayed in: the ES files of the same version make the shell's entry ≈4.5 KB gzip and
 * each remote's entry ≈5.5 KB smaller. Every federation file is swapped, not some: the runtime keeps its instance in a
 * module variable, so a CommonJS and an ES copy side by side would be two runtimes. For the shell and every remote.
 */
export function esmFederationRuntime() {
  const runtime = toEsm(createRequire(import.meta.url).resolve('@module-federation/runtime'))
  return [
    // The plugin aliases '@module-federation/runtime' (what '@module-federation/enhanced/runtime' imports) to CJS.
    new rspack.NormalModuleReplacementPlugin(/^@module-federation[\\/]runtime$/, (data) => {
      data.request = runtime
    }),
    new rspack.NormalModuleReplacementPlugin(FEDERATION_CJS_FILE, (data) => {
      data.request = toEsm(data.request)
      if (data.createData?.resource) data.createData.resource = toEsm(data.createData.resource)
    }),
  ]
}

/**
 * MUI without its CSS-variables theme. `createTheme` imports createThemeWithVars (with its CSS-variable parser and
 * selectors) although a theme without `cssVariables`, such as shared-ui's, never calls it; every component reaches
 * createTheme through its default theme, so it was on every first screen: ≈4.5 KB gzip. The stand-in throws if
 * CSS variables are ever asked for. For the shell and every remote (each bundles the MUI components it uses).
 */
export function withoutMuiCssVariables() {
  const standIn = fileURLToPath(new URL('./mui-without-css-variables.mjs', import.meta.url))
  return new rspack.NormalModuleReplacementPlugin(
    /@mui[\\/]material[\\/]styles[\\/]createThemeWithVars\.m?js$/,
    standIn
  )
}

/**
 * react-router's production build in production. Its package exports only its development build to bundlers (no
 * `production` condition), warnings and invariant messages included: the production files of the same version are
 * ≈0.5 KB gzip smaller and skip the development checks on every render. `rsbuild dev` keeps the development build.
 * For the shell and every remote (each builds shared-ui's router module, the shared react-router-dom).
 */
export function reactRouterProduction() {
  // …/react-router/dist/development/index.(m)js → …/react-router/dist/production/index.mjs
  const dist = dirname(dirname(createRequire(import.meta.url).resolve('react-router')))
  const production = join(dist, 'production', 'index.mjs')
  return {
    apply(compiler: Rspack.Compiler) {
      if (compiler.options.mode !== 'production') return
      new rspack.NormalModuleReplacementPlugin(/^react-router$/, (data) => {
        data.request = production
      }).apply(compiler)
    },
  }
}

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
    tools: { rspack: { plugins: [...esmFederationRuntime(), withoutMuiCssVariables(), reactRouterProduction()] } },
  }))
}
