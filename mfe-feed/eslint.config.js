import { frontendConfig } from '../eslint/base.js'

export default frontendConfig()
