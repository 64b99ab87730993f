import { createRequire } from 'node:module'
import { BaseSchema } from '@adonisjs/lucid/schema'

interface ZipcodePlace {
  zip: string
  latitude: number
  longitude: number
  city: string
  state: string
  country: string
}

const ROWS_PER_INSERT = 2_000

/**
 * Job alerts that honour their radius, and e-mail digests:
 * - `geo_places`: every US zip code with its city, state and coordinates,
 *   from the `zipcodes` package's data (loaded here only, never by the app:
 *   it is 5 MB of JavaScript). Jobs and alerts are placed by zip, or by city
 *   and state (the centroid of the city's zips), at write time.
 * - `geo_states`: the states' codes and names (an alert for 'Texas' or
 *   'TX' matches jobs in either spelling).
 * - `jobs.latitude/longitude`, `alerts.latitude/longitude`: where each is,
 *   when it could be placed; an alert then matches the jobs within its
 *   radius, and falls back to matching names otherwise (a remote job, a
 *   place the data does not know). `alerts.state_code`: an alert for a
 *   whole state matches the jobs in it.
 * - `alert_matches` and `alerts.last_digest_at`: a daily or weekly alert
 *   collects its matches and e-mails them in one digest per period.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('geo_places', (table) => {
      table.string('zip', 5).primary()
      table.string('city', 64).notNullable()
      table.string('state', 2).notNullable()
      table.double('latitude').notNullable()
      table.double('longitude').notNullable()
    })
    this.schema.raw(`CREATE INDEX geo_places_city_idx ON geo_places (lower(city), state)`)
    this.schema.createTable('geo_states', (table) => {
      table.string('code', 2).primary()
      table.string('name', 40).notNullable()
    })

    this.schema.alterTable('jobs', (table) => {
      table.double('latitude').nullable()
      table.double('longitude').nullable()
    })
    this.schema.alterTable('alerts', (table) => {
      table.double('latitude').nullable()
      table.double('longitude').nullable()
      table.string('state_code', 2).nullable()
      table.timestamp('last_digest_at', { useTz: true, precision: 3 }).nullable()
    })
    this.schema.createTable('alert_matches', (table) => {
      table.uuid('alert_id').notNullable().references('id').inTable('alerts').onDelete('CASCADE')
      table.uuid('job_id').notNullable().references('id').inTable('jobs').onDelete('CASCADE')
      table.timestamp('matched_at', { useTz: true, precision: 3 }).notNullable()
      table.timestamp('emailed_at', { useTz: true, precision: 3 }).nullable()
      table.primary(['alert_id', 'job_id'])
    })
    this.schema.raw(`CREATE INDEX alert_matches_pending_idx ON alert_matches (alert_id) WHERE emailed_at IS NULL`)

    this.defer(async (db) => {
      const require = createRequire(import.meta.url)
      const { codes } = require('zipcodes') as { codes: Record<string, ZipcodePlace> }
      const { full } = require('zipcodes/lib/states.js') as { full: Record<string, string> }
      const rows = Object.values(codes)
        .filter((place) => place.country === 'US' && /^\d{5}$/.test(place.zip) && /^[A-Z]{2}$/.test(place.state))
        .map((place) => ({
          zip: place.zip,
          city: place.city.slice(0, 64),
          state: place.state,
          latitude: place.latitude,
          longitude: place.longitude,
        }))
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
        await db.table('geo_places').multiInsert(rows.slice(start, start + ROWS_PER_INSERT))
      }
      await db.table('geo_states').multiInsert(
        Object.entries(full)
          .filter(([, code]) => rows.some((place) => place.state === code))
          .map(([name, code]) => ({ code, name }))
      )
      // Jobs posted before: placed by zip, else by city and state.
      await db.rawQuery(`
        UPDATE jobs j SET latitude = p.latitude, longitude = p.longitude
          FROM geo_places p WHERE p.zip = left(j.zip_code, 5) AND NOT j.is_remote`)
      await db.rawQuery(`
        UPDATE jobs j SET latitude = c.latitude, longitude = c.longitude
          FROM (SELECT lower(city) AS city, state, avg(latitude) AS latitude, avg(longitude) AS longitude
                  FROM geo_places GROUP BY lower(city), state) c
         WHERE j.latitude IS NULL AND NOT j.is_remote AND c.city = lower(j.location) AND c.state = upper(j.state)`)
    })
  }

  async down() {
    this.schema.dropTable('alert_matches')
    this.schema.dropTable('geo_states')
    this.schema.alterTable('alerts', (table) => {
      table.dropColumn('last_digest_at')
      table.dropColumn('state_code')
      table.dropColumn('longitude')
      table.dropColumn('latitude')
    })
    this.schema.alterTable('jobs', (table) => {
      table.dropColumn('longitude')
      table.dropColumn('latitude')
    })
    this.schema.dropTable('geo_places')
  }
}
