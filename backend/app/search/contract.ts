/*
| The search module's contract, what other modules may import from it: the
| answer shapes of the people, jobs and companies it lists, and the port it
| needs for jobs and companies. Types only: importing it runs nothing.
*/

export interface PersonResult {
  id: string
  name: string
  profileImage: string | null
  userType: 'candidate' | 'employer' | 'admin'
  headline: string | null
  location: string | null
}

/** GET /api/search/people: one page of the people a query finds, best match first. */
export interface PeoplePage {
  users: PersonResult[]
  nextCursor: string | null
  hasMore: boolean
}

export interface JobResult {
  id: string
  title: string
  companyName: string
  location: string
}

export interface CompanyResult {
  id: string
  name: string
  description: string
  /** Where it is based and its verified mark (admin or domain): two companies of one name are told apart. */
  headquarters: string | null
  verified: boolean
}

/** Jobs and companies matching a query, ranked, at most `limit` of each (the jobs module reads its own tables). */
export interface JobSearch {
  jobs(query: string, limit: number): Promise<JobResult[]>
  companies(query: string, limit: number): Promise<CompanyResult[]>
}

declare global {
  interface HireloopPorts {
    /** Jobs and companies for the global search (the jobs module); without it those lists are empty. */
    'jobs:search': JobSearch
  }
}
