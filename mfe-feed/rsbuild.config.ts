import { defineRemoteConfig } from '@hireloop/shared-ui/mf/rsbuild'

export default defineRemoteConfig({ name: 'mfe_feed', port: 3001, title: 'Hireloop · Feed (standalone)' })
