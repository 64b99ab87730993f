import { defineRemoteConfig } from '@hireloop/shared-ui/mf/rsbuild'

export default defineRemoteConfig({ name: 'mfe_jobs', port: 3002, title: 'Hireloop · Jobs (standalone)' })
