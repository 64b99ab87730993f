import pg from 'pg'

/**
 * Creates the benchmark's database on its PostgreSQL server when it is missing (through the `postgres` database);
 * with `reseed` it is dropped first, so the benchmark seeds it afresh.
 */
export async function ensureBenchDatabase(databaseUrl: string, options: { reseed?: boolean; log?: boolean } = {}) {
  const name = new URL(databaseUrl).pathname.slice(1)
  const admin = new URL(databaseUrl)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const quoted = `"${name.replace(/"/g, '""')}"`
    if (options.reseed) await client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`)
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!exists.rowCount) {
      await client.query(`CREATE DATABASE ${quoted}`)
      if (options.log) console.log(`created database ${name}`)
    }
  } finally {
    await client.end()
  }
}
