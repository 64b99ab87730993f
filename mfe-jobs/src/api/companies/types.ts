import type { CompanyAnswer, PublicCompanyAnswer } from '@hireloop/backend/api-types/jobs'

/** A company as its owner (and admins) read it: GET /api/companies, POST and PATCH answers (part 2 §3 "Company"). */
export type Company = CompanyAnswer

/** A company as any member reads it (GET /api/companies/{id}); the owner and admins get the full answer. */
export type PublicCompany = PublicCompanyAnswer | CompanyAnswer

/** What the employer edits: the fields of POST and PATCH /api/companies. */
export interface CompanyInput {
  name: string
  description: string | null
  website: string | null
  size: string | null
  industry: string | null
  headquarters: string | null
  logo?: string | null
}
