import db from '@adonisjs/lucid/services/db'

export interface ApplicationNoteAnswer {
  note: string
  updatedAt: string | null
}

/** Keeps (or, when empty, clears) the employer's private note on an application. */
export default class SaveApplicationNote {
  async handle(applicationId: string, note: string | null): Promise<ApplicationNoteAnswer> {
    const text = note?.trim() ? note.trim() : null
    const now = new Date()
    await db
      .from('applications')
      .where('id', applicationId)
      .update({ employer_note: text, employer_note_updated_at: text ? now : null })
    return { note: text ?? '', updatedAt: text ? now.toISOString() : null }
  }
}
