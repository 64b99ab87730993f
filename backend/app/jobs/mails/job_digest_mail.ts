import { BaseMail } from '@adonisjs/mail'
import { renderEmail } from '#shared/mail/layout'

export interface DigestJob {
  title: string
  companyName: string
  url: string
}

/** The jobs a daily or weekly alert matched since its last digest, in one e-mail. */
export default class JobDigestMail extends BaseMail {
  subject: string

  constructor(
    readonly to: string,
    readonly period: 'daily' | 'weekly',
    readonly search: string,
    readonly jobs: DigestJob[],
    readonly alertsUrl: string
  ) {
    super()
    const count = jobs.length
    this.subject = `${count} new job${count === 1 ? '' : 's'} for your ${period} alert${search ? `: ${search.slice(0, 60)}` : ''}`
  }

  prepare() {
    const count = this.jobs.length
    const since = this.period === 'daily' ? 'yesterday' : 'last week'
    const { html, text } = renderEmail({
      preview: `${count} new job${count === 1 ? '' : 's'} match your alert since ${since}.`,
      heading: `New jobs for your ${this.period} alert`,
      paragraphs: [
        `${count} job${count === 1 ? '' : 's'} posted since ${since} match${count === 1 ? 'es' : ''} your alert${this.search ? ` “${this.search}”` : ''}:`,
        ...this.jobs.map((job) => `${job.title} at ${job.companyName}: ${job.url}`),
      ],
      action: { label: 'Manage your job alerts', url: this.alertsUrl },
      footer: `You receive this ${this.period} digest because a job alert of yours asks for e-mails. Pause it from your profile under Job Alerts.`,
    })
    this.message.to(this.to).html(html).text(text)
  }
}
