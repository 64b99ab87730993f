import { BaseMail } from '@adonisjs/mail'
import { renderEmail } from '#shared/mail/layout'

/** The link that proves an address belongs to the account (24 h, single use). */
export default class VerifyEmailMail extends BaseMail {
  subject = 'Verify your email address'

  constructor(
    readonly to: string,
    readonly url: string,
    readonly isNewAddress = false
  ) {
    super()
  }

  prepare() {
    const { html, text } = renderEmail({
      preview: 'Confirm your email address to finish setting up your account.',
      heading: this.isNewAddress ? 'Confirm your new email address' : 'Welcome! Please verify your email',
      paragraphs: [
        this.isNewAddress
          ? 'You asked to use this address for your Hireloop account. Confirm it to make the change.'
          : 'Thanks for joining Hireloop. Confirm your email address to finish setting up your account.',
        'This link expires in 24 hours and can be used once.',
      ],
      action: { label: 'Verify email address', url: this.url },
      footer: "If you didn't ask for this, you can ignore this email: nothing changes without the link.",
    })
    this.message.to(this.to).html(html).text(text)
  }
}
