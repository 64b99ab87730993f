import db from '@adonisjs/lucid/services/db'
import Company from '#jobs/models/company'
import { CompanyNotFoundException } from '#jobs/exceptions'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function findCompany(id: string) {
  const company = UUID.test(id) ? await Company.find(id) : null
  if (!company) throw new CompanyNotFoundException()
  return company
}

export function companiesOf(ownerId: string) {
  return Company.query().where('owner_id', ownerId).orderBy('created_at', 'asc')
}

/** Every company name, for the wizard's picker (part 2 §2 step 1). */
export async function companyNames(): Promise<string[]> {
  const rows = await db.from('companies').select('name').orderBy('name', 'asc').limit(1000)
  return [...new Set(rows.map((row: { name: string }) => row.name))]
}

/** Public companies: their public fields, founding employers first. */
export function publicCompanies(limit = 200) {
  return Company.query().orderByRaw('founding_employer_number ASC NULLS LAST').orderBy('name', 'asc').limit(limit)
}
