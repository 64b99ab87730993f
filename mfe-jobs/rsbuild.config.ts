import { defineRemoteConfig } from '@hireloop/shared-ui/mf/rsbuild'

export default defineRemoteConfig({
  name: 'mfe_jobs',
  port: 3002,
  title: 'Hireloop · Jobs (standalone)',
  // The Apply dialog, for the feed's job posts (loaded only when someone applies from there).
  exposes: { './apply': './src/export-apply.tsx' },
})
