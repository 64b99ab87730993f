import type { DateTime } from 'luxon'
import { foundingBenefits } from '#jobs/rules/founding'
import { companyVerification } from '#jobs/company_rules'

/** The columns a company's answer reads (the Company model has them; the type keeps the model out of api_types). */
export interface CompanyFields {
  id: string
  ownerId: string
  name: string
  description: string | null
  logo: string | null
  size: string | null
  industry: string | null
  website: string | null
  headquarters: string | null
  verified: boolean
  domainVerified: boolean
  isFoundingEmployer: boolean
  foundingEmployerNumber: number | null
  hasLifetimePriorityPlacement: boolean
  subscriptionTier: string | null
  earlyBirdSignupDate: DateTime | null
  freeTrialEndsAt: DateTime | null
  hiddenAt: DateTime | null
  hiddenReason: string | null
  responseRate: number | null
  typicalResponseHours: number | null
  createdAt: DateTime
}

/** A company as every member reads it (GET /api/companies/{id}, /api/companies/public). */
export function transformPublicCompany(company: CompanyFields) {
  return {
    id: company.id,
    name: company.name,
    description: company.description,
    logo: company.logo,
    size: company.size,
    industry: company.industry,
    website: company.website,
    headquarters: company.headquarters,
    /** Verified by an admin (the badge on job cards also shows for a verified domain). */
    verified: company.verified,
    domainVerified: company.domainVerified,
    /** Which kind of verification the company has: 'admin', 'domain' or null. */
    verification: companyVerification(company),
    isFoundingEmployer: company.isFoundingEmployer,
    foundingEmployerNumber: company.foundingEmployerNumber,
    hasLifetimePriorityPlacement: company.hasLifetimePriorityPlacement,
    /** Percentage (0–100) of counted applications that got a response; null while too few count. */
    responseRate: company.responseRate,
    /** Median hours from applying to the first response; null while none was answered. */
    typicalResponseHours: company.typicalResponseHours,
    createdAt: company.createdAt.toISO(),
  }
}

/** A company as its owner and admins read it (part 2 §3 "Company"): the public fields, the owner and the plan. */
export function transformCompany(company: CompanyFields) {
  return {
    ...transformPublicCompany(company),
    ownerId: company.ownerId,
    subscriptionTier: company.subscriptionTier,
    foundingBenefits: foundingBenefits(company.foundingEmployerNumber),
    earlyBirdSignupDate: company.earlyBirdSignupDate?.toISO() ?? null,
    freeTrialEndsAt: company.freeTrialEndsAt?.toISO() ?? null,
    /** Hidden by an admin: its page and jobs are seen by its owner and admins only, with the admin's reason. */
    hidden: company.hiddenAt !== null,
    hiddenAt: company.hiddenAt?.toISO() ?? null,
    hiddenReason: company.hiddenReason,
  }
}

export type PublicCompanyAnswer = ReturnType<typeof transformPublicCompany>
export type CompanyAnswer = ReturnType<typeof transformCompany>

/** GET /api/companies/all (admin): a keyset page of company answers. */
export interface AllCompaniesPage {
  companies: CompanyAnswer[]
  nextCursor: string | null
}
