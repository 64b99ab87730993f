import { defineConfig, drivers } from '@adonisjs/core/hash'
import type { InferHashers } from '@adonisjs/core/types'

/**
 * argon2id at the OWASP-recommended minimum (m = 19 MiB, t = 2, p = 1).
 * The framework's default scrypt cost is below OWASP's floor.
 */
const hashConfig = defineConfig({
  default: 'argon',
  list: {
    argon: drivers.argon2({
      variant: 'id',
      version: 0x13,
      iterations: 2,
      memory: 19456,
      parallelism: 1,
      saltSize: 16,
      hashLength: 32,
    }),
  },
})

export default hashConfig

declare module '@adonisjs/core/types' {
  export interface HashersList extends InferHashers<typeof hashConfig> {}
}
