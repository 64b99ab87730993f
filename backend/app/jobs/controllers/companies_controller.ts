import type { HttpContext } from '@adonisjs/core/http'
import {
  allCompaniesQueryValidator,
  companyVerificationValidator,
  companyVisibilityValidator,
  createCompanyValidator,
  updateCompanyValidator,
} from '#jobs/validators/company_validators'
import { LIMITS } from '#jobs/constants'
import CompanyPolicy from '#jobs/policies/company_policy'
import CreateCompany from '#jobs/actions/create_company'
import UpdateCompany from '#jobs/actions/update_company'
import SetCompanyVerification from '#jobs/actions/set_company_verification'
import SetCompanyVisibility from '#jobs/actions/set_company_visibility'
import { CompanyNotAvailableException } from '#jobs/exceptions'
import type Company from '#jobs/models/company'
import RefreshDomainVerification from '#jobs/actions/refresh_domain_verification'
import { allCompanies, companiesOf, companyNames, findCompany, publicCompanies } from '#jobs/queries/companies_query'
import { companyJobs } from '#jobs/queries/jobs_query'
import { transformCompany, transformPublicCompany, type AllCompaniesPage } from '#jobs/transformers/company_transformer'

/** A hidden company is answered 'Company not available' (404) to anyone but its owner and admins. */
async function visibleCompany(id: string, bouncer: HttpContext['bouncer']): Promise<Company> {
  const company = await findCompany(id)
  if (company.hiddenAt && (await bouncer.with(CompanyPolicy).denies('readHidden', company))) {
    throw new CompanyNotAvailableException()
  }
  return company
}

export default class CompaniesController {
  /** GET /api/companies → the caller's companies (their verified domain checked again) */
  async index({ auth }: HttpContext) {
    const owner = auth.getUserOrFail()
    const companies = await new RefreshDomainVerification().handle(owner, await companiesOf(owner.id))
    return companies.map(transformCompany)
  }

  /** GET /api/companies/names → every shown company's name */
  async names() {
    return companyNames()
  }

  /** GET /api/companies/public → shown companies' public details (admins read hidden ones and the private fields) */
  async public({ auth }: HttpContext) {
    const reader = auth.getUserOrFail()
    return (await publicCompanies({ withHidden: reader.userType === 'admin' })).map((company) =>
      reader.userType === 'admin' ? transformCompany(company) : transformPublicCompany(company)
    )
  }

  /** GET /api/companies/{id}: the public fields; the owner and admins also read the private ones */
  async show({ params, bouncer }: HttpContext) {
    const company = await visibleCompany(params.id, bouncer)
    const full = await bouncer.with(CompanyPolicy).allows('readPrivate', company)
    return full ? transformCompany(company) : transformPublicCompany(company)
  }

  /** GET /api/companies/{id}/jobs */
  async jobs({ params, auth, bouncer }: HttpContext) {
    const company = await visibleCompany(params.id, bouncer)
    return companyJobs(auth.getUserOrFail(), company.id, company.ownerId)
  }

  /** POST /api/companies {name, description, …} → 201 company; 409 the second time; 403 for candidates and admins */
  async store({ request, response, auth, bouncer }: HttpContext) {
    await bouncer.with(CompanyPolicy).authorize('create')
    const input = await request.validateUsing(createCompanyValidator)
    const company = await new CreateCompany().handle(auth.getUserOrFail(), input)
    return response.created(transformCompany(company))
  }

  /** PATCH /api/companies/{id} (owner) */
  async update({ params, request, bouncer }: HttpContext) {
    const company = await findCompany(params.id)
    await bouncer.with(CompanyPolicy).authorize('edit', company)
    const changes = await request.validateUsing(updateCompanyValidator, {
      meta: { userId: company.ownerId, currentLogo: company.logo },
    })
    return transformCompany(await new UpdateCompany().handle(company.id, changes))
  }

  /** GET /api/companies/all?q&cursor&limit (admin) → { companies, nextCursor }: unverified first, then by name */
  async all({ request, bouncer }: HttpContext): Promise<AllCompaniesPage> {
    await bouncer.with(CompanyPolicy).authorize('administer')
    const { q, cursor, limit } = await allCompaniesQueryValidator.validate(request.qs())
    const page = await allCompanies({ q, cursor, limit: limit ?? LIMITS.pageDefault })
    return { companies: page.items.map(transformCompany), nextCursor: page.nextCursor }
  }

  /** PATCH /api/companies/{id}/verification {verified} (admin) → company */
  async verify({ params, request, bouncer }: HttpContext) {
    await bouncer.with(CompanyPolicy).authorize('administer')
    const { verified } = await request.validateUsing(companyVerificationValidator)
    return transformCompany(await new SetCompanyVerification().handle(params.id, verified))
  }

  /** PATCH /api/companies/{id}/visibility {hidden, reason} (admin) → company; hiding needs a reason */
  async visibility({ params, request, bouncer }: HttpContext) {
    await bouncer.with(CompanyPolicy).authorize('administer')
    const company = await findCompany(params.id)
    const input = await request.validateUsing(companyVisibilityValidator)
    return transformCompany(await new SetCompanyVisibility().handle(company, input))
  }
}
