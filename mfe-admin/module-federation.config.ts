import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin'
import { shareStrategy, sharedDependencies } from '@hireloop/shared-ui/mf'

export default createModuleFederationConfig({
  name: 'mfe_admin',
  filename: 'remoteEntry.js',
  exposes: {
    './app': './src/export-app.tsx',
  },
  shared: sharedDependencies,
  shareStrategy,
  // Types come from shared-ui; the dts plugin would try to download remote type archives.
  dts: false,
})
