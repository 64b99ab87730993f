import { test } from '@japa/runner'
import { createServer, type Socket } from 'node:net'
import { CookieClient, startServerProcess } from '#tests/helpers'

/**
 * A plain SMTP server that takes `acceptAfterMs` to accept each message, and records what each session did:
 * 'data' when the message was sent, 'accepted' once it answered 250 to a client still connected, 'closed' when the
 * connection ended.
 */
async function slowSmtpServer(acceptAfterMs: number) {
  const sessions: { steps: string[]; subject?: string }[] = []
  const server = createServer((socket: Socket) => {
    const session: { steps: string[]; subject?: string } = { steps: [] }
    sessions.push(session)
    let inData = false
    let buffer = ''
    socket.write('220 slow.smtp.test ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1')
      let end: number
      while ((end = buffer.indexOf(inData ? '\r\n.\r\n' : '\r\n')) !== -1) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + (inData ? 5 : 2))
        if (inData) {
          inData = false
          session.steps.push('data')
          session.subject = /^Subject: (.*)$/m.exec(line)?.[1]
          setTimeout(() => {
            if (socket.destroyed) return
            session.steps.push('accepted')
            socket.write('250 2.0.0 queued\r\n')
          }, acceptAfterMs)
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 slow.smtp.test\r\n')
        else if (verb === 'DATA') {
          inData = true
          socket.write('354 go ahead\r\n')
        } else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 OK\r\n')
      }
    })
    socket.on('close', () => session.steps.push('closed'))
    socket.on('error', () => {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return { port, sessions, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

test.group('mail when a server stops (a separate server process)', () => {
  test('SIGTERM waits for a queued e-mail to be accepted by the mail server before the process exits', async ({
    assert,
    cleanup,
  }) => {
    const smtp = await slowSmtpServer(1500)
    cleanup(() => smtp.close())
    const server = await startServerProcess({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      DRAIN_NOTICE_MS: '0',
    })
    cleanup(server.stop)
    const client = new CookieClient(server.base)
    await client.get('/api/remotes')
    const registered = await client.post('/api/users', {
      email: `mira${Date.now()}@example.com`,
      password: 'Str0ng!Passw0rd',
      confirmPassword: 'Str0ng!Passw0rd',
      userType: 'candidate',
      name: 'Mira Mailwait',
      deviceFingerprint: 'Mozilla/5.0 (X11; Linux x86_64) Mira',
    })
    assert.equal(registered.status, 201, JSON.stringify(registered.body))
    // The verification e-mail reaches the mail server, which takes its time to accept it; the stop comes meanwhile.
    const deadline = Date.now() + 10_000
    while (!smtp.sessions.some((session) => session.steps.includes('data')) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const session = smtp.sessions.find((each) => each.steps.includes('data'))
    assert.exists(session, 'the verification e-mail reached the mail server')
    assert.notInclude(session!.steps, 'accepted')

    server.stop()
    const stopDeadline = Date.now() + 9000
    while (!session!.steps.includes('closed') && Date.now() < stopDeadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    // Accepted while the stopping process still held the connection: it waited for the mail server's answer.
    assert.deepEqual(session!.steps, ['data', 'accepted', 'closed'])
  }).timeout(100_000)
})
