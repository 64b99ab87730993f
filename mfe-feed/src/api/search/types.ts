import type { PersonResult } from '@hireloop/backend/api-types/search'

/** GET /api/search?q= → { jobs, companies, users } (part 1 §3 "Search result"). */
export interface SearchJob {
  id: string
  title: string
  company?: { id?: string; name: string } | null
  location?: string | null
}

export interface SearchCompany {
  id: string
  name: string
  description?: string | null
  /** Where it is based and its verified mark: two companies of one name read apart. */
  headquarters?: string | null
  verified?: boolean
}

/** A person as GET /api/search answers it (the backend query's type). */
export type SearchPerson = PersonResult

export interface SearchResults {
  jobs: SearchJob[]
  companies: SearchCompany[]
  users: SearchPerson[]
}
