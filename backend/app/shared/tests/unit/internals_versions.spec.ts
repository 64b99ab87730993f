import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { CHECKED_AGAINST } from '#shared/internals/versions'

const require = createRequire(import.meta.url)

/** The version of `name` as installed: the package.json above the file the package resolves to. */
function installedVersion(name: string) {
  let folder = dirname(require.resolve(name))
  for (;;) {
    const candidate = join(folder, 'package.json')
    try {
      const manifest = JSON.parse(readFileSync(candidate, 'utf8')) as { name?: string; version: string }
      if (manifest.name === name) return manifest.version
    } catch {
      // No package.json at this level: look further up.
    }
    const parent = dirname(folder)
    if (parent === folder) throw new Error(`no package.json found for ${name}`)
    folder = parent
  }
}

test.group('framework internals (app/shared/internals)', () => {
  for (const [name, checked] of Object.entries(CHECKED_AGAINST)) {
    test(`${name} is the version the replacements were checked against`, ({ assert }) => {
      assert.equal(
        installedVersion(name),
        checked,
        `${name} changed: re-check each record of app/shared/internals/README.md, then update versions.ts`
      )
    })
  }
})
