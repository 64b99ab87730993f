import { backendConfig } from '../eslint/base.js'

export default backendConfig()
