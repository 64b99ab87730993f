import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

interface CaughtMail {
  date: string
  to: string[]
  subject: string
  text: string
}

/** Waits for the newest mail to `address` sent after `since` (the local catcher's JSON files), whose subject matches if given. */
export async function waitForMail(
  address: string,
  since: number,
  timeoutMs = 15_000,
  subject?: RegExp
): Promise<CaughtMail> {
  const directory = process.env.E2E_MAIL_DIR!
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const names = (await readdir(directory).catch(() => [] as string[]))
      .filter((n) => n.endsWith('.json'))
      .sort()
      .reverse()
    for (const name of names) {
      const mail = JSON.parse(await readFile(join(directory, name), 'utf8')) as CaughtMail
      if (
        Date.parse(mail.date) >= since - 1000 &&
        mail.to.includes(address.toLowerCase()) &&
        (!subject || subject.test(mail.subject))
      )
        return mail
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no mail to ${address} arrived`)
}

export function codeFrom(mail: CaughtMail) {
  const match = mail.text.match(/\b(\d{6})\b/)
  if (!match) throw new Error(`no 6-digit code in "${mail.subject}"`)
  return match[1]
}

export function linkFrom(mail: CaughtMail) {
  const match = mail.text.match(/https?:\/\/\S+/)
  if (!match) throw new Error(`no link in "${mail.subject}"`)
  return match[0]
}
