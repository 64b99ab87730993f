import type { DateTime } from 'luxon'
import { foundingBenefits } from '#jobs/rules/founding'

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
  verified: boolean
  isFoundingEmployer: boolean
  foundingEmployerNumber: number | null
  hasLifetimePriorityPlacement: boolean
  subscriptionTier: string | null
  earlyBirdSignupDate: DateTime | null
  freeTrialEndsAt: DateTime | null
  responseRate: number | null
  typicalResponseHours: number | null
  createdAt: DateTime
}

/** A company as the API answers it (part 2 §3 "Company"). */
export function transformCompany(company: CompanyFields) {
  return {
    id: company.id,
    ownerId: company.ownerId,
    name: company.name,
    description: company.description,
    logo: company.logo,
    size: company.size,
    industry: company.industry,
    website: company.website,
    verified: company.verified,
    isFoundingEmployer: company.isFoundingEmployer,
    foundingEmployerNumber: company.foundingEmployerNumber,
    hasLifetimePriorityPlacement: company.hasLifetimePriorityPlacement,
    subscriptionTier: company.subscriptionTier,
    foundingBenefits: foundingBenefits(company.foundingEmployerNumber),
    earlyBirdSignupDate: company.earlyBirdSignupDate?.toISO() ?? null,
    freeTrialEndsAt: company.freeTrialEndsAt?.toISO() ?? null,
    /** Percentage (0–100) of counted applications that got a response; null while too few count. */
    responseRate: company.responseRate,
    /** Median hours from applying to the first response; null while none was answered. */
    typicalResponseHours: company.typicalResponseHours,
    createdAt: company.createdAt.toISO(),
  }
}

export type CompanyAnswer = ReturnType<typeof transformCompany>

/** GET /api/companies/all (admin): a keyset page of company answers. */
export interface AllCompaniesPage {
  companies: CompanyAnswer[]
  nextCursor: string | null
}
