import { BaseMail } from '@adonisjs/mail'
import { renderEmail } from '#shared/mail/layout'

export default class LoginCodeMail extends BaseMail {
  subject = 'Your sign-in code'

  constructor(
    readonly to: string,
    readonly code: string
  ) {
    super()
  }

  prepare() {
    const { html, text } = renderEmail({
      preview: `Your Hireloop sign-in code is ${this.code}`,
      heading: 'Confirm it is you',
      paragraphs: [
        'Someone signed in to your account with the right password from a device we do not recognise. Enter this code to finish signing in.',
        'The code expires in 10 minutes and can be tried 3 times.',
      ],
      code: this.code,
      footer: "If this wasn't you, change your password now: someone knows it.",
    })
    this.message.to(this.to).html(html).text(text)
  }
}
