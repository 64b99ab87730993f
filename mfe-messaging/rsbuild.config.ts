import { defineRemoteConfig } from '@hireloop/shared-ui/mf/rsbuild'

export default defineRemoteConfig({ name: 'mfe_messaging', port: 3003, title: 'Hireloop · Messages (standalone)' })
