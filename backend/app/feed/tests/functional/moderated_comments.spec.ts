import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import type {} from '#moderation/contract'
import { UserFactory } from '#shared/database/factories/user_factory'
import { createPost } from '#feed/database/factories/post_factory'
import RecountVisibleComments from '#feed/database/migrations/0015_recount_visible_comments'
import type User from '#shared/models/user'
import type { ApiClient } from '@japa/api-client'

/*
| Comments hidden by moderation (a rejected report, or a screening hold as
| they are written) leave the counts: commentsCount is the number of visible
| comments and replies of a post, repliesCount the number of visible direct
| replies, in the database and in every answer.
*/

const SCAM = 'Send a $50 processing fee by wire transfer to apply.'

async function comment(client: ApiClient, user: User, postId: string, content: string, parentCommentId?: string) {
  const response = await client
    .post(`/api/posts/${postId}/comments`)
    .json({ content, parentCommentId: parentCommentId ?? null })
    .withCsrfToken()
    .loginAs(user)
  response.assertStatus(201)
  return response.body() as { id: string }
}

async function admin() {
  return UserFactory.apply('admin').create()
}

async function reportAndDecide(
  client: ApiClient,
  reporter: User,
  moderator: User,
  commentId: string,
  action: 'reject' | 'approve'
) {
  ;(
    await client
      .post(`/api/comments/${commentId}/reactions`)
      .json({ type: 'report', reason: 'Harassment' })
      .withCsrfToken()
      .loginAs(reporter)
  ).assertStatus(200)
  await decide(client, moderator, commentId, action)
}

async function decide(client: ApiClient, moderator: User, commentId: string, action: 'reject' | 'approve') {
  const item = await db
    .from('moderation_items')
    .where({ content_type: 'comment', content_id: commentId })
    .whereIn('status', ['pending', 'escalated'])
    .firstOrFail()
  ;(
    await client.post(`/api/moderation/queue/${item.id}/action`).json({ action }).withCsrfToken().loginAs(moderator)
  ).assertStatus(200)
}

async function hiddenEvent(commentId: string) {
  await emitter.emit('moderation:content_hidden', {
    itemId: '7d3c1a7e-0000-4000-8000-000000000001',
    contentType: 'comment',
    contentId: commentId,
    categories: ['respectful_communication'],
    guidelines: ['Respectful communication'],
  })
}

async function restoredEvent(commentId: string) {
  await emitter.emit('moderation:content_restored', {
    itemId: '7d3c1a7e-0000-4000-8000-000000000001',
    contentType: 'comment',
    contentId: commentId,
  })
}

async function commentsCount(postId: string) {
  return (await db.from('posts').where('id', postId).firstOrFail()).comments_count as number
}

async function repliesCount(commentId: string) {
  return (await db.from('post_comments').where('id', commentId).firstOrFail()).replies_count as number
}

/** What a reader is answered: the post's comment count, and the ids and repliesCount of its comment list. */
async function answered(client: ApiClient, reader: User, postId: string) {
  const post = await client.get(`/api/posts/${postId}`).loginAs(reader)
  post.assertStatus(200)
  const list = await client.get(`/api/posts/${postId}/comments?limit=50`).loginAs(reader)
  list.assertStatus(200)
  const comments = list.body().comments as { id: string; repliesCount: number }[]
  return {
    count: post.body().engagement.comments as number,
    listed: comments.map((row) => row.id),
    replies: Object.fromEntries(comments.map((row) => [row.id, row.repliesCount])),
  }
}

test.group('comments hidden by moderation leave the counts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a rejected report of a reply takes it off commentsCount and its parent repliesCount', async ({
    client,
    assert,
  }) => {
    const [author, commenter, reporter] = await UserFactory.createMany(3)
    const moderator = await admin()
    const post = await createPost(author)
    const parent = await comment(client, author, post.id, 'Who is on the night shift?')
    const reply = await comment(client, commenter, post.id, 'You are an idiot', parent.id)
    assert.equal(await commentsCount(post.id), 2)
    assert.equal(await repliesCount(parent.id), 1)

    await reportAndDecide(client, reporter, moderator, reply.id, 'reject')

    assert.isTrue((await db.from('post_comments').where('id', reply.id).firstOrFail()).is_hidden)
    assert.equal(await commentsCount(post.id), 1)
    assert.equal(await repliesCount(parent.id), 0)
    assert.deepEqual(await answered(client, reporter, post.id), {
      count: 1,
      listed: [parent.id],
      replies: { [parent.id]: 0 },
    })

    // The same decision again (a second event) changes nothing.
    await hiddenEvent(reply.id)
    assert.equal(await commentsCount(post.id), 1)
    assert.equal(await repliesCount(parent.id), 0)

    await restoredEvent(reply.id)
    assert.isFalse((await db.from('post_comments').where('id', reply.id).firstOrFail()).is_hidden)
    assert.equal(await commentsCount(post.id), 2)
    assert.equal(await repliesCount(parent.id), 1)
    assert.deepEqual(await answered(client, reporter, post.id), {
      count: 2,
      listed: [parent.id, reply.id],
      replies: { [parent.id]: 1, [reply.id]: 0 },
    })
    await restoredEvent(reply.id)
    assert.equal(await commentsCount(post.id), 2)
  })

  test('the only comment rejected: the card counts 0 and the list is empty', async ({ client, assert }) => {
    const [author, commenter, reporter] = await UserFactory.createMany(3)
    const moderator = await admin()
    const post = await createPost(author)
    const target = await comment(client, commenter, post.id, 'You are an idiot')

    await reportAndDecide(client, reporter, moderator, target.id, 'reject')

    assert.equal(await commentsCount(post.id), 0)
    assert.deepEqual(await answered(client, author, post.id), { count: 0, listed: [], replies: {} })
  })

  test('a comment screening holds as it is written never counts; an approval counts it', async ({ client, assert }) => {
    const [author, commenter] = await UserFactory.createMany(2)
    const moderator = await admin()
    const post = await createPost(author)
    const parent = await comment(client, author, post.id, 'Any openings for linemen?')
    const held = await comment(client, commenter, post.id, SCAM)
    const heldReply = await comment(client, commenter, post.id, SCAM, parent.id)

    assert.isTrue((await db.from('post_comments').where('id', held.id).firstOrFail()).is_hidden)
    assert.isTrue((await db.from('post_comments').where('id', heldReply.id).firstOrFail()).is_hidden)
    assert.equal(await commentsCount(post.id), 1)
    assert.equal(await repliesCount(parent.id), 0)
    assert.deepEqual(await answered(client, author, post.id), {
      count: 1,
      listed: [parent.id],
      replies: { [parent.id]: 0 },
    })

    // Rejecting what screening already held keeps it out, counted once.
    await decide(client, moderator, held.id, 'reject')
    assert.equal(await commentsCount(post.id), 1)

    await decide(client, moderator, heldReply.id, 'approve')
    assert.equal(await commentsCount(post.id), 2)
    assert.equal(await repliesCount(parent.id), 1)
    assert.deepEqual(await answered(client, author, post.id), {
      count: 2,
      listed: [parent.id, heldReply.id],
      replies: { [parent.id]: 1, [heldReply.id]: 0 },
    })
  })

  test('removing a parent with a hidden reply takes off only what was visible', async ({ client, assert }) => {
    const [author, commenter, reporter] = await UserFactory.createMany(3)
    const moderator = await admin()
    const post = await createPost(author)
    const parent = await comment(client, commenter, post.id, 'Which crew is hiring?')
    const visibleReply = await comment(client, author, post.id, 'Ours is.', parent.id)
    const hiddenReply = await comment(client, reporter, post.id, 'You are an idiot', parent.id)
    const other = await comment(client, reporter, post.id, 'Count me in')
    await reportAndDecide(client, author, moderator, hiddenReply.id, 'reject')
    assert.equal(await commentsCount(post.id), 3)
    assert.equal(await repliesCount(parent.id), 1)

    const removed = await client.delete(`/api/comments/${parent.id}`).withCsrfToken().loginAs(author)
    removed.assertStatus(200)
    assert.equal(removed.body().mode, 'permanent')

    assert.equal(await commentsCount(post.id), 1)
    assert.lengthOf(await db.from('post_comments').whereIn('id', [parent.id, visibleReply.id, hiddenReply.id]), 0)
    assert.deepEqual(await answered(client, author, post.id), {
      count: 1,
      listed: [other.id],
      replies: { [other.id]: 0 },
    })
  })

  test('a soft-deleted parent with a hidden reply: delete and restore move only the parent', async ({
    client,
    assert,
  }) => {
    const [author, commenter, reporter] = await UserFactory.createMany(3)
    const moderator = await admin()
    const post = await createPost(author)
    const parent = await comment(client, commenter, post.id, 'Which crew is hiring?')
    const hiddenReply = await comment(client, reporter, post.id, 'You are an idiot', parent.id)
    await reportAndDecide(client, author, moderator, hiddenReply.id, 'reject')
    assert.equal(await commentsCount(post.id), 1)

    ;(await client.delete(`/api/comments/${parent.id}`).withCsrfToken().loginAs(commenter)).assertStatus(200)
    assert.equal(await commentsCount(post.id), 0)
    ;(await client.post(`/api/comments/${parent.id}/restore`).withCsrfToken().loginAs(moderator)).assertStatus(200)
    assert.equal(await commentsCount(post.id), 1)
    assert.equal(await repliesCount(parent.id), 0)

    await restoredEvent(hiddenReply.id)
    assert.equal(await commentsCount(post.id), 2)
    assert.equal(await repliesCount(parent.id), 1)
  })

  test('a hidden comment cannot be deleted by its author; counts stay', async ({ client, assert }) => {
    const [author, commenter, reporter] = await UserFactory.createMany(3)
    const moderator = await admin()
    const post = await createPost(author)
    const target = await comment(client, commenter, post.id, 'You are an idiot')
    await reportAndDecide(client, reporter, moderator, target.id, 'reject')

    ;(await client.delete(`/api/comments/${target.id}`).withCsrfToken().loginAs(commenter)).assertStatus(404)
    assert.equal(await commentsCount(post.id), 0)
  })

  test('hiding or showing a deleted comment leaves the counts; a restore of it counts only once shown', async ({
    client,
    assert,
  }) => {
    const [author, commenter] = await UserFactory.createMany(2)
    const moderator = await admin()
    const post = await createPost(author)
    const parent = await comment(client, author, post.id, 'Question?')
    const reply = await comment(client, commenter, post.id, 'Answer.', parent.id)
    ;(await client.delete(`/api/comments/${reply.id}`).withCsrfToken().loginAs(commenter)).assertStatus(200)
    assert.equal(await commentsCount(post.id), 1)
    assert.equal(await repliesCount(parent.id), 0)

    await hiddenEvent(reply.id)
    assert.isTrue((await db.from('post_comments').where('id', reply.id).firstOrFail()).is_hidden)
    assert.equal(await commentsCount(post.id), 1)
    assert.equal(await repliesCount(parent.id), 0)

    ;(await client.post(`/api/comments/${reply.id}/restore`).withCsrfToken().loginAs(moderator)).assertStatus(200)
    assert.equal(await commentsCount(post.id), 1)
    assert.equal(await repliesCount(parent.id), 0)

    await restoredEvent(reply.id)
    assert.equal(await commentsCount(post.id), 2)
    assert.equal(await repliesCount(parent.id), 1)

    // Shown again while deleted: nothing counts until it is restored.
    ;(await client.delete(`/api/comments/${reply.id}`).withCsrfToken().loginAs(commenter)).assertStatus(200)
    await hiddenEvent(reply.id)
    await restoredEvent(reply.id)
    assert.equal(await commentsCount(post.id), 1)
    assert.equal(await repliesCount(parent.id), 0)
  })

  test('hiding moves the ranking engagement with the count', async ({ client, assert }) => {
    const [author, commenter] = await UserFactory.createMany(2)
    const post = await createPost(author)
    const target = await comment(client, commenter, post.id, 'Nice work')
    const engagement = async () =>
      Number((await db.from('content_rankings').where('post_id', post.id).firstOrFail()).engagement_score)
    const counted = await engagement()
    assert.isAbove(counted, 0)
    await hiddenEvent(target.id)
    assert.equal(await engagement(), 0)
    await restoredEvent(target.id)
    assert.equal(await engagement(), counted)
  })
})

test.group('recounting visible comments', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the recount sets commentsCount and repliesCount to the visible comments', async ({ client, assert }) => {
    const [author, commenter] = await UserFactory.createMany(2)
    const post = await createPost(author)
    const quiet = await createPost(author, 'No comments here')
    const parent = await comment(client, author, post.id, 'Question?')
    const hidden = await comment(client, commenter, post.id, 'Hidden answer', parent.id)
    const deleted = await comment(client, commenter, post.id, 'Deleted answer', parent.id)
    await comment(client, commenter, post.id, 'Visible answer', parent.id)
    await db.from('post_comments').where('id', hidden.id).update({ is_hidden: true })
    await db.from('post_comments').where('id', deleted.id).update({ deleted_at: new Date() })
    await db.from('posts').where('id', post.id).update({ comments_count: 7 })
    await db.from('posts').where('id', quiet.id).update({ comments_count: 2 })
    await db.from('post_comments').where('id', parent.id).update({ replies_count: 5 })

    await new RecountVisibleComments(db.connection(), 'recount').execUp()

    assert.equal(await commentsCount(post.id), 2)
    assert.equal(await commentsCount(quiet.id), 0)
    assert.equal(await repliesCount(parent.id), 1)
    assert.equal(await repliesCount(hidden.id), 0)
  })
})
