import { BaseMail } from '@adonisjs/mail'
import { renderEmail } from '#shared/mail/layout'
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '#jobs/constants'

const STATUS_SENTENCES: Record<ApplicationStatus, string> = {
  applied: 'Your application has been received.',
  viewed: 'The employer is reviewing your application.',
  interview: 'The employer would like to interview you; expect them to get in touch with the details.',
  offer: 'The employer has extended you an offer.',
  hired: 'You have been hired. Congratulations!',
  rejected: 'The employer has decided not to move forward with your application this time.',
}

/** The candidate's application moved along the pipeline (sent on every change, with the in-app notification). */
export default class ApplicationStatusMail extends BaseMail {
  subject: string

  constructor(
    readonly to: string,
    readonly jobTitle: string,
    readonly companyName: string,
    readonly status: ApplicationStatus,
    readonly url: string
  ) {
    super()
    this.subject = `Your application for ${jobTitle.slice(0, 80)}: ${APPLICATION_STATUS_LABELS[status]}`
  }

  prepare() {
    const label = APPLICATION_STATUS_LABELS[this.status]
    const { html, text } = renderEmail({
      preview: `${this.jobTitle} at ${this.companyName}: ${label}`,
      heading: `Application update: ${label}`,
      paragraphs: [
        `Your application for ${this.jobTitle} at ${this.companyName} is now: ${label}.`,
        STATUS_SENTENCES[this.status],
      ],
      action: { label: 'See your applications', url: this.url },
      footer: `You receive this because you applied to ${this.jobTitle} at ${this.companyName} on Hireloop.`,
    })
    this.message.to(this.to).html(html).text(text)
  }
}
