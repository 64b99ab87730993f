import { defineRemoteConfig } from '@hireloop/shared-ui/mf/rsbuild'
import moduleFederationConfig from './module-federation.config'

export default defineRemoteConfig({ moduleFederationConfig, port: 3004, title: 'Hireloop · Referrals (standalone)' })
