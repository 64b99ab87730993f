import type { HttpContext } from '@adonisjs/core/http'
import { uploadValidator } from '#auth/validators/upload_validators'
import StoreUploads from '#auth/actions/store_uploads'

export default class UploadsController {
  /** POST /api/upload (multipart: `files`, one or more; optional `folder`) → { files: [{ url, type, size }] } */
  async store({ auth, request, response }: HttpContext) {
    const { folder } = await request.validateUsing(uploadValidator)
    const files = request
      .files('files')
      .filter((file) => file.tmpPath)
      .map((file) => ({ tmpPath: file.tmpPath!, size: file.size }))
    const stored = await new StoreUploads().handle(files, folder ?? 'media', auth.getUserOrFail().id)
    return response.created({ files: stored })
  }
}
