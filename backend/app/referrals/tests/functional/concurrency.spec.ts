import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#shared/models/user'
import { REFERRAL_MESSAGES as M } from '#referrals/constants'
import { answer, ask, asked, referralScene } from '#referrals/tests/referral_fixtures'

/*
| Races need committed data on separate connections (a test's global
| transaction would serialise everything on one): each test removes what
| it made.
*/
async function committedScene(cleanup: (fn: () => Promise<void>) => void) {
  const scene = await referralScene()
  cleanup(async () => {
    await db.from('referrals').where('job_id', scene.job.id).delete()
    await db.from('jobs').where('id', scene.job.id).delete()
    await db.from('companies').where('id', scene.company.id).delete()
    await db.from('users').whereIn('id', [scene.employer.id, scene.candidate.id, scene.referrer.id]).delete()
  })
  return scene
}

test.group('referrals under concurrency (committed data, separate connections)', () => {
  test('the same request sent 6 times at once: one 201, the others 409 alreadyPending', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { candidate, referrer, job } = await committedScene(cleanup)
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => ask(client, candidate, { jobId: job.id, referrerId: referrer.id }))
    )
    assert.deepEqual(responses.map((response) => response.status()).sort(), [201, 409, 409, 409, 409, 409])
    for (const response of responses.filter((one) => one.status() === 409)) {
      assert.deepEqual(response.body(), { error: M.alreadyPending })
    }
    assert.lengthOf(await db.from('referrals').where('job_id', job.id), 1)
    assert.lengthOf(await db.from('referral_notifications').where('user_id', referrer.id), 1)
  })

  test('the referrer answering 6 times at once: one 200, the others 409; counted once', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { candidate, referrer, job } = await committedScene(cleanup)
    const id = await asked(client, candidate, referrer, job.id)
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => answer(client, referrer, id, i % 2 ? 'accepted' : 'declined'))
    )
    assert.deepEqual(responses.map((response) => response.status()).sort(), [200, 409, 409, 409, 409, 409])
    const row = await db.from('referrals').where('id', id).firstOrFail()
    const winner = responses.find((response) => response.status() === 200)!
    assert.equal(row.status, winner.body().status)
    assert.equal((await User.findOrFail(referrer.id)).referralCount, row.status === 'accepted' ? 1 : 0)
    assert.lengthOf(await db.from('referral_notifications').where('user_id', candidate.id), 1)
  })
})
