import { BaseMail } from '@adonisjs/mail'
import { renderEmail } from '#shared/mail/layout'

/**
 * The new address as the notice shows it: its first character and its
 * domain (`a•••@example.net`), enough for the owner to recognise their own
 * choice without the notice handing a stranger's full address around.
 */
export function maskEmail(email: string) {
  const at = email.lastIndexOf('@')
  if (at <= 0) return '•••'
  return `${[...email.slice(0, at)][0]}•••${email.slice(at)}`
}

/**
 * Sent to the account's current address when a change to another address
 * is asked for: the owner learns of it even if someone else holds a session.
 */
export default class EmailChangeNoticeMail extends BaseMail {
  subject = 'Your email address is being changed'

  constructor(
    readonly to: string,
    readonly newEmail: string
  ) {
    super()
  }

  prepare() {
    const masked = maskEmail(this.newEmail)
    const { html, text } = renderEmail({
      preview: `A change of your Hireloop email address to ${masked} was requested.`,
      heading: 'Email change requested',
      paragraphs: [
        `Someone signed in to your Hireloop account asked to change its email address to ${masked}.`,
        'The change happens only once the link we sent to the new address is opened. Until then we keep using this address.',
      ],
      footer:
        'If this wasn\'t you, reset your password now with "Forgot password?" on the sign-in page: that signs everyone out of your account and cancels the change.',
    })
    this.message.to(this.to).html(html).text(text)
  }
}
