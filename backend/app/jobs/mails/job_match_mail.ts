import { BaseMail } from '@adonisjs/mail'
import { renderEmail } from '#shared/mail/layout'

/** A new job matched a job alert whose owner asked for e-mails. */
export default class JobMatchMail extends BaseMail {
  subject: string

  constructor(
    readonly to: string,
    readonly jobTitle: string,
    readonly companyName: string,
    readonly url: string
  ) {
    super()
    this.subject = `New job: ${jobTitle.slice(0, 80)}`
  }

  prepare() {
    const { html, text } = renderEmail({
      preview: `${this.jobTitle} at ${this.companyName} matches your job alert.`,
      heading: 'A new job matches your alert',
      paragraphs: [`${this.jobTitle} at ${this.companyName} was just posted and matches one of your job alerts.`],
      action: { label: 'View the job', url: this.url },
      footer:
        'You receive this because a job alert of yours asks for e-mails. Pause it from your profile under Job Alerts.',
    })
    this.message.to(this.to).html(html).text(text)
  }
}
