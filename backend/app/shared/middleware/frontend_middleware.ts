import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import {
  REMOTE_FOLDERS,
  allowedOrigins,
  frontendRoot,
  preloadLinkHeader,
  serveFrontend,
} from '#shared/services/frontend_config'
import { SESSION_COOKIE } from '#config/session'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.map', '.txt'])
/** Files whose names carry no content hash: always revalidated. */
const ALWAYS_REVALIDATE =
  /(^|\/)(index\.html|landing\.html|sw\.js|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|manifest\.webmanifest)$/

interface CachedFile {
  mtimeMs: number
  body: Buffer
  gzipped: Buffer | null
  /** Compressed once per file version, then kept (brotli quality 9: near the best size at a fraction of 11's time). */
  brotli: Buffer | null
  etag: string
}
const cache = new Map<string, CachedFile>()

async function loadFile(path: string): Promise<CachedFile | null> {
  let info
  try {
    info = await stat(path)
  } catch {
    return null
  }
  if (!info.isFile()) return null
  const cached = cache.get(path)
  if (cached && cached.mtimeMs === info.mtimeMs) return cached
  const body = await readFile(path)
  const compress = COMPRESSIBLE.has(extname(path)) && body.length > 1024
  const file: CachedFile = {
    mtimeMs: info.mtimeMs,
    body,
    gzipped: compress ? gzipSync(body, { level: 9 }) : null,
    brotli: compress
      ? brotliCompressSync(body, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : null,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  }
  cache.set(path, file)
  return file
}

/** Joins a URL path under a root folder, refusing anything that escapes it. */
function safeJoin(root: string, urlPath: string) {
  const target = normalize(join(root, urlPath))
  return target.startsWith(root.endsWith(sep) ? root : root + sep) ? target : null
}

function shellCsp() {
  const origins = allowedOrigins().join(' ')
  return [
    `default-src 'self'`,
    `script-src 'self' ${origins}`,
    `connect-src 'self' ${origins}`,
    `style-src 'self' 'unsafe-inline' ${origins}`,
    `img-src 'self' data: blob: ${origins}`,
    `font-src 'self' data: ${origins}`,
    `media-src 'self' blob:`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ')
}

/**
 * Serves the built shell at / (with SPA fallback to index.html) and each
 * built remote at /remotes/<folder>/, so one port serves the whole product.
 * API paths fall through to the router.
 */
export default class FrontendMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const method = ctx.request.method()
    if (!serveFrontend() || (method !== 'GET' && method !== 'HEAD')) return next()

    let urlPath: string
    try {
      urlPath = decodeURIComponent(ctx.request.url())
    } catch {
      return next()
    }
    if (urlPath === '/api' || urlPath.startsWith('/api/') || urlPath === '/health') return next()

    const root = frontendRoot()
    let distRoot = join(root, 'shell', 'dist')
    let relative = urlPath
    const remoteMatch = urlPath.match(/^\/remotes\/([a-z-]+)(\/.*)?$/)
    if (remoteMatch) {
      if (!REMOTE_FOLDERS.has(remoteMatch[1]!)) return next()
      distRoot = join(root, remoteMatch[1], 'dist')
      relative = remoteMatch[2] ?? '/'
    }

    const filePath = relative.endsWith('/') ? null : safeJoin(distRoot, relative)
    const file = filePath ? await loadFile(filePath) : null
    if (file && filePath) return this.send(ctx, filePath, file)

    // Client-side routes get the shell; missing assets get a plain 404.
    const wantsHtml = (ctx.request.header('accept') ?? '').includes('text/html')
    if (!remoteMatch && wantsHtml && !extname(urlPath)) {
      // A visitor without a session is signed out: `/` is the landing page, prerendered at build time, so its text
      // shows before the app's JavaScript runs (the app then renders the same page in its place).
      const signedIn = Boolean(ctx.request.cookiesList()[SESSION_COOKIE])
      if (urlPath === '/' && !signedIn) {
        const landingPath = join(root, 'shell', 'dist', 'landing.html')
        const landing = await loadFile(landingPath)
        if (landing) return this.send(ctx, landingPath, landing)
      }
      const indexPath = join(root, 'shell', 'dist', 'index.html')
      const index = await loadFile(indexPath)
      if (index) {
        // The screen's first API reads download with the page (signed in only: they would answer 401 otherwise).
        const preload = signedIn ? preloadLinkHeader(urlPath) : null
        if (preload) ctx.response.header('link', preload)
        return this.send(ctx, indexPath, index)
      }
    }
    return next()
  }

  private send(ctx: HttpContext, filePath: string, file: CachedFile) {
    const { response, request } = ctx
    const extension = extname(filePath)
    response.header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
    response.header('x-content-type-options', 'nosniff')
    response.header('etag', file.etag)
    response.header('vary', 'accept-encoding')
    if (ALWAYS_REVALIDATE.test(filePath) || extension === '.html') {
      response.header('cache-control', 'no-cache')
    } else {
      response.header('cache-control', 'public, max-age=31536000, immutable')
    }
    if (extension === '.html') {
      response.header('content-security-policy', shellCsp())
      response.header('x-frame-options', 'DENY')
      response.header('referrer-policy', 'strict-origin-when-cross-origin')
    }
    if (filePath.endsWith(`${sep}sw.js`)) response.header('service-worker-allowed', '/')
    // Remotes are fetched cross-origin when a team hosts its own; allow the shell to read them.
    if (filePath.includes(`${sep}mfe-`)) response.header('access-control-allow-origin', '*')

    if (request.header('if-none-match') === file.etag) {
      return response.status(304).send('')
    }
    const acceptEncoding = request.header('accept-encoding') ?? ''
    if (file.brotli && /\bbr\b/.test(acceptEncoding)) {
      response.header('content-encoding', 'br')
      return response.send(file.brotli)
    }
    if (file.gzipped && acceptEncoding.includes('gzip')) {
      response.header('content-encoding', 'gzip')
      return response.send(file.gzipped)
    }
    return response.send(file.body)
  }
}
