import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin'
import { shareStrategy, sharedDependencies } from '@hireloop/shared-ui/mf'

export default createModuleFederationConfig({
  name: 'shell',
  // No remotes at build time: GET /api/remotes tells the shell at run time where each area lives.
  remotes: {},
  shared: sharedDependencies,
  shareStrategy,
  dts: false,
  // Remotes are built with externalRuntime and reuse this runtime instead of shipping their own.
  experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
})
