import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import env from '#start/env'
import { LOCAL_UPLOADS_PATH, mediaTypeOfKey, uploadsDirectory } from '#shared/services/uploads'

/**
 * Serves files of the local upload disk at /uploads/<key>, before routing
 * so an image request never opens a session. Only well-formed keys exist;
 * the content type is the one detected at upload (kept in the extension),
 * with nosniff, inline disposition (images and videos only exist here), a
 * CSP that forbids any active content if a file is opened directly, and
 * byte ranges so videos can seek.
 */
export default class UploadsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request, response } = ctx
    const path = request.url()
    if (!path.startsWith(LOCAL_UPLOADS_PATH) || (env.get('DRIVE_DISK') ?? 'fs') !== 'fs') return next()
    if (!['GET', 'HEAD'].includes(request.method())) return next()

    const key = path.slice(LOCAL_UPLOADS_PATH.length)
    const type = mediaTypeOfKey(key)
    const file = type ? join(uploadsDirectory(), key) : null
    const info = file ? await stat(file).catch(() => null) : null
    if (!type || !file || !info?.isFile()) {
      return response.status(404).send({ error: 'Not found' })
    }

    response.header('content-type', type.mime)
    response.header('x-content-type-options', 'nosniff')
    response.header('content-disposition', 'inline')
    response.header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox")
    response.header('cross-origin-resource-policy', 'cross-origin')
    response.header('cache-control', 'public, max-age=31536000, immutable')
    response.header('accept-ranges', 'bytes')
    response.header('last-modified', info.mtime.toUTCString())

    let start = 0
    let end = info.size - 1
    const range = request.header('range')
    if (range) {
      const match = range.match(/^bytes=(\d*)-(\d*)$/)
      const from = match?.[1] ? Number(match[1]) : null
      const to = match?.[2] ? Number(match[2]) : null
      if (match && from === null && to !== null) {
        start = Math.max(0, info.size - to)
      } else if (match && from !== null) {
        start = from
        end = to === null ? end : Math.min(to, end)
      }
      if (!match || (from === null && to === null) || start > end || start >= info.size) {
        response.header('content-range', `bytes */${info.size}`)
        return response.status(416).send('')
      }
      response.status(206)
      response.header('content-range', `bytes ${start}-${end}/${info.size}`)
    }
    response.header('content-length', String(end - start + 1))
    // Node sends no body for HEAD.
    return response.stream(createReadStream(file, { start, end }))
  }
}
