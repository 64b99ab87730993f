import pg from 'pg'

/**
 * For a run against a real server: a database of its own, created from
 * DATABASE_URL and dropped afterwards, so parallel runs (and whatever the
 * named database holds) never see each other's tables. Falls back to the
 * named database when the role may not create databases.
 */
export async function isolateTestDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const target = new URL(url)
  const name = `${target.pathname.slice(1) || 'postgres'}_test_${process.pid}_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: url })
  try {
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`)
  } catch (error) {
    console.warn(
      `using ${target.pathname.slice(1)} as is (could not create a test database: ${(error as Error).message})`
    )
    await admin.end().catch(() => {})
    return { url, drop: async () => {} }
  }
  await admin.end()
  target.pathname = `/${name}`
  return {
    url: target.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await client.end()
    },
  }
}
