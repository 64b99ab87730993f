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
}

export interface SearchPerson {
  id: string
  name: string
  profileImage: string | null
  userType: 'candidate' | 'employer' | 'admin'
  headline?: string | null
  location?: string | null
}

export interface SearchResults {
  jobs: SearchJob[]
  companies: SearchCompany[]
  users: SearchPerson[]
}
