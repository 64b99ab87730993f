import type { HttpContext } from '@adonisjs/core/http'
import ApplicationPolicy from '#jobs/policies/application_policy'
import SaveApplicationNote from '#jobs/actions/save_application_note'
import { findApplication } from '#jobs/queries/applications_query'
import { applicationNote } from '#jobs/queries/application_notes_query'
import { noteValidator } from '#jobs/validators/note_validator'

/** The dashboard's Notes: the employer's private note per application, for the owner of the job's company only. */
export default class ApplicationNotesController {
  /** GET /api/applications/{id}/note → { note, updatedAt } */
  async show({ params, bouncer }: HttpContext) {
    const application = await findApplication(params.id)
    await bouncer.with(ApplicationPolicy).authorize('note', application)
    return applicationNote(application.id)
  }

  /** PUT /api/applications/{id}/note {note} → { note, updatedAt } */
  async update({ params, request, bouncer }: HttpContext) {
    const application = await findApplication(params.id)
    await bouncer.with(ApplicationPolicy).authorize('note', application)
    const { note } = await request.validateUsing(noteValidator)
    return new SaveApplicationNote().handle(application.id, note)
  }
}
