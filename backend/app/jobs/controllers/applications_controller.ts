import type { HttpContext } from '@adonisjs/core/http'
import ApplicationPolicy from '#jobs/policies/application_policy'
import {
  applicationsPageValidator,
  applyValidator,
  sendEmailValidator,
  statusValidator,
} from '#jobs/validators/application_validators'
import ApplyToJob from '#jobs/actions/apply_to_job'
import WithdrawApplication from '#jobs/actions/withdraw_application'
import ChangeApplicationStatus from '#jobs/actions/change_application_status'
import SendApplicationEmail from '#jobs/actions/send_application_email'
import { jobForPolicy } from '#jobs/queries/jobs_query'
import {
  employerApplication,
  findApplication,
  jobApplications,
  myApplication,
  myApplications,
  ownedJobsApplications,
} from '#jobs/queries/applications_query'

export default class ApplicationsController {
  /** POST /api/jobs/{id}/apply → 201 ApplicationAnswer */
  async apply({ params, request, response, auth, bouncer }: HttpContext) {
    await bouncer.with(ApplicationPolicy).authorize('apply')
    await jobForPolicy(params.id)
    const input = await request.validateUsing(applyValidator)
    const candidate = auth.getUserOrFail()
    const id = await new ApplyToJob().handle(candidate, params.id, input)
    return response.created(await myApplication(candidate.id, id))
  }

  /** GET /api/applications/my → MyApplicationsPage (candidates only) */
  async my({ request, auth, bouncer }: HttpContext) {
    await bouncer.with(ApplicationPolicy).authorize('viewOwn')
    const page = await applicationsPageValidator.validate(request.qs())
    return myApplications(auth.getUserOrFail().id, page)
  }

  /** GET /api/applications → a candidate's own (MyApplicationsPage), or those of the reader's jobs (EmployerApplicationsPage) */
  async index({ request, auth }: HttpContext) {
    const page = await applicationsPageValidator.validate(request.qs())
    const reader = auth.getUserOrFail()
    return reader.userType === 'candidate' ? myApplications(reader.id, page) : ownedJobsApplications(reader.id, page)
  }

  /** GET /api/jobs/{jobId}/applications?tab → EmployerApplicationsPage with counts */
  async forJob({ params, request, bouncer }: HttpContext) {
    const job = await jobForPolicy(params.jobId)
    await bouncer.with(ApplicationPolicy).authorize('manage', job)
    const { tab, ...page } = await applicationsPageValidator.validate(request.qs())
    return jobApplications(job.id, tab ?? 'all', page)
  }

  /** PATCH /api/applications/{id} {status} → EmployerApplicationAnswer */
  async update({ params, request, auth, bouncer }: HttpContext) {
    const application = await findApplication(params.id)
    await bouncer.with(ApplicationPolicy).authorize('move', application)
    const { status } = await request.validateUsing(statusValidator)
    await new ChangeApplicationStatus().handle(application.id, status, auth.getUserOrFail().id)
    return employerApplication(application.id)
  }

  /** DELETE /api/applications/{id} → { message } (the applicant, while applied) */
  async destroy({ params, bouncer }: HttpContext) {
    const application = await findApplication(params.id)
    await bouncer.with(ApplicationPolicy).authorize('withdraw', application)
    return new WithdrawApplication().handle(application.id)
  }

  /** POST /api/applications/{id}/send-email {emailType, message} → { message } */
  async sendEmail({ params, request, auth, bouncer }: HttpContext) {
    const application = await findApplication(params.id)
    await bouncer.with(ApplicationPolicy).authorize('email', application)
    const { emailType, message } = await request.validateUsing(sendEmailValidator)
    return new SendApplicationEmail().handle(application, auth.getUserOrFail(), emailType, message ?? null)
  }
}
