/*
| Placing jobs and alerts on the map: geo_places
| holds every US zip code with its city, state and coordinates (migration
| 0008). A zip code places exactly; a city and state place at the centroid
| of the city's zip codes; a city alone takes the state where that name has
| the most zip codes (Austin → Texas). A state alone, a remote job or an
| unknown place is not placed: alerts then match by name.
*/
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { createRequire } from 'node:module'

export interface Point {
  latitude: number
  longitude: number
}

export interface PlaceQuery {
  zip?: string | null
  city?: string | null
  state?: string | null
}

const states = createRequire(import.meta.url)('zipcodes/lib/states.js') as {
  normalize: (state: string) => string | undefined
  abbr: Record<string, string>
}

/** 'CA', 'ca', 'California' → 'CA'; anything else → null. */
export function stateCode(state: string | null | undefined): string | null {
  const text = state?.trim().replace(/\s+/g, ' ')
  if (!text) return null
  const code = states.normalize(text)
  return code && code in states.abbr ? code : null
}

/**
 * What an alert's location names: a zip code ('94110', '94110-1234'), a
 * city and state ('Austin, TX', 'Austin, Texas'), or a city ('Austin').
 * A state alone ('TX', 'Texas') is not a place to measure a radius from.
 */
export function parseLocation(text: string): PlaceQuery | null {
  const value = text.trim().replace(/\s+/g, ' ')
  if (!value) return null
  const zip = /^(\d{5})(?:-\d{4})?$/.exec(value)
  if (zip) return { zip: zip[1] }
  const comma = value.lastIndexOf(',')
  if (comma >= 0) {
    const city = value.slice(0, comma).trim()
    const state = stateCode(value.slice(comma + 1))
    return city && state ? { city, state } : city ? { city } : null
  }
  if (stateCode(value)) return null
  return { city: value }
}

const toPoint = (row: { latitude: unknown; longitude: unknown } | undefined): Point | null =>
  row && row.latitude !== null && row.longitude !== null
    ? { latitude: Number(row.latitude), longitude: Number(row.longitude) }
    : null

export async function locate(query: PlaceQuery, client: QueryClientContract = db.connection()): Promise<Point | null> {
  const zip = query.zip ? /^\d{5}/.exec(query.zip.trim())?.[0] : undefined
  if (zip) {
    const found = toPoint(await client.from('geo_places').where('zip', zip).select('latitude', 'longitude').first())
    if (found) return found
  }
  const city = query.city?.trim().toLowerCase()
  if (!city) return null
  const state = stateCode(query.state)
  const result = await client.rawQuery(
    `SELECT avg(latitude) AS latitude, avg(longitude) AS longitude
       FROM geo_places
      WHERE lower(city) = :city AND state = ${
        state
          ? ':state'
          : '(SELECT state FROM geo_places WHERE lower(city) = :city GROUP BY state ORDER BY count(*) DESC, state LIMIT 1)'
      }`,
    state ? { city, state } : { city }
  )
  return toPoint(result.rows[0])
}

/** Where a job is, unless it is remote. */
export function locateJob(
  job: { zipCode: string; location: string; state: string; isRemote: boolean },
  client: QueryClientContract = db.connection()
) {
  if (job.isRemote) return Promise.resolve(null)
  return locate({ zip: job.zipCode, city: job.location, state: job.state }, client)
}
