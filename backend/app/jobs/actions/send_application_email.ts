import mail from '@adonisjs/mail/services/main'
import env from '#start/env'
import { APPLICATION_MESSAGES as M, type ApplicationEmailType } from '#jobs/constants'
import ApplicationEmail from '#jobs/mails/application_email'
import type { ApplicationRecord } from '#jobs/queries/applications_query'
import User from '#shared/models/user'

interface Sender {
  email: string
}

/** The job's employer writes to an applicant with one of the five templates (queued like every mail). */
export default class SendApplicationEmail {
  async handle(application: ApplicationRecord, sender: Sender, type: ApplicationEmailType, message: string | null) {
    const candidate = await User.query().where('id', application.userId).select('email', 'name').firstOrFail()
    await mail.sendLater(
      new ApplicationEmail({
        type,
        to: candidate.email,
        replyTo: sender.email,
        candidateName: candidate.name,
        jobTitle: application.jobTitle,
        companyName: application.companyName,
        message: message ?? '',
        url: new URL('/applications', env.get('APP_URL')).toString(),
      })
    )
    return { message: M.emailSent }
  }
}
