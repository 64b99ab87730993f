// Validates docker-compose.yml without a Docker engine: the file against the
// Compose Specification's JSON schema, the services the deployment needs, the
// API replicas behind the proxy, one static server per remote, files it builds
// from, and that the backend's settings name only variables the backend declares.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync, readFileSync } from 'node:fs'
import Ajv from 'ajv'
import YAML from 'yaml'
import { REMOTES as REMOTE_FOLDERS, WORKSPACES } from './frontends.mjs'

const root = new URL('..', import.meta.url).pathname
const source = readFileSync(`${root}docker-compose.yml`, 'utf8')
// As Compose reads it: `<<: *anchor` merges the anchored mapping.
const compose = YAML.parse(source, { merge: true })
const services = compose.services
// Each remote workspace by its federation name (mfe-jobs → mfe_jobs).
const REMOTES = Object.fromEntries(REMOTE_FOLDERS.map((folder) => [folder.replaceAll('-', '_'), folder]))

test('the file is valid against the Compose Specification schema', () => {
  const schema = JSON.parse(readFileSync(`${root}scripts/compose-spec/compose-spec.json`, 'utf8'))
  // The schema names draft 07 by its https address; Ajv knows the draft by its http one.
  delete schema.$schema
  const validate = new Ajv({ allErrors: true, strict: false }).compile(schema)
  const valid = validate(compose)
  assert.deepEqual(
    (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`),
    []
  )
  assert.equal(valid, true)
  // The schema is strict where it matters: an unknown service key is refused.
  assert.equal(validate({ services: { backend: { imagee: 'x' } } }), false)
})

test('two or more API replicas behind the proxy, which alone publishes the API', () => {
  const { backend, proxy } = services
  assert.ok(backend.deploy.replicas >= 2, 'at least two replicas')
  assert.equal(backend.ports, undefined, 'replicas publish no port of their own')
  assert.equal(backend.environment.TRUST_PROXY, 'true')
  // SIGTERM drains a replica within 9 s: the grace period leaves it that long.
  assert.match(backend.stop_grace_period, /^(1\d|[2-9]\d)s$/)
  assert.deepEqual(proxy.ports, ['3333:80'])
  assert.equal(proxy.depends_on.backend.condition, 'service_healthy')
  const [file, target] = proxy.volumes[0].split(':')
  assert.equal(target, '/usr/local/etc/haproxy/haproxy.cfg')
  const config = readFileSync(`${root}${file.replace(/^\.\//, '')}`, 'utf8')
  assert.match(config, /option httpchk GET \/health/)
  assert.match(config, /server-template \w+ \d+ backend:3333/)
  // Live streams stay on the replica that holds them; writes are never resent once they reached one.
  assert.match(config, /use_backend streams if \{ path_beg \/api\/__transmit\/ \}/)
  assert.match(config, /cookie hireloop-stream insert/)
  assert.match(config, /disable-l7-retry if !METH_GET !METH_HEAD !METH_OPTIONS/)
})

test('the production-like services are all there', () => {
  for (const name of ['postgres', 'redis', 'mailpit', 'minio', 'backend', 'proxy'])
    assert.ok(services[name], `${name} is missing`)
  assert.equal(services.backend.environment.SMTP_HOST, 'mailpit')
  assert.match(services.backend.environment.DATABASE_URL, /@postgres:5432\//)
  assert.match(services.backend.environment.REDIS_URL, /^redis:\/\/redis:6379/)
  assert.equal(services.backend.environment.DRIVE_DISK, 's3')
  assert.equal(services.backend.environment.NODE_ENV, 'production')
})

test('every remote is its own service built from its own workspace, on its own port', () => {
  const ports = new Set()
  for (const folder of Object.values(REMOTES)) {
    const service = services[folder]
    assert.ok(service, `${folder} has no service`)
    assert.equal(service.build.args.WORKSPACE, folder)
    const [published] = service.ports[0].split(':')
    assert.ok(!ports.has(published), `port ${published} is used twice`)
    ports.add(published)
  }
})

test('the files the images are built from exist', () => {
  for (const service of Object.values(services)) {
    if (service.build) assert.ok(existsSync(`${root}${service.build.dockerfile}`), service.build.dockerfile)
  }
  for (const line of readFileSync(`${root}deploy/remote.Dockerfile`, 'utf8').split('\n')) {
    const copied = line.match(/^COPY (deploy\/\S+)/)
    if (copied) assert.ok(existsSync(`${root}${copied[1]}`), copied[1])
  }
})

test('the backend loads each remote from its service, on an allowed origin', () => {
  const env = services.backend.environment
  const allowed = env.MFE_ALLOWED_ORIGINS.split(',')
  const entries = Object.fromEntries(env.MFE_REMOTES.split(',').map((pair) => pair.trim().split('=')))
  assert.deepEqual(Object.keys(entries).sort(), Object.keys(REMOTES).sort())
  for (const [name, url] of Object.entries(entries)) {
    const { origin, port } = new URL(url)
    assert.ok(allowed.includes(origin), `${origin} is not allowed`)
    assert.equal(services[REMOTES[name]].ports[0].split(':')[0], port)
  }
})

test('the backend settings are variables the backend declares', () => {
  const declared = readFileSync(`${root}backend/start/env.ts`, 'utf8')
  for (const name of Object.keys(services.backend.environment)) {
    assert.match(declared, new RegExp(`\\b${name}:`), `${name} is not declared in backend/start/env.ts`)
  }
})

test('the backend image runs the compiled build with production dependencies only', () => {
  const dockerfile = readFileSync(`${root}deploy/backend.Dockerfile`, 'utf8')
  const stages = dockerfile.split(/^FROM /m).slice(1)
  const run = stages.at(-1)
  assert.match(dockerfile, /npm run build -w backend/, 'the backend is compiled (node ace build)')
  assert.match(dockerfile, /rm -rf[^\n]*backend\/build\/benchmarks[^\n]*backend\/build\/tests[^\n]*app\/\*\/tests/)
  assert.match(dockerfile, /npm ci --omit=dev --workspace backend/, 'production dependencies only')
  assert.match(run, /COPY --from=dependencies \/app\/node_modules/, 'the image takes the production dependencies')
  assert.match(run, /COPY --from=build[^\n]*\/app\/backend\/build \.\/backend/, 'the image takes the compiled build')
  assert.doesNotMatch(run, /COPY --from=build[^\n]*node_modules/, 'no development dependencies in the image')
  assert.doesNotMatch(run, /ts-exec|\.ts\b/, 'no TypeScript loader at run time')
  assert.match(run, /CMD \["node", "bin\/server\.js"\]/)
  // npm ci reads the lock file only with every workspace's package.json present.
  const { workspaces } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'))
  for (const workspace of workspaces) {
    assert.ok(
      dockerfile.includes(`COPY ${workspace}/package.json ${workspace}/`),
      `${workspace}/package.json is not copied`
    )
  }
})

test('every workspace is a TypeScript project reference, and every remote an area of the registry', () => {
  const references = JSON.parse(readFileSync(`${root}tsconfig.json`, 'utf8')).references.map(({ path }) =>
    path.replace(/^\.\//, '')
  )
  assert.deepEqual([...references].sort(), [...WORKSPACES].sort())
  const registry = readFileSync(`${root}backend/app/shared/services/frontend_config.ts`, 'utf8')
  const areas = [...registry.matchAll(/folder: '([^']+)'/g)].map((match) => match[1])
  assert.deepEqual([...areas].sort(), [...REMOTE_FOLDERS].sort())
})
