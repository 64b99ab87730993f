import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import emitter from '@adonisjs/core/services/emitter'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { UserFactory, TEST_PASSWORD } from '#shared/database/factories/user_factory'
import User from '#shared/models/user'
import { MODERATION_MESSAGES as M, MODERATION_RULES } from '#moderation/constants'
import { restrictionDate } from '#moderation/queries/restriction_query'
import { UNKNOWN, expireRestrictions, rejectFor } from '#moderation/tests/account_support'
import { CookieClient } from '#tests/helpers'

const DAY_MS = 24 * 60 * 60 * 1000
const POST = { blocks: [{ type: 'paragraph', content: { text: 'Back to sharing safety tips.' } }] }

async function roles() {
  return {
    admin: await UserFactory.apply('admin').merge({ name: 'Ada Admin' }).create(),
    candidate: await UserFactory.merge({ name: 'Cal Candidate' }).create(),
    employer: await UserFactory.apply('employer').merge({ name: 'Emma Employer' }).create(),
  }
}

/** The writes a restriction refuses, each as its route asks (bodies do not matter to the refusal), one at a time. */
async function writes(client: ApiClient, as: User, postId: string) {
  return [
    await client.post('/api/posts').json(POST).withCsrfToken().loginAs(as),
    // Editing is writing too: a restricted member cannot change a post or comment into something else.
    await client.put(`/api/posts/${postId}`).json(POST).withCsrfToken().loginAs(as),
    await client.patch(`/api/comments/${UNKNOWN}`).json({ content: 'Hi' }).withCsrfToken().loginAs(as),
    await client.post(`/api/posts/${postId}/comments`).json({ content: 'Hi' }).withCsrfToken().loginAs(as),
    await client.post('/api/threads').json({}).withCsrfToken().loginAs(as),
    await client.post(`/api/threads/${UNKNOWN}/messages`).json({}).withCsrfToken().loginAs(as),
    await client.post('/api/messages').json({}).withCsrfToken().loginAs(as),
    await client.post('/api/jobs').json({}).withCsrfToken().loginAs(as),
  ]
}

test.group('recordViolation and the restriction it brings', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('stores the violation with its strike and appeal deadline, and the restriction asked for', async ({
    assert,
  }) => {
    const { admin, candidate } = await roles()
    const before = Date.now()
    const result = await rejectFor(candidate, admin, { severity: 'critical', restrictDays: 7 })
    assert.equal(result.banned, false)
    const violation = await db.from('compliance_violations').where('id', result.violationId).firstOrFail()
    assert.equal(violation.user_id, candidate.id)
    assert.equal(violation.guideline_section, 'respectful_communication')
    assert.equal(violation.violation_type, 'guideline')
    assert.equal(violation.severity, 'critical')
    assert.equal(Number(violation.ai_confidence), 0.8)
    assert.equal(violation.moderation_result_id, result.itemId)
    assert.equal(violation.detected_by, 'report')
    assert.equal(violation.status, 'pending_acknowledgment')
    const strikeEnds = new Date(violation.strike_expires_at).getTime()
    assert.closeTo(strikeEnds - before, MODERATION_RULES.strikeDays * DAY_MS, 5000)
    const appealEnds = new Date(violation.appeal_deadline).getTime()
    assert.closeTo(appealEnds - before, MODERATION_RULES.appealDays * DAY_MS, 5000)

    const actions = await db.from('account_actions').where('user_id', candidate.id)
    assert.lengthOf(actions, 1)
    assert.equal(actions[0].id, result.accountActionId)
    assert.equal(actions[0].action_type, 'restriction')
    assert.equal(actions[0].violation_id, result.violationId)
    assert.equal(actions[0].report_id, result.itemId)
    assert.isTrue(actions[0].is_active)
    assert.deepEqual(actions[0].restrictions, ['post', 'comment', 'message', 'post_jobs'])
    assert.equal(actions[0].applied_by, admin.id)
    assert.closeTo(new Date(actions[0].end_date).getTime() - before, 7 * DAY_MS, 5000)
  })

  test('no restriction asked: the strike alone', async ({ assert }) => {
    const { admin, candidate } = await roles()
    const result = await rejectFor(candidate, admin, { severity: 'medium', restrictDays: null })
    assert.deepEqual(
      { accountActionId: result.accountActionId, banned: result.banned },
      {
        accountActionId: null,
        banned: false,
      }
    )
    assert.lengthOf(await db.from('account_actions').where('user_id', candidate.id), 0)
  })

  test('a restricted member cannot post, comment, message or post jobs; once the restriction ends they can', async ({
    client,
    assert,
  }) => {
    const { admin, candidate, employer } = await roles()
    const created = await client.post('/api/posts').json(POST).withCsrfToken().loginAs(candidate)
    created.assertStatus(201)
    const postId = created.body().id ?? created.body().post.id

    await rejectFor(candidate, admin, { restrictDays: 3 })
    await rejectFor(employer, admin, { restrictDays: 7 })
    const until = await db.from('account_actions').where('user_id', candidate.id).firstOrFail()
    const message = M.restricted(restrictionDate(new Date(until.end_date)))
    assert.match(message, /^Your account is restricted until [A-Z][a-z]+ \d{1,2}, \d{4}$/)

    for (const member of [candidate, employer]) {
      const memberMessage = M.restricted(
        restrictionDate(new Date((await db.from('account_actions').where('user_id', member.id).firstOrFail()).end_date))
      )
      for (const response of await writes(client, member, postId)) {
        response.assertStatus(403)
        assert.deepEqual(response.body(), { error: memberMessage })
      }
    }
    // Reading is not restricted, nor is one's own standing.
    ;(await client.get('/api/posts').loginAs(candidate)).assertStatus(200)
    const standing = await client.get('/api/moderation/me').loginAs(candidate)
    assert.equal(standing.body().restriction.type, 'restriction')

    await expireRestrictions(candidate)
    const again = await client.post('/api/posts').json(POST).withCsrfToken().loginAs(candidate)
    again.assertStatus(201)
    const comment = await client
      .post(`/api/posts/${postId}/comments`)
      .json({ content: 'Hi' })
      .withCsrfToken()
      .loginAs(candidate)
    comment.assertStatus(201)
    // Past the restriction, an empty body is the route's own 422, not a 403.
    for (const path of ['/api/threads', '/api/messages']) {
      ;(await client.post(path).json({}).withCsrfToken().loginAs(candidate)).assertStatus(422)
    }
    // The employer is still restricted.
    ;(await client.post('/api/jobs').json({}).withCsrfToken().loginAs(employer)).assertStatus(403)
  })

  test('three active strikes ban: sign-in refused, GET /api/user/me and writes refused', async ({ client, assert }) => {
    const { admin } = await roles()
    const member = await UserFactory.merge({ email: 'three.strikes@example.com' }).create()
    mail.fake()
    try {
      const first = await rejectFor(member, admin, { restrictDays: null })
      const second = await rejectFor(member, admin, { restrictDays: null })
      assert.isFalse(first.banned || second.banned)
      const events = emitter.fake(['moderation:user_banned'])
      let third
      try {
        third = await rejectFor(member, admin, { restrictDays: null })
        // After the commit: the auth module ends the member's sessions.
        events.assertEmitted('moderation:user_banned', ({ data }) => data.userId === member.id)
      } finally {
        emitter.restore()
      }
      assert.isTrue(third.banned)
      const bans = await db.from('account_actions').where({ user_id: member.id, action_type: 'ban' })
      assert.lengthOf(bans, 1)
      assert.equal(bans[0].id, third.accountActionId)
      assert.isNull(bans[0].end_date)
      assert.isTrue(bans[0].is_active)

      const login = await client
        .post('/api/auth/login')
        .json({ email: 'three.strikes@example.com', password: TEST_PASSWORD })
        .withCsrfToken()
      login.assertStatus(403)
      assert.deepEqual(login.body(), { error: M.banned })

      const me = await client.get('/api/user/me').loginAs(member)
      me.assertStatus(403)
      assert.deepEqual(me.body(), { error: M.banned })
      const write = await client.post('/api/posts').json(POST).withCsrfToken().loginAs(member)
      write.assertStatus(403)
      assert.deepEqual(write.body(), { error: M.banned })
    } finally {
      mail.restore()
    }
  })

  test('a member banned while signed in: their sessions end, the next request is a 401', async ({ assert }) => {
    const { admin } = await roles()
    mail.fake()
    try {
      const browser = new CookieClient()
      const { user } = await browser.signUpAndSignIn('Bea Browser')
      assert.equal((await browser.get('/api/user/me')).status, 200)
      const member = await User.findOrFail(user.id)
      for (let i = 0; i < MODERATION_RULES.maxStrikes; i++) await rejectFor(member, admin, { restrictDays: null })
      const after = await browser.get('/api/user/me')
      assert.equal(after.status, 401)
    } finally {
      mail.restore()
    }
  })

  test('reversed or expired strikes do not count toward a ban', async ({ assert }) => {
    const { admin, candidate } = await roles()
    const first = await rejectFor(candidate, admin, { restrictDays: null })
    const second = await rejectFor(candidate, admin, { restrictDays: null })
    await db.from('compliance_violations').where('id', first.violationId).update({ status: 'reversed' })
    await db
      .from('compliance_violations')
      .where('id', second.violationId)
      .update({ strike_expires_at: new Date(Date.now() - 1000) })
    const third = await rejectFor(candidate, admin, { restrictDays: null })
    assert.isFalse(third.banned)
  })
})

test.group('admin routes: reputation stats, users for review', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const path of ['/api/moderation/reputation-stats', '/api/moderation/users-for-review']) {
    test(`${path}: anonymous 401, candidate and employer 403`, async ({ client, assert }) => {
      const { candidate, employer } = await roles()
      const anonymous = await client.get(path)
      anonymous.assertStatus(401)
      for (const member of [candidate, employer]) {
        const refused = await client.get(path).loginAs(member)
        refused.assertStatus(403)
        assert.deepEqual(refused.body(), { error: M.adminsOnly })
      }
    })
  }

  test('reputation stats count members (admins aside) by trust level, with the active restrictions', async ({
    client,
    assert,
  }) => {
    const { admin, candidate, employer } = await roles()
    const banned = await UserFactory.create()
    for (let i = 0; i < 3; i++) await rejectFor(banned, admin, { restrictDays: null })
    await rejectFor(employer, admin, { restrictDays: 3 })
    await db
      .from('users')
      .where('id', candidate.id)
      .update({ email_verified: true, created_at: new Date(Date.now() - 90 * DAY_MS) })

    const response = await client.get('/api/moderation/reputation-stats').loginAs(admin)
    response.assertStatus(200)
    // candidate 20 + 30 + 20 = 70 (building); employer 20 - 25 → 0 (restricted); banned 0.
    assert.deepEqual(response.body(), {
      totalUsers: 3,
      averageScore: 23,
      activeRestrictions: 2,
      byTrustLevel: { trusted: 0, building: 1, new: 0, at_risk: 0, restricted: 1, banned: 1 },
    })
  })

  test('users for review: members with violations or restrictions, worst first', async ({ client, assert }) => {
    const { admin, candidate, employer } = await roles()
    const banned = await UserFactory.merge({ name: 'Ben Banned' }).create()
    for (let i = 0; i < 3; i++) await rejectFor(banned, admin, { restrictDays: null })
    const restriction = await rejectFor(employer, admin, { restrictDays: 3, reason: 'Spam links' })
    await rejectFor(candidate, admin, { restrictDays: null, severity: 'low' })
    await UserFactory.create() // a member in good standing is not listed

    const response = await client.get('/api/moderation/users-for-review').loginAs(admin)
    response.assertStatus(200)
    const body = response.body()
    assert.deepEqual(
      body.map((row: { name: string; trustLevel: string; strikes: number; violationCount: number }) => [
        row.name,
        row.trustLevel,
        row.strikes,
        row.violationCount,
      ]),
      [
        ['Ben Banned', 'banned', 3, 3],
        ['Emma Employer', 'restricted', 1, 1],
        ['Cal Candidate', 'at_risk', 1, 1],
      ]
    )
    const end = await db.from('account_actions').where('id', restriction.accountActionId!).firstOrFail()
    assert.deepEqual(body[1].restrictions, [
      { type: 'restriction', reason: 'Spam links', isActive: true, endsAt: new Date(end.end_date).toISOString() },
    ])
    assert.equal(body[1].overallScore, 0)
    assert.equal(body[1].userId, employer.id)
    assert.isString(body[1].lastViolation)
    assert.deepEqual(body[2].restrictions, [])
    assert.deepEqual(
      body[0].restrictions.map((row: { type: string; endsAt: string | null }) => [row.type, row.endsAt]),
      [['ban', null]]
    )
  })
})

test.group("the member's standing: GET /api/moderation/me, acknowledge, appeal, reverse", (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('GET /api/moderation/me: anonymous 401; any member sees only their own', async ({ client, assert }) => {
    const { admin, candidate, employer } = await roles()
    ;(await client.get('/api/moderation/me')).assertStatus(401)
    const result = await rejectFor(candidate, admin, { restrictDays: 3, reason: 'Insults another member' })
    const violation = await db.from('compliance_violations').where('id', result.violationId).firstOrFail()
    const action = await db.from('account_actions').where('id', result.accountActionId!).firstOrFail()

    const mine = await client.get('/api/moderation/me').loginAs(candidate)
    mine.assertStatus(200)
    assert.deepEqual(mine.body(), {
      restriction: {
        type: 'restriction',
        reason: 'Insults another member',
        isActive: true,
        endsAt: new Date(action.end_date).toISOString(),
      },
      strikes: 1,
      violations: [
        {
          id: result.violationId,
          contentType: 'post',
          contentId: result.contentId,
          guideline: 'Respectful communication',
          reason: 'Insults another member',
          createdAt: new Date(violation.created_at).toISOString(),
          status: 'pending_acknowledgment',
          acknowledged: false,
          appealed: false,
          canAppeal: true,
          appealDeadline: new Date(violation.appeal_deadline).toISOString(),
        },
      ],
    })
    for (const member of [employer, admin]) {
      const theirs = await client.get('/api/moderation/me').loginAs(member)
      theirs.assertStatus(200)
      assert.deepEqual(theirs.body(), { restriction: null, strikes: 0, violations: [] })
    }
  })

  test('acknowledge: own violation only (404 otherwise), once recorded', async ({ client, assert }) => {
    const { admin, candidate, employer } = await roles()
    const result = await rejectFor(candidate, admin)
    const path = `/api/moderation/violations/${result.violationId}/acknowledge`
    ;(await client.post(path).withCsrfToken()).assertStatus(401)
    for (const other of [employer, admin]) {
      const refused = await client.post(path).withCsrfToken().loginAs(other)
      refused.assertStatus(404)
      assert.deepEqual(refused.body(), { error: M.violationNotFound })
    }
    const unknown = await client
      .post(`/api/moderation/violations/${UNKNOWN}/acknowledge`)
      .withCsrfToken()
      .loginAs(candidate)
    unknown.assertStatus(404)
    ;(await client.post('/api/moderation/violations/nope/acknowledge').withCsrfToken().loginAs(candidate)).assertStatus(
      404
    )

    for (let i = 0; i < 2; i++) {
      const done = await client.post(path).withCsrfToken().loginAs(candidate)
      done.assertStatus(200)
      assert.equal(done.body().message, M.acknowledged)
      assert.equal(done.body().standing.violations[0].status, 'acknowledged')
    }
    const rows = await db.from('violation_acknowledgments').where('violation_id', result.violationId)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].acknowledgment_type, 'acknowledged')
    assert.isFalse(rows[0].requested_appeal)
  })

  test('appeal: reason required (422), own only (404), once (409), within the deadline (409); reopens the item', async ({
    client,
    assert,
  }) => {
    const { admin, candidate, employer } = await roles()
    const result = await rejectFor(candidate, admin)
    const path = `/api/moderation/violations/${result.violationId}/appeal`
    ;(await client.post(path).json({ reason: 'x' }).withCsrfToken()).assertStatus(401)
    for (const body of [{}, { reason: '   ' }, { reason: 5 }]) {
      const invalid = await client.post(path).json(body).withCsrfToken().loginAs(candidate)
      invalid.assertStatus(422)
      assert.equal(invalid.body().error, M.appealReasonRequired)
      assert.equal(invalid.body().errors[0].field, 'reason')
    }
    const tooLong = await client
      .post(path)
      .json({ reason: 'a'.repeat(2001) })
      .withCsrfToken()
      .loginAs(candidate)
    tooLong.assertStatus(422)
    assert.equal(tooLong.body().error, M.appealReasonMax)
    for (const other of [employer, admin]) {
      const refused = await client.post(path).json({ reason: 'Mine?' }).withCsrfToken().loginAs(other)
      refused.assertStatus(404)
      assert.deepEqual(refused.body(), { error: M.violationNotFound })
    }

    const appealed = await client
      .post(path)
      .json({ reason: 'I was quoting the other message' })
      .withCsrfToken()
      .loginAs(candidate)
    appealed.assertStatus(200)
    assert.equal(appealed.body().message, M.appealSent)
    assert.deepEqual(
      [
        appealed.body().standing.violations[0].status,
        appealed.body().standing.violations[0].acknowledged,
        appealed.body().standing.violations[0].appealed,
        appealed.body().standing.violations[0].canAppeal,
      ],
      ['appealed', true, true, false]
    )
    const item = await db.from('moderation_items').where('id', result.itemId).firstOrFail()
    assert.deepEqual([item.status, item.source, item.decided_at, item.decided_by], ['pending', 'appeal', null, null])
    const ack = await db.from('violation_acknowledgments').where('violation_id', result.violationId).firstOrFail()
    assert.deepEqual([ack.requested_appeal, ack.appeal_reason], [true, 'I was quoting the other message'])

    const again = await client.post(path).json({ reason: 'Again' }).withCsrfToken().loginAs(candidate)
    again.assertStatus(409)
    assert.deepEqual(again.body(), { error: M.appealUsed })

    const late = await rejectFor(candidate, admin)
    await db
      .from('compliance_violations')
      .where('id', late.violationId)
      .update({ appeal_deadline: new Date(Date.now() - 1000) })
    const closed = await client
      .post(`/api/moderation/violations/${late.violationId}/appeal`)
      .json({ reason: 'Too late?' })
      .withCsrfToken()
      .loginAs(candidate)
    closed.assertStatus(409)
    assert.deepEqual(closed.body(), { error: M.appealClosed })
  })

  test('an upheld appeal (admin reverse) lifts the strike and the restriction and restores the content', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { admin, candidate, employer } = await roles()
    const result = await rejectFor(candidate, admin, { restrictDays: 7 })
    ;(
      await client
        .post(`/api/moderation/violations/${result.violationId}/appeal`)
        .json({ reason: 'I was quoting' })
        .withCsrfToken()
        .loginAs(candidate)
    ).assertStatus(200)
    const path = `/api/moderation/queue/${result.itemId}/reverse`
    ;(await client.post(path).withCsrfToken()).assertStatus(401)
    for (const member of [candidate, employer]) {
      const refused = await client.post(path).withCsrfToken().loginAs(member)
      refused.assertStatus(403)
      assert.deepEqual(refused.body(), { error: M.adminsOnly })
    }
    const missing = await client.post(`/api/moderation/queue/${UNKNOWN}/reverse`).withCsrfToken().loginAs(admin)
    missing.assertStatus(404)
    assert.deepEqual(missing.body(), { error: M.itemNotFound })

    const events = emitter.fake(['moderation:content_restored', 'moderation:decided'])
    cleanup(() => emitter.restore())
    const reversed = await client.post(path).json({}).withCsrfToken().loginAs(admin)
    reversed.assertStatus(200)
    assert.deepEqual(reversed.body(), { message: M.reversed })
    events.assertEmitted('moderation:content_restored', ({ data }) => {
      return data.itemId === result.itemId && data.contentId === result.contentId && data.contentType === 'post'
    })
    events.assertEmitted('moderation:decided', ({ data }) => {
      return data.action === 'reverse' && data.authorId === candidate.id && data.reason === M.reversed
    })

    const violation = await db.from('compliance_violations').where('id', result.violationId).firstOrFail()
    assert.equal(violation.status, 'reversed')
    const action = await db.from('account_actions').where('id', result.accountActionId!).firstOrFail()
    assert.isFalse(action.is_active)
    assert.equal(action.reversed_by, admin.id)
    assert.equal(action.reversal_reason, M.reversed)
    assert.isNotNull(action.reversed_at)
    const item = await db.from('moderation_items').where('id', result.itemId).firstOrFail()
    assert.deepEqual([item.status, item.hidden, item.decided_by], ['approved', false, admin.id])
    const logged = await db.from('moderation_actions').where('item_id', result.itemId).firstOrFail()
    assert.deepEqual([logged.action, logged.admin_id], ['reverse', admin.id])

    const standing = await client.get('/api/moderation/me').loginAs(candidate)
    assert.deepEqual([standing.body().restriction, standing.body().strikes], [null, 0])
    ;(await client.post('/api/posts').json(POST).withCsrfToken().loginAs(candidate)).assertStatus(201)

    const twice = await client.post(path).withCsrfToken().loginAs(admin)
    twice.assertStatus(409)
    assert.deepEqual(twice.body(), { error: M.alreadyDecided })
  })

  test('an appeal back in the queue: reject denies it (no second strike), approve upholds it; the author is told', async ({
    client,
    assert,
  }) => {
    const { admin, candidate, employer } = await roles()
    const appealFrom = async (author: typeof candidate) => {
      const result = await rejectFor(author, admin, { restrictDays: 3 })
      const appealed = await client
        .post(`/api/moderation/violations/${result.violationId}/appeal`)
        .json({ reason: 'I was quoting the other message' })
        .withCsrfToken()
        .loginAs(author)
      appealed.assertStatus(200)
      return result
    }

    const denied = await appealFrom(candidate)
    const reject = await client
      .post(`/api/moderation/queue/${denied.itemId}/action`)
      .json({ action: 'reject', reason: 'The quote is the insult' })
      .withCsrfToken()
      .loginAs(admin)
    reject.assertStatus(200)
    assert.isNull(reject.body().restriction)
    const violations = await db.from('compliance_violations').where('user_id', candidate.id)
    assert.deepEqual(
      violations.map((row) => [row.id, row.status]),
      [[denied.violationId, 'appeal_denied']]
    )
    const actions = await db.from('account_actions').where('user_id', candidate.id)
    assert.deepEqual(
      actions.map((row) => [row.id, row.is_active]),
      [[denied.accountActionId, true]]
    )
    const afterDenial = await client.get('/api/moderation/me').loginAs(candidate)
    assert.deepEqual(
      [afterDenial.body().strikes, afterDenial.body().violations[0].status, afterDenial.body().violations[0].canAppeal],
      [1, 'appeal_denied', false]
    )
    const told = await db.from('notifications').where({ user_id: candidate.id, type: 'moderation_violation' })
    assert.deepEqual(
      told.map((row) => row.message),
      ['We reviewed your appeal: your post stays removed. The quote is the insult']
    )
    const listed = await client.get('/api/notifications').loginAs(candidate)
    assert.deepEqual(
      listed.body().notifications.map((n: { type: string; link: string }) => [n.type, n.link]),
      [['moderation_violation', '/profile/standing']]
    )

    const upheld = await appealFrom(employer)
    const approve = await client
      .post(`/api/moderation/queue/${upheld.itemId}/action`)
      .json({ action: 'approve' })
      .withCsrfToken()
      .loginAs(admin)
    approve.assertStatus(200)
    const violation = await db.from('compliance_violations').where('id', upheld.violationId).firstOrFail()
    assert.equal(violation.status, 'reversed')
    const lifted = await db.from('account_actions').where('id', upheld.accountActionId!).firstOrFail()
    assert.isFalse(lifted.is_active)
    const afterUphold = await client.get('/api/moderation/me').loginAs(employer)
    assert.deepEqual([afterUphold.body().strikes, afterUphold.body().restriction], [0, null])
    const restoredNotice = await db.from('notifications').where({ user_id: employer.id, type: 'moderation_violation' })
    assert.deepEqual(
      restoredNotice.map((row) => row.message),
      ['We reviewed your appeal and restored your post. The strike has been lifted.']
    )
  })

  test("modqueue's approve of an appealed item upholds the appeal (moderation:decided, action approve)", async ({
    assert,
  }) => {
    const { admin, candidate } = await roles()
    const result = await rejectFor(candidate, admin, { restrictDays: 3 })
    await emitter.emit('moderation:decided', {
      itemId: result.itemId,
      action: 'approve',
      contentType: 'post',
      contentId: result.contentId,
      authorId: candidate.id,
      reporterIds: [],
      severity: 'high',
      categories: ['respectful_communication'],
      reason: 'Content approved after review',
      fromAppeal: true,
    })
    const violation = await db.from('compliance_violations').where('id', result.violationId).firstOrFail()
    assert.equal(violation.status, 'reversed')
    const action = await db.from('account_actions').where('id', result.accountActionId!).firstOrFail()
    assert.deepEqual([action.is_active, action.reversal_reason], [false, 'Content approved after review'])
  })
})
