import type { CompanyResult, JobResult, PersonResult } from '@hireloop/backend/api-types/search'

/** GET /api/search?q= → { jobs, companies, users } (part 1 §3 "Search result"), in the backend's own types. */
export type SearchJob = JobResult
export type SearchCompany = CompanyResult
export type SearchPerson = PersonResult

export interface SearchResults {
  jobs: SearchJob[]
  companies: SearchCompany[]
  users: SearchPerson[]
}
