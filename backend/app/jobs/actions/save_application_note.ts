import { saveEmployerNote } from '#jobs/repositories/applications_repository'

export interface ApplicationNoteAnswer {
  note: string
  updatedAt: string | null
}

/** Keeps (or, when empty, clears) the employer's private note on an application. */
export default class SaveApplicationNote {
  async handle(applicationId: string, note: string | null): Promise<ApplicationNoteAnswer> {
    const text = note?.trim() ? note.trim() : null
    const now = new Date()
    await saveEmployerNote(applicationId, text, now)
    return { note: text ?? '', updatedAt: text ? now.toISOString() : null }
  }
}
