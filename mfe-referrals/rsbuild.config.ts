import { defineRemoteConfig } from '@hireloop/shared-ui/mf/rsbuild'

export default defineRemoteConfig({ name: 'mfe_referrals', port: 3004, title: 'Hireloop · Referrals (standalone)' })
