import { BaseMail } from '@adonisjs/mail'
import { renderEmail } from '#shared/mail/layout'

/** A member referred someone by e-mail for a job: the link carries the referral code (`?ref=`). */
export default class ReferralInviteMail extends BaseMail {
  subject: string

  constructor(
    readonly to: string,
    readonly referrerName: string,
    readonly jobTitle: string,
    readonly companyName: string,
    readonly note: string,
    readonly url: string
  ) {
    super()
    this.subject = `${referrerName.slice(0, 60)} referred you for ${jobTitle.slice(0, 80)}`
  }

  prepare() {
    const { html, text } = renderEmail({
      preview: `${this.referrerName} thinks you would be a great fit for ${this.jobTitle} at ${this.companyName}.`,
      heading: 'You have been referred for a job',
      paragraphs: [
        `${this.referrerName} referred you for ${this.jobTitle} at ${this.companyName} on Hireloop.`,
        ...(this.note ? [`“${this.note}”`] : []),
        'Open the job through the link below, sign up with this e-mail address and apply: your application will show the referral.',
      ],
      action: { label: 'View the job', url: this.url },
      footer: `You receive this because ${this.referrerName} entered your e-mail address to refer you. If you do not know them, ignore this e-mail.`,
    })
    this.message.to(this.to).html(html).text(text)
  }
}
