import type { ResumeUploadAnswer } from '@hireloop/backend/api-types/jobs'
import { ApiError, postForm, type PostFormOptions } from '@hireloop/shared-ui'

export const RESUME_UPLOAD_URL = '/api/upload/resume'

export type ResumeUploadOptions = PostFormOptions

/**
 * POST /api/upload/resume (multipart field `file`) → 201 ResumeUploadAnswer, with upload progress. Failures are
 * ApiError (`data.error`, `data.errors[]` for 422 'Invalid file type' / 'File too large').
 */
export async function uploadResume(file: File, options: ResumeUploadOptions = {}): Promise<ResumeUploadAnswer> {
  const form = new FormData()
  form.append('file', file)
  const body = await postForm<ResumeUploadAnswer | undefined>(RESUME_UPLOAD_URL, form, options)
  if (!body || typeof body.url !== 'string') throw new ApiError(500, 'The upload answered without a résumé')
  return body
}
