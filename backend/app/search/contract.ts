/*
| The search module's contract, what other modules may import from it: the
| answer shapes of the jobs and companies it lists, and the port it needs
| for them. Types only: importing it runs nothing.
*/

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
