import { test } from '@japa/runner'
import emitter from '@adonisjs/core/services/emitter'
import mail from '@adonisjs/mail/services/main'
import { Mailer, MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'
import { drainMailQueue, queueMessenger } from '#shared/mail/mail_queue'

/** A transport that takes `ms` to send each message, or fails for subjects starting with "fail". */
function slowTransport(ms: number) {
  const sent: string[] = []
  const transport: MailTransportContract = {
    async send(message: NodeMailerMessage) {
      await new Promise((resolve) => setTimeout(resolve, ms))
      const subject = String(message.subject)
      if (subject.startsWith('fail')) throw new Error(`refused: ${subject}`)
      sent.push(subject)
      return new MailResponse(subject, { from: 'no-reply@hireloop.test', to: ['ana@example.com'] }, {})
    },
  }
  return { transport, sent }
}

test.group('the mail queue (mail.sendLater)', () => {
  test('a stop waits for every queued mail to be handed to its transport', async ({ assert }) => {
    const { transport, sent } = slowTransport(100)
    const mailer = new Mailer('slow', transport, emitter, { from: 'no-reply@hireloop.test' })
    mailer.setMessenger(queueMessenger(mailer))
    for (let index = 0; index < 12; index++) {
      await mailer.sendLater((message) => void message.to('ana@example.com').subject(`code ${index}`).text('123456'))
    }
    assert.lengthOf(sent, 0)
    await drainMailQueue()
    assert.sameMembers(
      sent,
      Array.from({ length: 12 }, (_, index) => `code ${index}`)
    )
  })

  test('a mail its transport refuses is reported and does not hold the queue', async ({ assert, cleanup }) => {
    const { transport, sent } = slowTransport(20)
    const mailer = new Mailer('slow', transport, emitter, { from: 'no-reply@hireloop.test' })
    mailer.setMessenger(queueMessenger(mailer))
    const failures: string[] = []
    const listener = ({ error, mailerName }: { error: Error; mailerName: string }) =>
      failures.push(`${mailerName}: ${error.message}`)
    emitter.on('queued:mail:error', listener)
    cleanup(() => emitter.off('queued:mail:error', listener))
    await mailer.sendLater((message) => void message.to('ana@example.com').subject('fail once').text('x'))
    await mailer.sendLater((message) => void message.to('ana@example.com').subject('welcome').text('x'))
    await drainMailQueue()
    assert.deepEqual(failures, ['slow: refused: fail once'])
    assert.deepEqual(sent, ['welcome'])
  })

  test("the app's mailers queue with it", async ({ assert, cleanup }) => {
    const subjects: string[] = []
    const listener = (event: { message: NodeMailerMessage }) => subjects.push(String(event.message.subject))
    emitter.on('mail:sent', listener)
    cleanup(() => emitter.off('mail:sent', listener))
    await mail.sendLater((message) => void message.to('ana@example.com').subject('Your sign-in code').text('123456'))
    await drainMailQueue()
    assert.include(subjects, 'Your sign-in code')
  })
})
