// Post-build step: writes dist/sw.js with workbox-build. It precaches the shell; when the sibling remotes are built
// (../mfe-*/dist), the hashed files each remote's exposed area loads (under /remotes/<folder>/, how the backend serves
// them) are cached at install too, but each on its own and never failing the install: a remote is deployed on its own,
// so a file named here may be gone by the time a visitor installs this worker (a precached 404 would fail the whole
// install and leave the app without its offline cache). Manifests and the remotes list are always fetched network-first; the update waits for the
// user's OK (skipWaiting false + SKIP_WAITING message), see src/features/pwa/start-pwa.ts.
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { generateSW } from 'workbox-build'

const shellDir = resolve(fileURLToPath(new URL('..', import.meta.url)))
const distDir = join(shellDir, 'dist')
const rootDir = resolve(shellDir, '..')

// rsbuild and the remote configs put an 8+ hex content hash in every emitted asset name.
const HASHED = /[.-][0-9a-f]{8,}\./

/** Files the exposed area of a built remote loads, from its mf-manifest.json; only content-hashed names. */
function remoteEntries(folder) {
  const dist = join(rootDir, folder, 'dist')
  const manifestPath = join(dist, 'mf-manifest.json')
  if (!existsSync(manifestPath)) return []
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  const files = new Set()
  const entry = manifest.metaData?.remoteEntry
  if (entry?.name) files.add(`${entry.path ? `${entry.path}/` : ''}${entry.name}`)
  for (const expose of manifest.exposes ?? []) {
    for (const kind of ['js', 'css']) {
      for (const list of ['sync', 'async']) for (const file of expose.assets?.[kind]?.[list] ?? []) files.add(file)
    }
  }
  return [...files]
    .filter((file) => HASHED.test(file) && existsSync(join(dist, file)))
    .map((file) => `/remotes/${folder}/${file}`)
}

/** The cache the runtime rule for hashed remote files (CacheFirst below) reads. */
const REMOTE_ASSETS_CACHE = 'remote-assets'

const remoteFolders = readdirSync(rootDir).filter(
  (name) => name.startsWith('mfe-') && existsSync(join(rootDir, name, 'dist'))
)
const remoteFiles = remoteFolders.flatMap(remoteEntries)

const { count, size, warnings } = await generateSW({
  swDest: join(distDir, 'sw.js'),
  globDirectory: distDir,
  globPatterns: ['**/*.{html,js,css,png,svg,ico,webmanifest,woff2}'],
  globIgnores: [
    'sw.js',
    'sw.js.map',
    'workbox-*.js',
    'mf-manifest.json',
    'mf-stats.json',
    '.build-stamp',
    'landing.html',
  ],
  // Hashed names are their own revision; index.html, manifest and icons get a content revision.
  dontCacheBustURLsMatching: HASHED,
  mode: 'production',
  sourcemap: false,
  inlineWorkboxRuntime: true,
  cleanupOutdatedCaches: true,
  clientsClaim: true,
  skipWaiting: false,
  // Web Push: the push and notificationclick handlers (public/sw-push.js). Offline: saved jobs kept for reading,
  // drafts sent by Background Sync, and both emptied when the member changes (public/sw-offline.js).
  importScripts: ['/sw-push.js', '/sw-offline.js'],
  navigateFallback: '/index.html',
  navigateFallbackDenylist: [/^\/api\//, /^\/health/, /^\/remotes\//, /^\/sw\.js$/],
  runtimeCaching: [
    {
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/remotes',
      handler: 'NetworkFirst',
      options: { cacheName: 'remotes-list', networkTimeoutSeconds: 4, cacheableResponse: { statuses: [200] } },
    },
    {
      urlPattern: ({ url }) => url.pathname.endsWith('/mf-manifest.json'),
      handler: 'NetworkFirst',
      options: {
        cacheName: 'remote-manifests',
        networkTimeoutSeconds: 4,
        cacheableResponse: { statuses: [200] },
        expiration: { maxEntries: 50 },
      },
    },
    {
      // Hashed remote files from any origin (remotes may live on a CDN): immutable, so cache first.
      // Serialised into sw.js by workbox: `self` is the service worker's global there.
      /* global self */
      urlPattern: ({ url, request }) =>
        ['script', 'style', 'font', 'image'].includes(request.destination) &&
        /[.-][0-9a-f]{8,}\.(?:js|css|woff2?|png|jpe?g|svg|webp|gif)$/.test(url.pathname) &&
        (url.pathname.startsWith('/remotes/') || url.origin !== self.location.origin),
      handler: 'CacheFirst',
      options: {
        cacheName: REMOTE_ASSETS_CACHE,
        cacheableResponse: { statuses: [200] },
        expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 60 },
      },
    },
  ],
})

// Best effort, file by file: what could not be fetched is fetched (and cached) when an area first needs it.
appendFileSync(
  join(distDir, 'sw.js'),
  `\nself.addEventListener('install', (event) => {\n` +
    `  const files = ${JSON.stringify(remoteFiles)}\n` +
    `  event.waitUntil(caches.open(${JSON.stringify(REMOTE_ASSETS_CACHE)}).then((cache) =>\n` +
    `    Promise.allSettled(files.map((file) => cache.match(file).then((hit) => hit || cache.add(file))))))\n` +
    `})\n`
)

for (const warning of warnings) console.warn(`generate-sw: ${warning}`)
console.log(
  `generate-sw: dist/sw.js precaches ${count} shell files (${(size / 1024).toFixed(0)} KiB) and caches ` +
    `${remoteFiles.length} files of ${remoteFolders.length} remote(s) at install, each on its own`
)
