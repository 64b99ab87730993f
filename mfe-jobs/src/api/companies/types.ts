/** A company as GET /api/companies and POST /api/companies answer it (part 2 §3 "Company"). */
export interface Company {
  id: string
  name: string
  description?: string | null
  logo?: string | null
  size?: string | null
  industry?: string | null
  website?: string | null
  verified?: boolean
  ownerId?: string
  isFoundingEmployer?: boolean
  foundingEmployerNumber?: number | null
}
