import type Company from '#jobs/models/company'
import { foundingBenefits } from '#jobs/services/founding'

/** A company as the API answers it (part 2 §3 "Company"). */
export function transformCompany(company: Company) {
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
    createdAt: company.createdAt.toISO(),
  }
}

export type CompanyAnswer = ReturnType<typeof transformCompany>
