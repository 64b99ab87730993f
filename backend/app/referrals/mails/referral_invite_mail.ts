import { BaseMail } from '@adonisjs/mail'
import { renderEmail } from '#shared/mail/layout'

/** A member invites someone by e-mail to be referred for a job: the link carries the referral code (`?ref=`). */
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
    this.subject = `${referrerName.slice(0, 60)} wants to refer you for ${jobTitle.slice(0, 80)}`
  }

  prepare() {
    const { html, text } = renderEmail({
      preview: `${this.referrerName} thinks you would be a great fit for ${this.jobTitle} at ${this.companyName}.`,
      heading: 'A referral for a job, if you want it',
      paragraphs: [
        `${this.referrerName} wants to refer you for ${this.jobTitle} at ${this.companyName} on Hireloop.`,
        ...(this.note ? [`“${this.note}”`] : []),
        'The referral is yours to accept: apply through the link below and your application will show it. Until you do, nobody is told whether you have an account or applied.',
      ],
      action: { label: 'View the job', url: this.url },
      footer: `You receive this because ${this.referrerName} entered your e-mail address to refer you. To decline, ignore this e-mail.`,
    })
    this.message.to(this.to).html(html).text(text)
  }
}
