import { BaseMail } from '@adonisjs/mail'
import { renderEmail } from '#shared/mail/layout'

export default class PasswordResetCodeMail extends BaseMail {
  subject = 'Your password reset code'

  constructor(
    readonly to: string,
    readonly code: string
  ) {
    super()
  }

  prepare() {
    const { html, text } = renderEmail({
      preview: `Your Hireloop password reset code is ${this.code}`,
      heading: 'Reset your password',
      paragraphs: [
        'Enter this code in the password reset dialog to choose a new password.',
        'The code expires in 15 minutes and can be tried 3 times.',
      ],
      code: this.code,
      footer: "If you didn't ask to reset your password, ignore this email: your password stays the same.",
    })
    this.message.to(this.to).html(html).text(text)
  }
}
