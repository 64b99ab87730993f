import { test } from '@japa/runner'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Mailer } from '@adonisjs/mail'
import emitter from '@adonisjs/core/services/emitter'
import { CatcherTransport } from '#shared/mail/catcher_transport'
import { escapeHtml, renderEmail } from '#shared/mail/layout'
import VerifyEmailMail from '#auth/mails/verify_email_mail'
import PasswordResetCodeMail from '#auth/mails/password_reset_code_mail'
import LoginCodeMail from '#auth/mails/login_code_mail'
import EmailChangeNoticeMail, { maskEmail } from '#auth/mails/email_change_notice_mail'

test.group('mail templates', () => {
  test('escapes every interpolated value in the HTML', ({ assert }) => {
    assert.equal(escapeHtml(`<a href="x">&'</a>`), '&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;')
    const { html, text } = renderEmail({
      preview: 'p',
      heading: '<script>alert(1)</script>',
      paragraphs: ['Tom & "Jerry"'],
      action: { label: 'Go', url: 'https://example.com/?a=1&b="2"' },
      footer: 'f',
    })
    assert.notInclude(html, '<script>')
    assert.include(html, '&lt;script&gt;alert(1)&lt;/script&gt;')
    assert.include(html, 'Tom &amp; &quot;Jerry&quot;')
    assert.include(html, 'href="https://example.com/?a=1&amp;b=&quot;2&quot;"')
    assert.include(text, 'Go: https://example.com/?a=1&b="2"')
  })

  test('each account mail has a subject, an HTML and a text body with its link or code', async ({ assert }) => {
    const cases = [
      {
        mail: new VerifyEmailMail('a@example.com', 'https://app.test/verify-email?token=abc'),
        needle: 'https://app.test/verify-email?token=abc',
        subject: 'Verify your email address',
      },
      {
        mail: new PasswordResetCodeMail('a@example.com', '012345'),
        needle: '012345',
        subject: 'Your password reset code',
      },
      { mail: new LoginCodeMail('a@example.com', '987654'), needle: '987654', subject: 'Your sign-in code' },
      {
        mail: new EmailChangeNoticeMail('a@example.com', 'attacker.box@example.net'),
        needle: 'a•••@example.net',
        subject: 'Your email address is being changed',
      },
    ]
    for (const { mail, needle, subject } of cases) {
      await mail.build()
      const message = mail.message.toObject().message
      assert.equal(message.subject, subject)
      assert.include(String(message.html), needle)
      assert.include(String(message.text), needle)
      assert.match(String(message.html), /^<!doctype html>/)
    }
  })
})

test.group('email change notice', () => {
  test('shows the first character and the domain of the new address, never the whole of it', async ({ assert }) => {
    assert.equal(maskEmail('attacker.box@example.net'), 'a•••@example.net')
    assert.equal(maskEmail('j@example.com'), 'j•••@example.com')
    assert.equal(maskEmail('😀smile@example.com'), '😀•••@example.com')
    const notice = new EmailChangeNoticeMail('owner@example.com', 'attacker.box@example.net')
    await notice.build()
    const message = notice.message.toObject().message
    assert.deepEqual(message.to, ['owner@example.com'])
    for (const body of [String(message.html), String(message.text)]) {
      assert.notInclude(body, 'attacker.box')
      assert.include(body, 'reset your password')
    }
  })
})

test.group('local mail catcher', (group) => {
  let directory: string
  group.each.setup(async () => {
    directory = await mkdtemp(join(tmpdir(), 'hireloop-catcher-'))
    return () => rm(directory, { recursive: true, force: true })
  })

  test('keeps each message as JSON plus HTML that a browser test can read', async ({ assert }) => {
    const mailer = new Mailer('catcher', new CatcherTransport(directory), emitter, {
      from: { address: 'no-reply@hireloop.dev', name: 'Hireloop' },
    })
    const response = await mailer.send(new PasswordResetCodeMail('reader@example.com', '246810'))

    const files = (await readdir(directory)).sort()
    assert.lengthOf(files, 2)
    assert.match(files[0], /\.html$/)
    assert.match(files[1], /\.json$/)
    assert.equal(response.messageId, files[1].replace(/\.json$/, ''))
    const caught = JSON.parse(await readFile(join(directory, files[1]), 'utf8'))
    assert.deepEqual(caught.to, ['reader@example.com'])
    assert.equal(caught.from, 'no-reply@hireloop.dev')
    assert.equal(caught.subject, 'Your password reset code')
    assert.include(caught.text, '246810')
    assert.include(await readFile(join(directory, files[0]), 'utf8'), '246810')
  })
})

/** Just enough of an SMTP server to accept one message and keep the conversation. */
async function startFakeSmtpServer() {
  const { createServer } = await import('node:net')
  const received: { commands: string[]; data: string } = { commands: [], data: '' }
  const server = createServer((socket) => {
    let inData = false
    let buffer = ''
    socket.write('220 fake.smtp ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      let index: number
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index)
        buffer = buffer.slice(index + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            socket.write('250 2.0.0 queued\r\n')
          } else {
            received.data += `${line}\n`
          }
          continue
        }
        received.commands.push(line)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake.smtp\r\n')
        else if (verb === 'DATA') {
          inData = true
          socket.write('354 go ahead\r\n')
        } else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

test.group('mail over SMTP', () => {
  test('with SMTP configured a mail goes out over SMTP to its recipient', async ({ assert, cleanup }) => {
    const { SMTPTransport } = await import('@adonisjs/mail/transports/smtp')
    const smtp = await startFakeSmtpServer()
    cleanup(smtp.close)

    const mailer = new Mailer(
      'smtp',
      new SMTPTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true }),
      emitter,
      { from: { address: 'no-reply@hireloop.dev', name: 'Hireloop' } }
    )
    await mailer.send(new VerifyEmailMail('newcomer@example.com', 'https://app.test/verify-email?token=xyz'))

    assert.include(smtp.received.commands, 'MAIL FROM:<no-reply@hireloop.dev>')
    assert.include(smtp.received.commands, 'RCPT TO:<newcomer@example.com>')
    assert.include(smtp.received.data, 'Subject: Verify your email address')
    const decoded = smtp.received.data
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    assert.include(decoded, 'https://app.test/verify-email?token=xyz')
  })
})
