import type { HttpContext } from '@adonisjs/core/http'
import { createAlertValidator, updateAlertValidator } from '#jobs/validators/browse_validators'
import AlertPolicy from '#jobs/policies/alert_policy'
import { alertsOf, createAlert, deleteAlert, findAlert, setAlertActive } from '#jobs/queries/alerts_query'

export default class AlertsController {
  /** GET /api/alerts → the caller's alerts, newest first */
  async index({ auth }: HttpContext) {
    return alertsOf(auth.getUserOrFail().id)
  }

  /** POST /api/alerts {query, location, radius?, frequency?, email?} → 201 alert */
  async store({ request, response, auth }: HttpContext) {
    const input = await request.validateUsing(createAlertValidator)
    return response.created(await createAlert(auth.getUserOrFail().id, input))
  }

  /** PATCH /api/alerts/{id} {isActive} → alert (owner only) */
  async update({ params, request, bouncer }: HttpContext) {
    await bouncer.with(AlertPolicy).authorize('manage', await findAlert(params.id))
    const { isActive } = await request.validateUsing(updateAlertValidator)
    return setAlertActive(params.id, isActive)
  }

  /** DELETE /api/alerts/{id} → { message } (owner only) */
  async destroy({ params, bouncer }: HttpContext) {
    await bouncer.with(AlertPolicy).authorize('manage', await findAlert(params.id))
    await deleteAlert(params.id)
    return { message: 'Alert deleted' }
  }
}
