import { frontendConfig } from '../eslint/base.js'

export default [
  // Build output of the landing prerender (rsbuild's `prerender` environment), like dist/.
  { ignores: ['dist-prerender/**'] },
  ...frontendConfig(),
]
