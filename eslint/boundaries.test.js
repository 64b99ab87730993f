// Each boundary rule, shown working: a fixture with a violation is linted with the workspace's own
// eslint.config.js and must get the error; its allowed counterpart must lint clean. The fixtures are
// in-memory files at real paths (the rule reads the real module and feature folders).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import path from 'node:path'
import { ESLint } from 'eslint'
import { mkdirSync, rmSync } from 'node:fs'
import { ROOT, backendPolicy } from './boundaries.js'

const linters = new Map()
async function boundaryErrors(file, code) {
  const workspace = file.split('/')[0]
  if (!linters.has(workspace)) linters.set(workspace, new ESLint({ cwd: path.join(ROOT, workspace) }))
  const [result] = await linters.get(workspace).lintText(code, { filePath: path.join(ROOT, file) })
  return result.messages.filter((m) => m.ruleId === 'hireloop/boundaries' || m.fatal).map((m) => m.message)
}

async function rejects(file, code, pattern) {
  const errors = await boundaryErrors(file, code)
  assert.equal(errors.length, 1, `${file}: expected one boundary error for\n${code}\ngot ${JSON.stringify(errors)}`)
  assert.match(errors[0], pattern)
}

async function accepts(file, code) {
  assert.deepEqual(await boundaryErrors(file, code), [], `${file}: expected no boundary error for\n${code}`)
}

test('backend: a module uses another only through its contract', async () => {
  const file = 'backend/app/feed/actions/fixture.ts'
  await accepts(file, `import type { UserRegistered } from '#auth/contract'\nexport type T = UserRegistered`)
  await accepts(file, `import { x } from '#shared/services/text_input'\nexport { x }`)
  await accepts(file, `import { y } from '#feed/services/ranking'\nexport { y }`)
  for (const internal of [
    'events',
    'api_types',
    'models/device_fingerprint',
    'actions/login_user',
    'controllers/session_controller',
    'queries/q',
    'services/device_trust',
    'validators/v',
    'policies/p',
    'transformers/t',
    'routes',
  ]) {
    await rejects(
      file,
      `import { x } from '#auth/${internal}'\nexport { x }`,
      /feed module uses the auth module only through its contract/
    )
  }
})

test('backend: start.ts is loaded by the module registry alone, which app/ never imports', async () => {
  const file = 'backend/app/referrals/actions/fixture.ts'
  await rejects(file, `import start from '#messaging/start'\nexport { start }`, /loaded by the module registry/)
  await rejects(file, `import start from '#referrals/start'\nexport { start }`, /loaded by the module registry/)
  await rejects(
    file,
    `import { enabledModules } from '#config/modules'\nexport { enabledModules }`,
    /does not import the module registry/
  )
  await accepts(file, `import { port } from '#shared/modules/registry'\nexport { port }`)
})

test('backend: `export … from`, dynamic import(), relative paths and type imports are covered', async () => {
  const file = 'backend/app/notifications/listeners/fixture.ts'
  await rejects(file, `export { x } from '#feed/services/ranking'`, /notifications module uses the feed module/)
  await rejects(file, `export * from '#feed/queries/hydrate'`, /notifications module uses the feed module/)
  await rejects(
    file,
    `export async function f() { return import('#feed/actions/create_post') }`,
    /uses the feed module/
  )
  await rejects(
    file,
    `import { x } from '../../feed/validators/post_validator.js'\nexport { x }`,
    /uses the feed module/
  )
  await rejects(file, `import type { X } from '#feed/services/cursor'\nexport type Y = X`, /uses the feed module/)
  await accepts(file, `export async function f() { return import('#feed/contract') }`)
})

test('backend: app/shared imports no module', async () => {
  await rejects(
    'backend/app/shared/services/fixture.ts',
    `import { e } from '#feed/contract'\nexport { e }`,
    /app\/shared imports no module/
  )
  await accepts(
    'backend/app/shared/services/fixture.ts',
    `import { e } from '#shared/services/text_input'\nexport { e }`
  )
})

test('backend: the files the front end reads import nothing (api_types: types only)', async () => {
  await rejects(
    'backend/app/auth/account_rules.ts',
    `import { x } from '#shared/services/text_input'\nexport { x }`,
    /read by the front end: it imports nothing/
  )
  await rejects(
    'backend/app/feed/constants.ts',
    `import vine from '@vinejs/vine'\nexport { vine }`,
    /read by the front end: it imports nothing/
  )
  await accepts('backend/app/feed/api_types.ts', `export type { PostJson } from '#feed/transformers/post_transformer'`)
  await rejects(
    'backend/app/feed/api_types.ts',
    `export { PostTransformer } from '#feed/transformers/post_transformer'`,
    /imports types only/
  )
})

test('front ends: a feature imports shared code, not another feature nor src/app', async () => {
  const file = 'mfe-feed/src/features/post/fixture.tsx'
  await accepts(
    file,
    `import { Icon } from '../../shared/icons'\nimport { Button } from '@hireloop/shared-ui'\nexport { Icon, Button }`
  )
  await accepts(file, `import { usePostActions } from './use-post-actions'\nexport { usePostActions }`)
  await rejects(
    file,
    `import { CommentItem } from '../comments/comment-item'\nexport { CommentItem }`,
    /post feature imports shared code, not the comments feature/
  )
  await rejects(file, `export const C = () => import('../composer/composer-dialog')`, /not the composer feature/)
  await rejects(file, `export { FeedApp } from '../../app/feed-app'`, /a feature does not import src\/app/)
  await rejects(
    'shell/src/features/landing/fixture.tsx',
    `import { x } from '../auth/use-sign-in'\nexport { x }`,
    /landing feature imports shared code, not the auth feature/
  )
  await accepts('shell/src/app/fixture.tsx', `import { x } from '../features/auth/use-sign-in'\nexport { x }`)
  await rejects(
    'mfe-jobs/src/shared/fixture.ts',
    `import { x } from '../features/jobs/jobs-page'\nexport { x }`,
    /shared code \(src\/shared\) imports no feature/
  )
})

test('front ends: remotes, the shell and shared-ui keep to themselves', async () => {
  await rejects(
    'mfe-feed/src/app/fixture.tsx',
    `import { x } from '@hireloop/mfe-jobs'\nexport { x }`,
    /a remote never imports another remote or the shell/
  )
  await rejects(
    'mfe-feed/src/app/fixture.tsx',
    `export const x = () => import('mfe_jobs/app')`,
    /never imports another remote/
  )
  await rejects(
    'mfe-jobs/src/app/fixture.tsx',
    `import { x } from '../../../shell/src/lib/return-to'\nexport { x }`,
    /never imports another remote or the shell/
  )
  await rejects(
    'shell/src/app/fixture.tsx',
    `import { x } from '../../../mfe-feed/src/app/feed-app'\nexport { x }`,
    /the shell loads remotes at run time/
  )
  await rejects(
    'shared-ui/src/components/fixture.tsx',
    `import { x } from '@hireloop/shell'\nexport { x }`,
    /shared-ui imports nothing from the shell or the remotes/
  )
  await accepts(
    'mfe-feed/src/app/fixture.tsx',
    `import type { PostJson } from '@hireloop/backend/api-types/feed'\nexport type P = PostJson`
  )
})

test('a module added later is covered without editing the rule (the folders are read when the config loads)', async (t) => {
  const folder = path.join(ROOT, 'backend/app/zz_fixture_module')
  mkdirSync(folder, { recursive: true })
  t.after(() => rmSync(folder, { recursive: true, force: true }))
  const policy = backendPolicy()
  const from = 'backend/app/zz_fixture_module/actions/fixture'
  assert.match(
    policy({ from, to: 'backend/app/feed/actions/create_post', specifier: '#feed/actions/create_post' }),
    /zz_fixture_module module uses the feed module only/
  )
  assert.equal(policy({ from, to: 'backend/app/feed/contract', specifier: '#feed/contract' }), null)
  assert.match(
    policy({
      from: 'backend/app/feed/actions/fixture',
      to: `${from}`,
      specifier: '../../zz_fixture_module/actions/fixture',
    }),
    /feed module uses the zz_fixture_module module only/
  )
})

test("backend: an action holds no SQL, in every module's actions/", async () => {
  const sqlErrors = async (file, code) => {
    const [result] = await new ESLint({ cwd: path.join(ROOT, 'backend') }).lintText(code, {
      filePath: path.join(ROOT, file),
    })
    return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax' || m.fatal).map((m) => m.message)
  }
  for (const module of ['auth', 'feed', 'jobs', 'messaging', 'moderation', 'notifications', 'referrals', 'search']) {
    const file = `backend/app/${module}/actions/fixture.ts`
    for (const code of [
      `declare const trx: { from(t: string): unknown }\nexport const q = trx.from('posts')`,
      `declare const db: { rawQuery(s: string): unknown }\nexport const q = db.rawQuery('SELECT 1 FROM posts')`,
      `export const sql = 'UPDATE posts SET hidden = true'`,
    ]) {
      const errors = await sqlErrors(file, code)
      assert.ok(errors.length >= 1 && errors.every((e) => /no inline SQL/.test(e)), `${file}: ${code}\n${errors}`)
    }
    assert.deepEqual(
      await sqlErrors(file, `declare const repo: { hide(id: string): unknown }\nexport const q = repo.hide('x')`),
      []
    )
  }
})
