/*
| Turning one module off inside the test process: its listeners stop and its
| ports go (#shared/modules/registry), as when MODULES leaves it out, and
| every statement that would write to its tables is recorded by a trigger,
| so a test can assert that its neighbours wrote nothing there. Run inside
| testUtils.db().withGlobalTransaction(): the triggers and the record are
| rolled back with the test.
*/
import { readdirSync, readFileSync } from 'node:fs'
import db from '@adonisjs/lucid/services/db'
import { stopModule } from '#shared/modules/registry'

const APP = new URL('../app/', import.meta.url)

/** The backend modules (the folders of app/ but the kernel). */
export function moduleNames(): string[] {
  return readdirSync(APP, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
    .map((entry) => entry.name)
    .sort()
}

/** The tables a module's migrations create (its own tables; those it only alters belong to others). */
export function tablesOf(module: string): string[] {
  const folder = new URL(`${module}/database/migrations/`, APP)
  let files: string[]
  try {
    files = readdirSync(folder).filter((file) => file.endsWith('.ts'))
  } catch {
    return []
  }
  const tables = new Set<string>()
  for (const file of files) {
    const source = readFileSync(new URL(file, folder), 'utf8')
    const own = source.match(/tableName = '([a-z_]+)'/)?.[1]
    if (own && /createTable\(this\.tableName/.test(source)) tables.add(own)
    for (const match of source.matchAll(/createTable\('([a-z_]+)'/g)) tables.add(match[1])
    for (const match of source.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?([a-z_]+)/g)) tables.add(match[1])
  }
  return [...tables].sort()
}

export interface ModuleOff {
  tables: string[]
  /** Each statement that wrote to one of the module's tables while it was off: `<table> <INSERT|UPDATE|DELETE|TRUNCATE>`. */
  writes(): Promise<string[]>
  /** Turns the module on again (its listeners and ports come back). */
  restore(): void
}

export async function turnModuleOff(module: string): Promise<ModuleOff> {
  const tables = tablesOf(module)
  await db.rawQuery('CREATE TABLE module_off_writes (id serial PRIMARY KEY, what text NOT NULL)')
  await db.rawQuery(`
    CREATE FUNCTION module_off_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO module_off_writes (what) VALUES (TG_TABLE_NAME || ' ' || TG_OP);
      RETURN NULL;
    END $$`)
  for (const table of tables) {
    await db.rawQuery(
      `CREATE TRIGGER module_off_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"
       FOR EACH STATEMENT EXECUTE FUNCTION module_off_write()`
    )
  }
  const restore = stopModule(module)
  return {
    tables,
    async writes() {
      const rows = await db.from('module_off_writes').orderBy('id').select('what')
      return rows.map((row) => row.what as string)
    },
    restore,
  }
}
