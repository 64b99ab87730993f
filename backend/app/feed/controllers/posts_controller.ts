import type { HttpContext } from '@adonisjs/core/http'
import { jobShareValidator, postValidator } from '#feed/validators/post_validator'
import { jobShareBlocks, linkJobBlocks } from '#feed/job_links'
import { archiveValidator, feedQueryValidator, pageQueryValidator } from '#feed/validators/feed_validators'
import PostPolicy from '#feed/policies/post_policy'
import FeedQuery, { FEED_DEFAULTS } from '#feed/queries/feed_query'
import { findPostForReader, postForPolicy } from '#feed/queries/post_query'
import { archivedPosts, bookmarkedPosts } from '#feed/queries/saved_posts_query'
import CreatePost from '#feed/actions/create_post'
import UpdatePost from '#feed/actions/update_post'
import ArchivePost from '#feed/actions/archive_post'
import DeletePost from '#feed/actions/delete_post'
import RecordPostView from '#feed/actions/record_post_view'
import type { BlockInput } from '#feed/rules/blocks'
import { assertOwnMedia } from '#feed/rules/own_media'

export default class PostsController {
  /** GET /api/posts?type=&limit=&cursor=&timeWindow=&minQualityScore= → { posts, nextCursor, hasMore } */
  async index({ request, auth }: HttpContext) {
    const query = await feedQueryValidator.validate(request.qs())
    return new FeedQuery().handle(auth.getUserOrFail().id, { ...FEED_DEFAULTS, ...stripUndefined(query) })
  }

  /** GET /api/posts/bookmarks → { posts, nextCursor, hasMore } */
  async bookmarks({ request, auth }: HttpContext) {
    const { limit, cursor } = await pageQueryValidator.validate(request.qs())
    return bookmarkedPosts(auth.getUserOrFail().id, limit ?? FEED_DEFAULTS.limit, cursor)
  }

  /** GET /api/posts/archived → the reader's own archived posts, { posts, nextCursor, hasMore } */
  async archived({ request, auth }: HttpContext) {
    const { limit, cursor } = await pageQueryValidator.validate(request.qs())
    return archivedPosts(auth.getUserOrFail().id, limit ?? FEED_DEFAULTS.limit, cursor)
  }

  /** GET /api/posts/{id} → post */
  async show({ params, auth }: HttpContext) {
    const reader = auth.getUserOrFail()
    await new RecordPostView().handle(reader.id, params.id)
    return findPostForReader(reader.id, params.id)
  }

  /** POST /api/posts {blocks}, or {content, type: 'job_share', jobId} → 201 post */
  async store({ request, response, auth }: HttpContext) {
    const author = auth.getUserOrFail()
    let blocks: Awaited<ReturnType<typeof linkJobBlocks>>
    if (request.input('type') === 'job_share') {
      blocks = await jobShareBlocks(await request.validateUsing(jobShareValidator), author.id)
    } else {
      const input = (await request.validateUsing(postValidator)).blocks
      await assertOwnMedia(author.id, input)
      blocks = await linkJobBlocks(input as BlockInput[], author.id)
    }
    const post = await new CreatePost().handle(author, blocks)
    return response.created(await findPostForReader(author.id, post.id))
  }

  /** PUT /api/posts/{id} {blocks} → post */
  async update({ params, request, auth, bouncer }: HttpContext) {
    const editor = auth.getUserOrFail()
    await bouncer.with(PostPolicy).authorize('edit', await postForPolicy(editor.id, params.id))
    const { blocks } = await request.validateUsing(postValidator)
    await assertOwnMedia(editor.id, blocks)
    await new UpdatePost().handle(params.id, editor.id, await linkJobBlocks(blocks as BlockInput[], editor.id))
    return findPostForReader(editor.id, params.id)
  }

  /** PATCH /api/posts/{id}/archive {isArchived} → { isArchived, message } */
  async archive({ params, request, auth, bouncer }: HttpContext) {
    const owner = auth.getUserOrFail()
    await bouncer.with(PostPolicy).authorize('archive', await postForPolicy(owner.id, params.id))
    const { isArchived } = await request.validateUsing(archiveValidator)
    return new ArchivePost().handle(params.id, owner.id, isArchived)
  }

  /** DELETE /api/posts/{id} → { message } */
  async destroy({ params, auth, bouncer }: HttpContext) {
    const owner = auth.getUserOrFail()
    await bouncer.with(PostPolicy).authorize('delete', await postForPolicy(owner.id, params.id))
    return new DeletePost().handle(params.id, owner.id)
  }
}

function stripUndefined<T extends object>(value: T) {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>
}
