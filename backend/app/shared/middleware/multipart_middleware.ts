import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import app from '@adonisjs/core/services/app'
import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { errors as vineErrors } from '@vinejs/vine'
import env from '#start/env'

export interface MultipartOptions {
  /** The one file field the route reads; parts of any other name are discarded unread. */
  field: string
  maxFiles: number
  /** Largest accepted size of one file, from its first bytes (e.g. 5 MB for an image, 50 MB for a video). */
  maxFileBytes: (head: Buffer) => number
  /** The whole body, files and fields. */
  limit: number
  messages: { tooManyFiles: string; fileTooLarge: string }
}

/** Where multipart files wait for their handler (UPLOADS_TMP_DIR, default backend/tmp/uploads). */
export function multipartTmpDirectory() {
  return env.get('UPLOADS_TMP_DIR') ?? app.tmpPath('uploads')
}

function refuse(field: string, message: string, rule: string) {
  return new vineErrors.E_VALIDATION_ERROR([{ field, message, rule }])
}

/**
 * Reads a multipart body, on the routes that take files only (the body
 * parser never processes one: `autoProcess: false`, and a multipart body
 * sent anywhere else is a 415). Used after `auth` and the route's rate
 * limit, so a refused request never reaches the disk. Files are written to
 * the temp folder while their size is checked against the route's limits,
 * and every temp file of the request is removed when it ends, whatever the
 * outcome: the handler moves the files it keeps before that.
 */
export default class MultipartMiddleware {
  async handle({ request }: HttpContext, next: NextFn, options: MultipartOptions) {
    if (request.bodyType !== 'multipart') return next()

    const directory = multipartTmpDirectory()
    await mkdir(directory, { recursive: true })
    const written: string[] = []
    const streams = new Set<Promise<unknown>>()
    const parts = new Set<NodeJS.ReadableStream & { destroy(error?: Error): void }>()
    let count = 0

    request.multipart.onFile(options.field, {}, async (part, report) => {
      const index = count++
      if (index >= options.maxFiles) {
        part.resume()
        request.multipart.abort(refuse(options.field, options.messages.tooManyFiles, 'maxLength'))
        return
      }
      const tmpPath = join(directory, randomUUID())
      written.push(tmpPath)
      parts.add(part)
      let size = 0
      let max = Number.POSITIVE_INFINITY
      part.pause()
      part.on('data', (chunk: Buffer) => {
        if (size === 0) max = options.maxFileBytes(chunk)
        size += chunk.length
        if (size > max) {
          const error = refuse(`${options.field}.${index}`, options.messages.fileTooLarge, 'fileSize')
          part.destroy(error)
          request.multipart.abort(error)
          return
        }
        void report(chunk)
      })
      const stream = pipeline(part, createWriteStream(tmpPath))
      streams.add(stream)
      try {
        await stream
      } finally {
        parts.delete(part)
      }
      return { tmpPath }
    })

    try {
      await request.multipart.process({ limit: options.limit }).catch((error) => {
        // The client went away mid-body: not a server fault.
        if (error?.message === 'Request aborted') throw new Exception('Request aborted', { status: 400 })
        throw error
      })
      return await next()
    } finally {
      // A refused body can leave parts half-read: stop them, let their
      // writes settle, then remove every file this request wrote.
      for (const part of parts) part.destroy()
      await Promise.allSettled(streams)
      await Promise.all(written.map((path) => rm(path, { force: true })))
    }
  }
}
