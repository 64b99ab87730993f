/*
| The queue behind mail.sendLater: in memory and ten at a time, as the mail
| package's own, and emptied when the app terminates, before the mail
| transports close (the package's own queue is dropped with the process).
| A sign-in code, a reset code or an invitation asked for just before a
| rolling restart is still sent.
*/
import emitter from '@adonisjs/core/services/emitter'
import fastq from 'fastq'
import type { Mailer } from '@adonisjs/mail'
import type { MailTransportContract, MailerMessenger } from '@adonisjs/mail/types'

type AnyMailer = Mailer<MailTransportContract>
type Task = { mailer: AnyMailer; mail: Parameters<MailerMessenger['queue']>[0]; sendConfig?: unknown }

const queue = fastq.promise(async ({ mailer, mail, sendConfig }: Task) => {
  try {
    await mailer.sendCompiled(mail, sendConfig)
  } catch (error) {
    emitter.emit('queued:mail:error', { error, mailerName: mailer.name })
  }
}, 10)

/** The messenger each mailer queues with (`mail.setMessenger(queueMessenger)`). */
export function queueMessenger(mailer: AnyMailer): MailerMessenger {
  return {
    async queue(mail, sendConfig) {
      void queue.push({ mailer, mail, sendConfig })
    },
  }
}

/** Resolves once every queued mail has been handed to its transport, or has failed and been reported. */
export function drainMailQueue() {
  return queue.drained()
}
