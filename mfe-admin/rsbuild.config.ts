import { defineRemoteConfig } from '@hireloop/shared-ui/mf/rsbuild'

export default defineRemoteConfig({ name: 'mfe_admin', port: 3005, title: 'Hireloop · Moderation (standalone)' })
