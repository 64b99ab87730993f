import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { defineConfig, transports } from '@adonisjs/mail'
import type { InferMailers } from '@adonisjs/mail/types'
import { CatcherTransport } from '#shared/mail/catcher_transport'

/** "Name <address>" or a bare address. */
function parseSender(value: string) {
  const match = value.match(/^\s*(.*?)\s*<([^>]+)>\s*$/)
  return match ? { name: match[1].replace(/^"|"$/g, ''), address: match[2].trim() } : value.trim()
}

export const mailCatcherDirectory = env.get('MAIL_CATCHER_DIR') ?? app.makePath('storage/mail')

/**
 * SMTP (Mailpit in docker-compose, a real relay in production) when
 * SMTP_HOST is set; otherwise the local catcher, which logs each message's
 * link or code and keeps it under storage/mail.
 */
const mailConfig = defineConfig({
  default: env.get('SMTP_HOST') ? 'smtp' : 'catcher',
  from: parseSender(env.get('MAIL_FROM') ?? 'Hireloop <no-reply@hireloop.dev>'),
  mailers: {
    catcher: () => new CatcherTransport(mailCatcherDirectory),
    smtp: transports.smtp({
      host: env.get('SMTP_HOST') ?? '127.0.0.1',
      port: env.get('SMTP_PORT') ?? 1025,
      secure: env.get('SMTP_SECURE') ?? false,
      ...(env.get('SMTP_USERNAME')
        ? { auth: { type: 'login' as const, user: env.get('SMTP_USERNAME')!, pass: env.get('SMTP_PASSWORD') ?? '' } }
        : {}),
    }),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
