// The architecture as a lint rule. Every import (static `import`, `export … from`, dynamic `import()`,
// `import('x')` types) is resolved to a path in the repository: relative paths, `#alias/...` through the
// workspace's package.json "imports", `@hireloop/<workspace>[/sub]` through its "exports", and Module
// Federation container names (`mfe_feed/app`). A policy then says whether the importing file may use it.
// Policies read the folders (backend modules, front-end features, workspaces) and the package.json maps
// when the config loads, so a new module, feature or remote is covered without editing anything here.
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '..')

const rootPackage = readJson(path.join(ROOT, 'package.json'))
/** The workspace folders, from the root package.json. */
export const WORKSPACES = rootPackage.workspaces
const packages = new Map(WORKSPACES.map((w) => [w, readJson(path.join(ROOT, w, 'package.json'))]))
/** Module Federation container names (`mfe-feed` → `mfe_feed`) → workspace folder. */
const containers = new Map(WORKSPACES.map((w) => [w.replaceAll('-', '_'), w]))

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'))
}

function subfolders(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
}

/** Repository-relative, forward slashes, without a source extension. */
function relative(file) {
  return path
    .relative(ROOT, file)
    .split(path.sep)
    .join('/')
    .replace(/\.(d\.ts|ts|tsx|js|jsx|mjs|cjs)$/, '')
}

function workspaceOf(rel) {
  const first = rel.split('/')[0]
  return packages.has(first) ? first : null
}

/** Target of a package.json "imports"/"exports" entry: a string or a conditions object. */
function conditionTarget(target) {
  if (typeof target === 'string') return target
  if (target && typeof target === 'object') {
    for (const key of ['types', 'import', 'default']) if (key in target) return conditionTarget(target[key])
  }
  return null
}

/** Resolves a subpath through a package.json map (`#feed/*`, `./api-types/*`). */
function throughMap(map, subpath) {
  if (!map) return null
  if (typeof map === 'string') return subpath === '.' ? map : null
  for (const [key, value] of Object.entries(map)) {
    const target = conditionTarget(value)
    if (!target) continue
    if (key === subpath) return target
    const star = key.indexOf('*')
    if (star === -1) continue
    const prefix = key.slice(0, star)
    const suffix = key.slice(star + 1)
    if (subpath.startsWith(prefix) && subpath.endsWith(suffix) && subpath.length >= prefix.length + suffix.length) {
      return target.replace('*', subpath.slice(prefix.length, subpath.length - suffix.length))
    }
  }
  return null
}

/** Repository-relative path an import specifier points at, or null for an outside package. */
export function resolveSpecifier(specifier, fromFile) {
  if (specifier.startsWith('.')) return relative(path.resolve(path.dirname(fromFile), specifier))
  if (specifier.startsWith('/')) return relative(specifier)
  const workspace = workspaceOf(relative(fromFile))
  if (specifier.startsWith('#')) {
    if (!workspace) return null
    const target = throughMap(packages.get(workspace).imports, specifier)
    return target ? relative(path.join(ROOT, workspace, target)) : null
  }
  const own = specifier.match(/^@hireloop\/([^/]+)(\/.*)?$/)
  if (own && packages.has(own[1])) {
    const target = throughMap(packages.get(own[1]).exports, own[2] ? `.${own[2]}` : '.')
    return relative(path.join(ROOT, own[1], target ?? ''))
  }
  const container = specifier.match(/^([a-z][a-z0-9_]*)\/(.+)$/)
  if (container && containers.has(container[1])) return `${containers.get(container[1])}/${container[2]}`
  return null
}

/** Files matched by a package.json "exports" map, as a test on repository-relative paths. */
function exportedFiles(workspace) {
  const patterns = Object.values(packages.get(workspace).exports ?? {})
    .map(conditionTarget)
    .filter(Boolean)
    .map((target) => {
      const rel = relative(path.join(ROOT, workspace, target))
      const source = rel.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace('*', '[^/]+')
      return new RegExp(`^${source}$`)
    })
  return (rel) => patterns.some((pattern) => pattern.test(rel))
}

/**
 * Backend: `app/<module>/` uses another module only through its `contract` (the events, ports and answer
 * types it publishes, free of side effects) and what `#shared/*` offers; `#shared/*` imports no module; a
 * module's `start` is loaded by the module registry (`config/modules.ts`) alone, and no file of `app/`
 * imports that registry (a module learns whether a neighbour is on through the ports it provides); the
 * files the front end reads (the package's "exports") import nothing, but api_types files may import and
 * re-export types.
 */
export function backendPolicy() {
  const app = 'backend/app'
  const modules = new Set(subfolders(path.join(ROOT, app)))
  const readByFrontEnd = exportedFiles('backend')
  const moduleOf = (rel) => {
    if (!rel?.startsWith(`${app}/`)) return null
    const [name, ...rest] = rel.slice(app.length + 1).split('/')
    return modules.has(name) && rest.length ? { name, inner: rest.join('/') } : null
  }
  const PUBLIC = /^contract$/
  const REGISTRY = 'backend/config/modules'

  return ({ from, to, typeOnly, specifier }) => {
    if (readByFrontEnd(from)) {
      if (from.endsWith('/api_types') && typeOnly) return null
      return from.endsWith('/api_types')
        ? `${from}.ts is read by the front end: it imports types only (\`import type\`), not '${specifier}'`
        : `${from}.ts is read by the front end: it imports nothing, not '${specifier}'`
    }
    const source = moduleOf(from)
    if (source && to === REGISTRY) {
      return (
        `app/ does not import the module registry ('${specifier}'): ` +
        `a module learns whether a neighbour is on through the ports it provides (#shared/modules/registry)`
      )
    }
    const target = moduleOf(to)
    if (!source || !target || target.name === 'shared') return null
    if (target.inner === 'start') {
      return `a module's start.ts is loaded by the module registry (config/modules.ts) alone, not '${specifier}'`
    }
    if (source.name === target.name) return null
    if (source.name === 'shared') {
      return `app/shared imports no module: '${specifier}' belongs to the ${target.name} module`
    }
    if (PUBLIC.test(target.inner)) return null
    return `the ${source.name} module uses the ${target.name} module only through its contract, not '${specifier}'`
  }
}

const REMOTE = /^mfe-/

/**
 * Front ends: a feature (`src/features/<f>/`) imports shared code but not another feature nor `src/app`;
 * shared code (`src/shared`, `src/lib`, `src/api`) imports no feature nor `src/app`; a remote never imports
 * another remote or the shell; the shell never imports a remote (it loads them at run time); shared-ui
 * imports nothing from the shell or the remotes.
 */
export function frontendPolicy() {
  return ({ from, to, specifier }) => {
    if (!to) return null
    const source = workspaceOf(from)
    const target = workspaceOf(to)
    if (!source || !target) return null
    if (source !== target) {
      const app = target === 'shell' || REMOTE.test(target)
      if (source === 'shared-ui' && app)
        return `shared-ui imports nothing from the shell or the remotes: '${specifier}'`
      if (REMOTE.test(source) && app) return `a remote never imports another remote or the shell: '${specifier}'`
      if (source === 'shell' && REMOTE.test(target)) {
        return `the shell loads remotes at run time (loadRemote), it never imports them: '${specifier}'`
      }
      return null
    }
    const layer = (rel) => {
      const [, top, name] = rel.slice(source.length + 1).split('/')
      if (!rel.startsWith(`${source}/src/`)) return null
      if (top === 'features') return name ? { kind: 'feature', name } : null
      if (top === 'app') return { kind: 'app' }
      if (['shared', 'lib', 'api'].includes(top)) return { kind: 'shared', name: top }
      return null
    }
    const a = layer(from)
    const b = layer(to)
    if (!a || !b || a.kind === 'app') return null
    if (a.kind === 'feature') {
      if (b.kind === 'feature' && b.name !== a.name) {
        return `the ${a.name} feature imports shared code, not the ${b.name} feature's internals: '${specifier}'`
      }
      if (b.kind === 'app') return `a feature does not import src/app (only src/app composes features): '${specifier}'`
    }
    if (a.kind === 'shared' && (b.kind === 'feature' || b.kind === 'app')) {
      return `shared code (src/${a.name}) imports no feature and not src/app: '${specifier}'`
    }
    return null
  }
}

/** An ESLint plugin whose `boundaries` rule applies `policy` to every import of a file. */
export function boundariesPlugin(policy) {
  return {
    meta: { name: 'hireloop' },
    rules: {
      boundaries: {
        meta: {
          type: 'problem',
          docs: { description: 'Imports follow the architecture (module, feature and workspace boundaries)' },
          schema: [],
          messages: { boundary: '{{message}}' },
        },
        create(context) {
          const filename = context.physicalFilename ?? context.filename
          const from = relative(filename)
          const check = (node, specifier, typeOnly) => {
            if (typeof specifier !== 'string') return
            const to = resolveSpecifier(specifier, filename)
            const message = policy({ from, to, specifier, typeOnly })
            if (message) context.report({ node, messageId: 'boundary', data: { message } })
          }
          const literal = (node) => {
            if (node?.type === 'Literal') return node.value
            if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked
            return undefined
          }
          return {
            ImportDeclaration(node) {
              const typeOnly =
                node.importKind === 'type' ||
                (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'))
              check(node.source, node.source.value, typeOnly)
            },
            ExportNamedDeclaration(node) {
              if (!node.source) return
              const typeOnly =
                node.exportKind === 'type' ||
                (node.specifiers.length > 0 && node.specifiers.every((s) => s.exportKind === 'type'))
              check(node.source, node.source.value, typeOnly)
            },
            ExportAllDeclaration(node) {
              check(node.source, node.source.value, node.exportKind === 'type')
            },
            ImportExpression(node) {
              check(node.source, literal(node.source), false)
            },
            TSImportType(node) {
              const argument = node.argument?.literal ?? node.argument
              check(node, literal(argument), true)
            },
          }
        },
      },
    },
  }
}
