import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * When an upload was first used: a post, a profile or a company that names it
 * marks it (`claimOwnUploads`, when the write's media are checked). An upload
 * never used is removed 30 days after it was made (PurgeUnusedUploads). Every
 * upload made before this column existed counts as used: nothing tells which
 * of them a post still shows.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('uploads', (table) => {
      table.timestamp('used_at', { useTz: true }).nullable()
    })
    this.schema.raw(`UPDATE uploads SET used_at = created_at`)
    this.schema.raw(`CREATE INDEX uploads_unused_idx ON uploads (created_at) WHERE used_at IS NULL`)
  }

  async down() {
    this.schema.raw(`DROP INDEX uploads_unused_idx`)
    this.schema.alterTable('uploads', (table) => {
      table.dropColumn('used_at')
    })
  }
}
