import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import logger from '@adonisjs/core/services/logger'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage, Recipient } from '@adonisjs/mail/types'

export interface CaughtMail {
  id: string
  date: string
  from: string | null
  to: string[]
  subject: string
  text: string
  html: string
}

function address(recipient: Recipient | undefined) {
  if (!recipient) return null
  return typeof recipient === 'string' ? recipient : recipient.address
}

function body(value: NodeMailerMessage['html']) {
  return typeof value === 'string' ? value : value instanceof Buffer ? value.toString('utf8') : ''
}

/**
 * The development mail catcher (used when no SMTP server is configured):
 * every message is kept as <id>.json (addresses, subject, text, html) and
 * <id>.html under the catcher folder, and its links and codes are logged,
 * so a developer or a browser test can finish a sign-up without an inbox.
 */
export class CatcherTransport implements MailTransportContract {
  constructor(private directory: string) {}

  async send(message: NodeMailerMessage) {
    const date = new Date()
    const id = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`
    const to = (message.to ?? []).map(address).filter((value): value is string => Boolean(value))
    const mail: CaughtMail = {
      id,
      date: date.toISOString(),
      from: address(message.from),
      to,
      subject: String(message.subject ?? ''),
      text: body(message.text),
      html: body(message.html),
    }

    await mkdir(this.directory, { recursive: true })
    const file = join(this.directory, `${id}.json`)
    await writeFile(file, JSON.stringify(mail, null, 2))
    if (mail.html) await writeFile(join(this.directory, `${id}.html`), mail.html)

    const links = mail.text.match(/https?:\/\/\S+/g) ?? []
    const codes = mail.text.match(/\b\d{6}\b/g) ?? []
    logger.info(
      { to, subject: mail.subject, file, links, codes },
      `mail to ${to.join(', ')}: "${mail.subject}"${links.length ? ` link ${links[0]}` : ''}${codes.length ? ` code ${codes[0]}` : ''}`
    )

    return new MailResponse(id, { from: mail.from ?? false, to }, { file })
  }
}
