import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The applications that carry a résumé, by résumé: the purge of unattached résumés asks, for each old upload,
 * whether any application carries it, and deleting a `resume_uploads` row looks for the applications whose
 * `resume_upload_id` it must clear (the foreign key's `SET NULL`). Without it, both read every application.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      `CREATE INDEX applications_resume_idx ON applications (resume_upload_id) WHERE resume_upload_id IS NOT NULL`
    )
  }

  async down() {
    this.schema.raw(`DROP INDEX applications_resume_idx`)
  }
}
