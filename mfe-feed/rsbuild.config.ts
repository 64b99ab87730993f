import { defineRemoteConfig } from '@hireloop/shared-ui/mf/rsbuild'
import moduleFederationConfig from './module-federation.config'

export default defineRemoteConfig({ moduleFederationConfig, port: 3001, title: 'Hireloop · Feed (standalone)' })
