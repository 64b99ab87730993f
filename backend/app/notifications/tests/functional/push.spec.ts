import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import webpush from 'web-push'
import { UserFactory } from '#shared/database/factories/user_factory'
import { flushWaitingMessages, pushTimings } from '#notifications/push/listeners'
import { LocalPushService, verifyVapid, type TestDevice } from '#notifications/tests/helpers/push_service'
import type User from '#shared/models/user'
import type { ApiClient } from '@japa/api-client'

const ALL_ON = { messages: true, applicationStatus: true, interviewsOffers: true, referrals: true, newApplicants: true }

function subscribe(client: ApiClient, user: User, device: Pick<TestDevice, 'endpoint' | 'keys'>) {
  return client
    .post('/api/notifications/push/subscriptions')
    .json({ endpoint: device.endpoint, keys: device.keys })
    .withCsrfToken()
    .loginAs(user)
}

const rowsOf = (userId: string) =>
  db.from('push_subscriptions').where('user_id', userId).select('endpoint', 'p256dh', 'auth').orderBy('endpoint')

const service = new LocalPushService()

/**
 * A group's setup: the app holds VAPID keys and the local push service runs while the group does. Outside it the app
 * has no keys and pushes nothing, so no other suite's message leaves a delayed push running past its own test.
 */
async function startPushing() {
  const vapid = webpush.generateVAPIDKeys()
  const keys = { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey }
  const before = { ...process.env }
  const delay = pushTimings.messageDelayMs
  Object.assign(process.env, keys, { VAPID_SUBJECT: 'mailto:push-tests@hireloop.test' })
  await service.start()
  return async () => {
    await service.stop()
    for (const name of [...Object.keys(keys), 'VAPID_SUBJECT']) {
      if (before[name] === undefined) delete process.env[name]
      else process.env[name] = before[name]
    }
    pushTimings.messageDelayMs = delay
  }
}

test.group('Push subscriptions', (group) => {
  group.setup(startPushing)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a member subscribes a device; the same device signed in by another member moves to them', async ({
    client,
    assert,
  }) => {
    const [ana, ben] = await UserFactory.createMany(2)
    const device = service.device()
    const created = await subscribe(client, ana, device)
    created.assertStatus(201)
    assert.deepEqual(created.body(), { endpoint: device.endpoint })
    assert.deepEqual(await rowsOf(ana.id), [{ endpoint: device.endpoint, ...device.keys }])

    const renewed = service.device()
    const again = await subscribe(client, ben, { endpoint: device.endpoint, keys: renewed.keys })
    again.assertStatus(200)
    assert.deepEqual(again.body(), { endpoint: device.endpoint })
    assert.deepEqual(await rowsOf(ana.id), [])
    assert.deepEqual(await rowsOf(ben.id), [{ endpoint: device.endpoint, ...renewed.keys }])
  })

  test('bad subscriptions are refused with the field at fault and nothing stored', async ({ client, assert }) => {
    const ana = await UserFactory.create()
    const device = service.device()
    const plain = await subscribe(client, ana, { endpoint: 'http://push.example.com/x', keys: device.keys })
    plain.assertStatus(422)
    assert.deepEqual(plain.body().errors, [
      { field: 'endpoint', message: 'The endpoint must be an https address of a push service', rule: 'endpoint' },
    ])
    const badKeys = await subscribe(client, ana, { endpoint: device.endpoint, keys: { p256dh: 'short', auth: '!!' } })
    badKeys.assertStatus(422)
    assert.deepEqual(badKeys.body().errors, [
      { field: 'keys.p256dh', message: 'The p256dh key must be a P-256 public key (base64url)', rule: 'minLength' },
      { field: 'keys.auth', message: 'The auth secret must be 16 bytes (base64url)', rule: 'regex' },
    ])
    const missing = await client.post('/api/notifications/push/subscriptions').json({}).withCsrfToken().loginAs(ana)
    missing.assertStatus(422)
    assert.deepEqual(missing.body().errors, [
      { field: 'endpoint', message: 'The endpoint field is required', rule: 'required' },
      { field: 'keys', message: 'The keys field is required', rule: 'required' },
    ])
    assert.deepEqual(await rowsOf(ana.id), [])
  })

  test('only the member whose device it is removes it; anonymous callers are refused', async ({ client, assert }) => {
    const [ana, ben] = await UserFactory.createMany(2)
    const device = service.device()
    await subscribe(client, ana, device)

    const anonymous = await client.post('/api/notifications/push/subscriptions').json({}).withCsrfToken()
    anonymous.assertStatus(401)
    const foreign = await client
      .delete('/api/notifications/push/subscriptions')
      .json({ endpoint: device.endpoint })
      .withCsrfToken()
      .loginAs(ben)
    foreign.assertStatus(403)
    assert.deepEqual(foreign.body(), { error: 'This device receives notifications for another member' })
    assert.lengthOf(await rowsOf(ana.id), 1)

    const unknown = await client
      .delete('/api/notifications/push/subscriptions')
      .json({ endpoint: service.device().endpoint })
      .withCsrfToken()
      .loginAs(ana)
    unknown.assertStatus(404)
    assert.deepEqual(unknown.body(), { error: 'Push subscription not found' })

    const own = await client
      .delete('/api/notifications/push/subscriptions')
      .json({ endpoint: device.endpoint })
      .withCsrfToken()
      .loginAs(ana)
    own.assertStatus(200)
    assert.deepEqual(own.body(), { success: true })
    assert.deepEqual(await rowsOf(ana.id), [])
  })

  test('the public VAPID key is given to signed-in members', async ({ client, assert }) => {
    const ana = await UserFactory.create()
    ;(await client.get('/api/notifications/push/key')).assertStatus(401)
    const answer = await client.get('/api/notifications/push/key').loginAs(ana)
    answer.assertStatus(200)
    assert.deepEqual(answer.body(), { publicKey: process.env.VAPID_PUBLIC_KEY })
  })
})

test.group('Notification preferences', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every kind is on until the member turns it off; a change keeps the others', async ({ client, assert }) => {
    const [ana, ben] = await UserFactory.createMany(2)
    const initial = await client.get('/api/notifications/preferences').loginAs(ana)
    initial.assertStatus(200)
    assert.deepEqual(initial.body(), { preferences: ALL_ON })

    const updated = await client
      .put('/api/notifications/preferences')
      .json({ messages: false, newApplicants: false })
      .withCsrfToken()
      .loginAs(ana)
    updated.assertStatus(200)
    assert.deepEqual(updated.body(), { preferences: { ...ALL_ON, messages: false, newApplicants: false } })
    const back = await client
      .put('/api/notifications/preferences')
      .json({ messages: true })
      .withCsrfToken()
      .loginAs(ana)
    assert.deepEqual(back.body(), { preferences: { ...ALL_ON, newApplicants: false } })
    assert.deepEqual(
      await db.from('notification_preferences').where('user_id', ana.id).select('kind', 'enabled').orderBy('kind'),
      [
        { kind: 'messages', enabled: true },
        { kind: 'new_applicants', enabled: false },
      ]
    )
    assert.deepEqual((await client.get('/api/notifications/preferences').loginAs(ben)).body(), { preferences: ALL_ON })
  })

  test('a choice that is not true or false is refused and nothing changes; anonymous callers get 401', async ({
    client,
    assert,
  }) => {
    const ana = await UserFactory.create()
    const bad = await client
      .put('/api/notifications/preferences')
      .json({ messages: false, referrals: 'no' })
      .withCsrfToken()
      .loginAs(ana)
    bad.assertStatus(422)
    assert.deepEqual(bad.body().errors, [
      { field: 'referrals', message: 'The referrals field must be true or false', rule: 'boolean' },
    ])
    assert.deepEqual(await db.from('notification_preferences').where('user_id', ana.id), [])
    ;(await client.put('/api/notifications/preferences').json({ messages: false }).withCsrfToken()).assertStatus(401)
    ;(await client.get('/api/notifications/preferences')).assertStatus(401)
  })
})

test.group('Web Push delivery through a local push service', (group) => {
  group.setup(startPushing)
  group.each.setup(() => {
    service.received = []
    service.gone.clear()
    return testUtils.db().withGlobalTransaction()
  })

  function decrypted(device: TestDevice, index = 0) {
    const push = service.received.filter((received) => received.deviceId === device.id)[index]
    assert_(push, `no push #${index} for the device`)
    verifyVapid(push.headers.authorization as string, device.endpoint, process.env.VAPID_PUBLIC_KEY!)
    return { headers: push.headers, payload: JSON.parse(device.decrypt(push.body)) }
  }

  test('a status change reaches each device of the candidate, encrypted and signed', async ({ client, assert }) => {
    const [candidate, employer] = await UserFactory.createMany(2)
    const phone = service.device()
    const laptop = service.device()
    await subscribe(client, candidate, phone)
    await subscribe(client, candidate, laptop)

    await emitter.emit('jobs:application_status_changed', statusChange(candidate, employer, 'viewed', 'Under Review'))
    await service.waitFor(2)
    for (const device of [phone, laptop]) {
      const { headers, payload } = decrypted(device)
      assert.equal(headers['content-encoding'], 'aes128gcm')
      assert.equal(headers.ttl, '86400')
      assert.equal(headers.urgency, 'normal')
      assert.deepEqual(payload, {
        title: 'Application update',
        body: 'Your application for Data Engineer at Grid Works: Under Review',
        url: '/applications',
        tag: 'application-5b0c2f0e-0000-4000-8000-000000000001',
        kind: 'application_status',
      })
    }

    await emitter.emit(
      'jobs:application_status_changed',
      statusChange(candidate, employer, 'interview', 'Interview Scheduled')
    )
    await service.waitFor(4)
    assert.deepEqual(decrypted(phone, 1).payload, {
      title: 'Interview Scheduled: Data Engineer',
      body: 'Your application for Data Engineer at Grid Works: Interview Scheduled',
      url: '/applications',
      tag: 'application-5b0c2f0e-0000-4000-8000-000000000001',
      kind: 'interviews_offers',
    })
  })

  test('a kind turned off is not pushed; a device the push service forgot is removed', async ({ client, assert }) => {
    const [candidate, employer] = await UserFactory.createMany(2)
    const phone = service.device()
    const oldTablet = service.device()
    await subscribe(client, candidate, phone)
    await subscribe(client, candidate, oldTablet)
    await client
      .put('/api/notifications/preferences')
      .json({ applicationStatus: false })
      .withCsrfToken()
      .loginAs(candidate)

    await emitter.emit('jobs:application_status_changed', statusChange(candidate, employer, 'viewed', 'Under Review'))
    assert.deepEqual(service.received, [])
    assert.lengthOf(await rowsOf(candidate.id), 2)

    service.gone.add(oldTablet.id)
    await emitter.emit('jobs:application_status_changed', statusChange(candidate, employer, 'offer', 'Offer Extended'))
    await service.waitFor(1)
    assert.deepEqual(
      service.received.map((push) => push.deviceId),
      [phone.id]
    )
    assert.deepEqual(await rowsOf(candidate.id), [{ endpoint: phone.endpoint, ...phone.keys }])
  })

  test("an employer's new applicants for one job are one notification with their count", async ({ client, assert }) => {
    const [employer, first, second] = await UserFactory.createMany(3)
    const device = service.device()
    await subscribe(client, employer, device)
    const jobId = '5b0c2f0e-0000-4000-8000-0000000000aa'
    for (const [index, candidate] of [first, second].entries()) {
      await emitter.emit('jobs:application_submitted', {
        applicationId: `5b0c2f0e-0000-4000-8000-00000000010${index}`,
        jobId,
        jobTitle: 'Data Engineer',
        employerId: employer.id,
        candidateId: candidate.id,
        candidateName: candidate.name,
        referralCode: null,
      })
    }
    await service.waitFor(2)
    assert.deepEqual(decrypted(device, 0).payload, {
      title: 'New applicant for Data Engineer',
      body: `${first.name} applied to Data Engineer`,
      url: '/dashboard?view=applications',
      tag: `applicants-${jobId}`,
      kind: 'new_applicants',
    })
    assert.deepEqual(decrypted(device, 1).payload, {
      title: '2 new applicants for Data Engineer',
      body: 'Open your dashboard to review them.',
      url: '/dashboard?view=applications',
      tag: `applicants-${jobId}`,
      kind: 'new_applicants',
    })
  })

  test('a new message is pushed unless the recipient read that thread meanwhile', async ({ client, assert }) => {
    const [ana, ben] = await UserFactory.createMany(2)
    const device = service.device()
    await subscribe(client, ben, device)
    const asked = await client.post('/api/connections').json({ targetId: ben.id }).withCsrfToken().loginAs(ana)
    const connectionId = asked.body().id as string
    ;(await client.post(`/api/connections/${connectionId}/accept`).withCsrfToken().loginAs(ben)).assertStatus(200)
    const started = await client.post('/api/threads').json({ recipientId: ben.id }).withCsrfToken().loginAs(ana)
    const threadId = started.body().thread.id as string
    pushTimings.messageDelayMs = 1500

    const first = await client
      .post(`/api/threads/${threadId}/messages`)
      .json({ content: 'Hello Ben' })
      .withCsrfToken()
      .loginAs(ana)
    first.assertStatus(201)
    await service.waitFor(1)
    assert.deepEqual(decrypted(device).payload, {
      title: `New message from ${ana.name}`,
      body: 'Open Messages to read it.',
      url: `/messages?thread=${threadId}`,
      tag: `thread-${threadId}`,
      kind: 'messages',
    })
    assert.equal(decrypted(device).headers.urgency, 'high')

    await client
      .post(`/api/threads/${threadId}/messages`)
      .json({ content: 'Still there?' })
      .withCsrfToken()
      .loginAs(ana)
    ;(await client.post(`/api/threads/${threadId}/mark-read`).withCsrfToken().loginAs(ben)).assertStatus(200)
    await new Promise((resolve) => setTimeout(resolve, 2500))
    assert.lengthOf(service.received, 1)
  })

  test('a process that stops pushes the messages still in their reading window, those still unread', async ({
    client,
    assert,
  }) => {
    const [ana, ben, cy] = await UserFactory.createMany(3)
    const device = service.device()
    const other = service.device()
    await subscribe(client, ben, device)
    await subscribe(client, cy, other)
    const threadWith = async (recipient: User) => {
      const asked = await client.post('/api/connections').json({ targetId: recipient.id }).withCsrfToken().loginAs(ana)
      const accepted = await client
        .post(`/api/connections/${asked.body().id}/accept`)
        .withCsrfToken()
        .loginAs(recipient)
      accepted.assertStatus(200)
      const started = await client.post('/api/threads').json({ recipientId: recipient.id }).withCsrfToken().loginAs(ana)
      return started.body().thread.id as string
    }
    const toBen = await threadWith(ben)
    const toCy = await threadWith(cy)
    pushTimings.messageDelayMs = 60_000
    for (const threadId of [toBen, toCy]) {
      const sent = await client
        .post(`/api/threads/${threadId}/messages`)
        .json({ content: 'Are you free Friday?' })
        .withCsrfToken()
        .loginAs(ana)
      sent.assertStatus(201)
    }
    ;(await client.post(`/api/threads/${toCy}/mark-read`).withCsrfToken().loginAs(cy)).assertStatus(200)
    assert.lengthOf(service.received, 0)

    await flushWaitingMessages()
    await service.waitFor(1)
    assert.lengthOf(service.received, 1)
    assert.deepEqual(decrypted(device).payload, {
      title: `New message from ${ana.name}`,
      body: 'Open Messages to read it.',
      url: `/messages?thread=${toBen}`,
      tag: `thread-${toBen}`,
      kind: 'messages',
    })
    // Flushed once: nothing is left to push later.
    await flushWaitingMessages()
    assert.lengthOf(service.received, 1)
  })
})

test.group('Web Push of referrals through a local push service', (group) => {
  group.setup(startPushing)
  group.each.setup(() => {
    service.received = []
    service.gone.clear()
    return testUtils.db().withGlobalTransaction()
  })

  const referralId = '5b0c2f0e-0000-4000-8000-0000000000b1'
  const jobId = '5b0c2f0e-0000-4000-8000-0000000000b2'

  function payloadOf(device: TestDevice, index = 0) {
    const push = service.received.filter((received) => received.deviceId === device.id)[index]
    assert_(push, `no push #${index} for the device`)
    return JSON.parse(device.decrypt(push.body))
  }

  test('a referral asked of a member reaches their devices, and its answer the candidate', async ({
    client,
    assert,
  }) => {
    const [candidate, referrer] = await UserFactory.createMany(2)
    const referrerPhone = service.device()
    const candidatePhone = service.device()
    await subscribe(client, referrer, referrerPhone)
    await subscribe(client, candidate, candidatePhone)

    await emitter.emit('referrals:referral_requested', {
      referralId,
      referrerId: referrer.id,
      candidateId: candidate.id,
      jobId,
      message: 'Dana Reyes asked you for a referral for Data Engineer',
    })
    await service.waitFor(1)
    assert.deepEqual(payloadOf(referrerPhone), {
      title: 'Referral request',
      body: 'Dana Reyes asked you for a referral for Data Engineer',
      url: '/referrals?tab=inbox&box=received',
      tag: `referral-${referralId}`,
      kind: 'referrals',
    })

    for (const [status, message] of [
      ['accepted', 'Riley Chen referred you for Data Engineer'],
      ['declined', 'Riley Chen declined your referral request for Data Engineer'],
    ] as const) {
      await emitter.emit('referrals:referral_answered', {
        referralId,
        status,
        toldId: candidate.id,
        answererId: referrer.id,
        jobId,
        message,
      })
    }
    await service.waitFor(3)
    assert.deepEqual(
      [payloadOf(candidatePhone, 0), payloadOf(candidatePhone, 1)],
      [
        {
          title: 'Referral accepted',
          body: 'Riley Chen referred you for Data Engineer',
          url: '/referrals?tab=inbox',
          tag: `referral-${referralId}`,
          kind: 'referrals',
        },
        {
          title: 'Referral declined',
          body: 'Riley Chen declined your referral request for Data Engineer',
          url: '/referrals?tab=inbox',
          tag: `referral-${referralId}`,
          kind: 'referrals',
        },
      ]
    )
    assert.deepEqual(
      service.received.map((push) => push.deviceId),
      [referrerPhone.id, candidatePhone.id, candidatePhone.id]
    )
  })

  test('a member who turned referrals off is not pushed about them; other kinds still are', async ({
    client,
    assert,
  }) => {
    const [candidate, referrer] = await UserFactory.createMany(2)
    const phone = service.device()
    await subscribe(client, referrer, phone)
    await client.put('/api/notifications/preferences').json({ referrals: false }).withCsrfToken().loginAs(referrer)

    await emitter.emit('referrals:referral_requested', {
      referralId,
      referrerId: referrer.id,
      candidateId: candidate.id,
      jobId,
      message: 'Dana Reyes asked you for a referral for Data Engineer',
    })
    assert.deepEqual(service.received, [])

    await emitter.emit('jobs:application_status_changed', statusChange(referrer, candidate, 'viewed', 'Under Review'))
    await service.waitFor(1)
    assert.equal(payloadOf(phone).kind, 'application_status')
    assert.lengthOf(service.received, 1)
  })
})

function assert_(value: unknown, message: string): asserts value {
  if (!value) throw new Error(message)
}

function statusChange(candidate: User, employer: User, to: 'viewed' | 'interview' | 'offer', toLabel: string) {
  return {
    applicationId: '5b0c2f0e-0000-4000-8000-000000000001',
    jobId: '5b0c2f0e-0000-4000-8000-000000000002',
    jobTitle: 'Data Engineer',
    companyName: 'Grid Works',
    candidateId: candidate.id,
    from: 'applied' as const,
    to,
    toLabel,
    changedBy: employer.id,
  }
}
