import { BaseMail } from '@adonisjs/mail'
import { renderEmail } from '#shared/mail/layout'
import { composeApplicationEmail, type ApplicationEmailType } from '#jobs/constants'

export interface ApplicationEmailContent {
  type: ApplicationEmailType
  to: string
  /** The employer's address: the candidate's reply goes to them. */
  replyTo: string
  candidateName: string
  jobTitle: string
  companyName: string
  /** The employer's own words (may be empty); escaped in the HTML by the layout. */
  message: string
  /** The candidate's applications page. */
  url: string
}

/** An e-mail from a job's employer to an applicant, from one of the five templates. */
export default class ApplicationEmail extends BaseMail {
  subject: string

  constructor(readonly content: ApplicationEmailContent) {
    super()
    this.subject = composeApplicationEmail(content.type, content.message, content).subject
  }

  get to() {
    return this.content.to
  }

  prepare() {
    const { type, jobTitle, companyName, message } = this.content
    const email = composeApplicationEmail(type, message, this.content)
    const { html, text } = renderEmail({
      preview: email.opening,
      heading: email.heading,
      paragraphs: email.paragraphs,
      action: { label: 'View your applications', url: this.content.url },
      footer: `You receive this because you applied to ${jobTitle} at ${companyName} on Hireloop. Reply to this e-mail to answer the employer.`,
    })
    this.message.to(this.content.to).replyTo(this.content.replyTo).html(html).text(text)
  }
}
