import db from '@adonisjs/lucid/services/db'
import type { ApplicationNoteAnswer } from '#jobs/actions/save_application_note'

/** The employer's private note on an application ('' when there is none). */
export async function applicationNote(applicationId: string): Promise<ApplicationNoteAnswer> {
  const row = await db
    .from('applications')
    .where('id', applicationId)
    .select('employer_note', 'employer_note_updated_at')
    .first()
  const updatedAt = row?.employer_note_updated_at
  return {
    note: row?.employer_note ?? '',
    updatedAt: updatedAt ? new Date(updatedAt).toISOString() : null,
  }
}
