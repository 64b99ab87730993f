import type { CompanyAnswer } from '@hireloop/backend/api-types/jobs'

/** A company as GET /api/companies and POST /api/companies answer it (part 2 §3 "Company"): the backend's type. */
export type Company = CompanyAnswer
