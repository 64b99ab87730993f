import type { HttpContext } from '@adonisjs/core/http'
import { createJobValidator, updateJobValidator } from '#jobs/validators/job_validators'
import {
  browseJobsValidator,
  interactionValidator,
  normalizeBrowseQuery,
  reportJobValidator,
} from '#jobs/validators/browse_validators'
import CompanyPolicy from '#jobs/policies/company_policy'
import JobPolicy from '#jobs/policies/job_policy'
import CreateJob from '#jobs/actions/create_job'
import UpdateJob from '#jobs/actions/update_job'
import DeleteJob from '#jobs/actions/delete_job'
import ToggleJobInteraction from '#jobs/actions/toggle_job_interaction'
import ReportJob from '#jobs/actions/report_job'
import { findCompany } from '#jobs/queries/companies_query'
import { browseJobs, findJobForReader, jobForPolicy, readerInteractions } from '#jobs/queries/jobs_query'
import { WAGE_CATALOGUE, suggestedYearlyPay } from '#jobs/wage_catalogue'

export default class JobsController {
  /** GET /api/jobs?filters → JobsPage { jobs, nextCursor, hasMore, total, totalIsCapped } (total: null after a cursor) */
  async index({ request, auth }: HttpContext) {
    const filters = await browseJobsValidator.validate(normalizeBrowseQuery(request.qs()))
    return browseJobs(auth.getUserOrFail().id, filters)
  }

  /** GET /api/jobs/{id} */
  async show({ params, auth }: HttpContext) {
    return findJobForReader(auth.getUserOrFail(), params.id)
  }

  /** POST /api/jobs → 201 job */
  async store({ request, response, auth, bouncer }: HttpContext) {
    const input = await request.validateUsing(createJobValidator)
    const company = await findCompany(input.companyId)
    await bouncer.with(CompanyPolicy).authorize('postFor', company)
    const job = await new CreateJob().handle(company, input)
    return response.created(await findJobForReader(auth.getUserOrFail(), job.id))
  }

  /** PATCH /api/jobs/{id} {status} or edits → job */
  async update({ params, request, auth, bouncer }: HttpContext) {
    await bouncer.with(JobPolicy).authorize('manage', await jobForPolicy(params.id))
    const changes = await request.validateUsing(updateJobValidator)
    await new UpdateJob().handle(params.id, changes)
    return findJobForReader(auth.getUserOrFail(), params.id)
  }

  /** DELETE /api/jobs/{id} → { message } */
  async destroy({ params, bouncer }: HttpContext) {
    await bouncer.with(JobPolicy).authorize('manage', await jobForPolicy(params.id))
    return new DeleteJob().handle(params.id)
  }

  /** POST /api/jobs/{id}/interactions {type} → {save|like, message} */
  async interact({ params, request, auth }: HttpContext) {
    const { type } = await request.validateUsing(interactionValidator)
    const reader = auth.getUserOrFail()
    await findJobForReader(reader, params.id)
    return new ToggleJobInteraction().handle(reader.id, params.id, type)
  }

  /** POST /api/jobs/{id}/report {reason?} → { message }; 409 the second time */
  async report({ params, request, auth }: HttpContext) {
    const { reason } = await request.validateUsing(reportJobValidator)
    const reader = auth.getUserOrFail()
    await findJobForReader(reader, params.id)
    return new ReportJob().handle(reader.id, params.id, reason ?? null)
  }

  /** GET /api/user/job-interactions → { saved, liked, applied } */
  async interactions({ auth }: HttpContext) {
    return readerInteractions(auth.getUserOrFail().id)
  }

  /** GET /api/jobs/wage-catalogue → categories with titles, hourly ranges and the suggested yearly pay */
  async wageCatalogue() {
    return {
      categories: WAGE_CATALOGUE.map((entry) => ({
        category: entry.category,
        titles: entry.titles.map((title) => ({ ...title, suggestedYearlyPay: suggestedYearlyPay(title) })),
      })),
    }
  }
}
