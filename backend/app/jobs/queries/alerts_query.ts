import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { AlertNotFoundException } from '#jobs/exceptions'
import { locate, parseLocation, stateCode } from '#jobs/queries/places_query'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

interface AlertRow {
  id: string
  user_id: string
  query: string
  location: string
  radius: number
  frequency: string
  email: boolean
  is_active: boolean
  created_at: Date
}

/** An alert as the API answers it (part 2 §3 "alerts"). */
export interface JobAlertAnswer {
  id: string
  query: string
  location: string
  radius: number
  frequency: string
  email: boolean
  isActive: boolean
  createdAt: string
}

function transformAlert(row: AlertRow): JobAlertAnswer {
  return {
    id: row.id,
    query: row.query,
    location: row.location,
    radius: row.radius,
    frequency: row.frequency,
    email: row.email,
    isActive: row.is_active,
    createdAt: new Date(row.created_at).toISOString(),
  }
}

export async function alertsOf(userId: string) {
  const rows = await db
    .from('alerts')
    .where('user_id', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
  return (rows as AlertRow[]).map(transformAlert)
}

export async function findAlert(id: string) {
  const row = UUID.test(id) ? await db.from('alerts').where('id', id).first() : null
  if (!row) throw new AlertNotFoundException()
  return { id: row.id as string, userId: row.user_id as string }
}

export async function createAlert(
  userId: string,
  input: { query?: string | null; location?: string | null; radius?: number; frequency?: string; email?: boolean }
) {
  const now = new Date()
  const place = input.location ? parseLocation(input.location) : null
  const point = place ? await locate(place) : null
  const [row] = await db
    .table('alerts')
    .insert({
      id: randomUUID(),
      user_id: userId,
      query: input.query ?? '',
      location: input.location ?? '',
      radius: input.radius ?? 25,
      frequency: input.frequency ?? 'instant',
      email: input.email ?? false,
      is_active: true,
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
      state_code: input.location ? stateCode(input.location) : null,
      created_at: now,
      updated_at: now,
    })
    .returning('*')
  return transformAlert(row)
}

export async function setAlertActive(id: string, isActive: boolean) {
  const [row] = await db
    .from('alerts')
    .where('id', id)
    .update({ is_active: isActive, updated_at: new Date() })
    .returning('*')
  return transformAlert(row)
}

export async function deleteAlert(id: string) {
  await db.from('alerts').where('id', id).delete()
}
