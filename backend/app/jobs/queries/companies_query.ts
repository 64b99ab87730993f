import db from '@adonisjs/lucid/services/db'
import Company from '#jobs/models/company'
import { CompanyNotFoundException } from '#jobs/exceptions'
import { cursorId, decodeCursor, encodeCursor, slicePage } from '#shared/pagination/keyset'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function findCompany(id: string) {
  const company = UUID.test(id) ? await Company.find(id) : null
  if (!company) throw new CompanyNotFoundException()
  return company
}

export function companiesOf(ownerId: string) {
  return Company.query().where('owner_id', ownerId).orderBy('created_at', 'asc')
}

/** Every shown company's name, for the wizard's picker (part 2 §2 step 1). */
export async function companyNames(): Promise<string[]> {
  const rows = await db.from('companies').whereNull('hidden_at').select('name').orderBy('name', 'asc').limit(1000)
  return [...new Set(rows.map((row: { name: string }) => row.name))]
}

/** Public companies (hidden ones for admins only): their public fields, founding employers first. */
export function publicCompanies({ withHidden = false, limit = 200 }: { withHidden?: boolean; limit?: number } = {}) {
  return Company.query()
    .if(!withHidden, (query) => query.whereNull('hidden_at'))
    .orderByRaw('founding_employer_number ASC NULLS LAST')
    .orderBy('name', 'asc')
    .limit(limit)
}

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/**
 * Every company for the admins' verification screen: unverified first, then
 * by name (any case), then id; `q` keeps names that contain it, any case.
 * Keyset on (verified, lower(name), id), all ascending.
 */
export async function allCompanies(input: { q?: string; cursor?: string; limit: number }) {
  const after = input.cursor ? decodeCursor(input.cursor, { v: 'number', n: 'string', id: 'string' }) : null
  const query = Company.query().select('companies.*', db.raw('lower(name) AS sort_name'))
  if (input.q) query.whereRaw(`name ILIKE ? ESCAPE '\\'`, [`%${escapeLike(input.q)}%`])
  if (after) {
    query.whereRaw('(verified, lower(name), id) > (?, ?, ?)', [after.v === 1, after.n, cursorId(after.id)])
  }
  const rows = await query.orderByRaw('verified ASC, lower(name) ASC, id ASC').limit(input.limit + 1)
  return slicePage(rows, input.limit, (last) =>
    encodeCursor({ v: last.verified ? 1 : 0, n: last.$extras.sort_name, id: last.id })
  )
}
