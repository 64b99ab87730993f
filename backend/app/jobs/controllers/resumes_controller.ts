import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import ApplicationPolicy from '#jobs/policies/application_policy'
import StoreResume from '#jobs/actions/store_resume'
import { findApplication } from '#jobs/queries/applications_query'
import { ResumeNotFoundException } from '#jobs/exceptions'
import { attachmentDisposition } from '#jobs/rules/resume_type'

export default class ResumesController {
  /** POST /api/upload/resume (multipart `file`) → 201 ResumeUploadAnswer (candidates only: checked by the route before the body is read) */
  async store({ request, response, auth }: HttpContext) {
    const file = request.file('file')
    const incoming = file?.tmpPath ? { tmpPath: file.tmpPath, size: file.size, clientName: file.clientName } : null
    return response.created(await new StoreResume().handle(incoming, auth.getUserOrFail().id))
  }

  /** GET /api/applications/{id}/resume → the file, to the applicant or the job's employer only */
  async show({ params, response, bouncer }: HttpContext) {
    const application = await findApplication(params.id)
    await bouncer.with(ApplicationPolicy).authorize('readResume', application)
    const resume = application.resume
    const disk = drive.use('resumes')
    if (!resume || !(await disk.exists(resume.key))) throw new ResumeNotFoundException()
    response.header('content-type', resume.mime)
    response.header('content-length', String(resume.size))
    response.header('content-disposition', attachmentDisposition(resume.name))
    response.header('cache-control', 'private, no-store')
    response.header('x-content-type-options', 'nosniff')
    return response.stream(await disk.getStream(resume.key))
  }
}
