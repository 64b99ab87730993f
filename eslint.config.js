// The root lints what belongs to no workspace: the browser journeys and the repository scripts.
// Each workspace lints itself with its own eslint.config.js.
import { rootConfig } from './eslint/base.js'

export default [{ ignores: ['*/', '!e2e/', '!scripts/', '!eslint/'] }, ...rootConfig()]
