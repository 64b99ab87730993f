import { randomUUID } from 'node:crypto'
import { readFile, rm } from 'node:fs/promises'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { insertResumeUpload } from '#jobs/repositories/applications_repository'
import type { Disk } from '@adonisjs/drive'
import { errors as vineErrors } from '@vinejs/vine'
import { APPLICATION_LIMITS as L, APPLICATION_MESSAGES as M } from '#jobs/constants'
import type { ResumeUploadAnswer } from '#jobs/application_contract'
import { cleanFileName, detectResume } from '#jobs/rules/resume_type'

export interface IncomingResume {
  /** Where the multipart middleware wrote it (removed by it after the request). */
  tmpPath: string
  size: number
  clientName: string
}

function refuse(message: string, rule: string) {
  return new vineErrors.E_VALIDATION_ERROR([{ field: 'file', message, rule }])
}

/**
 * Keeps a candidate's résumé on the private `resumes` disk under a random
 * key, with a `resume_uploads` row (original name, type found in its
 * bytes, size). A refused file leaves nothing: no stored file, no row.
 */
export default class StoreResume {
  constructor(private disk: Disk = drive.use('resumes')) {}

  async handle(file: IncomingResume | null, userId: string): Promise<ResumeUploadAnswer> {
    try {
      return await this.store(file, userId)
    } finally {
      if (file) await rm(file.tmpPath, { force: true })
    }
  }

  private async store(file: IncomingResume | null, userId: string): Promise<ResumeUploadAnswer> {
    if (!file) throw refuse(M.fileRequired, 'required')
    if (file.size > L.resumeBytes) throw refuse(M.fileTooLarge, 'fileSize')
    const type = detectResume(await readFile(file.tmpPath))
    if (!type) throw refuse(M.invalidFileType, 'fileType')

    const id = randomUUID()
    const key = `${userId}/${id}.${type.extension}`
    const name = cleanFileName(file.clientName, type.extension)
    await db.transaction(async (trx) => {
      await insertResumeUpload(trx, { id, userId, key, originalName: name, mime: type.mime, size: file.size })
      // Inside the transaction: a failed copy leaves no row either.
      await this.disk.moveFromFs(file.tmpPath, key, { contentType: type.mime, visibility: 'private' })
    })
    return { id, url: `resume:${id}`, name, size: file.size, type: type.mime }
  }
}
