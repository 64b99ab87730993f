import { randomBytes } from 'node:crypto'
import { open, rm } from 'node:fs/promises'
import drive from '@adonisjs/drive/services/main'
import type { Disk } from '@adonisjs/drive'
import { errors as vineErrors } from '@vinejs/vine'
import { ACCOUNT_MESSAGES as M, UPLOAD_LIMITS } from '#auth/account_rules'
import { recordUpload } from '#auth/repositories/uploads_repository'
import { SNIFF_BYTES, detectMedia, type MediaType, type UploadFolder } from '#shared/services/uploads'

export interface IncomingFile {
  /** Where the multipart middleware wrote the upload (removed by it after the request). */
  tmpPath: string
  size: number
}

export interface StoredUpload {
  url: string
  type: string
  size: number
}

/** The avatar flow sends folder=public (part 1 §7): pictures only. */
const IMAGE_ONLY_FOLDERS: UploadFolder[] = ['public', 'avatars']

function refuse(message: string, rule: string, index?: number) {
  return new vineErrors.E_VALIDATION_ERROR([{ field: index === undefined ? 'files' : `files.${index}`, message, rule }])
}

async function sniff(path: string) {
  const handle = await open(path, 'r')
  try {
    const head = Buffer.alloc(SNIFF_BYTES)
    const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0)
    return head.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/**
 * Stores images and videos under random names. Every file is checked
 * first (type by content, size by type, pictures only for avatars), so a
 * request stores all its files or none. Each stored key is recorded with
 * its uploader (`uploads`), the proof that a URL is theirs.
 */
export default class StoreUploads {
  constructor(private disk: Disk = drive.use()) {}

  async handle(files: IncomingFile[], folder: UploadFolder, userId: string): Promise<StoredUpload[]> {
    try {
      return await this.store(files, folder, userId)
    } finally {
      // Refused (or half-copied) temporary files are not left behind.
      await Promise.all(files.map((file) => rm(file.tmpPath, { force: true })))
    }
  }

  private async store(files: IncomingFile[], folder: UploadFolder, userId: string): Promise<StoredUpload[]> {
    if (!files.length) throw refuse(M.fileRequired, 'required')
    if (files.length > UPLOAD_LIMITS.filesPerRequest) throw refuse(M.tooManyFiles, 'maxLength')

    const checked: { file: IncomingFile; type: MediaType }[] = []
    for (const [index, file] of files.entries()) {
      const type = detectMedia(await sniff(file.tmpPath))
      if (!type || (type.kind === 'video' && IMAGE_ONLY_FOLDERS.includes(folder))) {
        throw refuse(M.invalidFileType, 'fileType', index)
      }
      const limit = type.kind === 'image' ? UPLOAD_LIMITS.imageBytes : UPLOAD_LIMITS.videoBytes
      if (file.size > limit) throw refuse(M.fileTooLarge, 'fileSize', index)
      checked.push({ file, type })
    }

    const stored: StoredUpload[] = []
    for (const { file, type } of checked) {
      const key = `${folder}/${randomBytes(16).toString('hex')}.${type.extension}`
      await recordUpload(key, userId)
      await this.disk.moveFromFs(file.tmpPath, key, {
        contentType: type.mime,
        contentDisposition: 'inline',
        cacheControl: 'public, max-age=31536000, immutable',
        visibility: 'public',
      })
      stored.push({ url: await this.disk.getUrl(key), type: type.mime, size: file.size })
    }
    return stored
  }
}
