import { BasePolicy, AuthorizationResponse } from '@adonisjs/bouncer'
import type User from '#shared/models/user'
import { MESSAGES } from '#feed/constants'

type PostRef = { authorId: string }

/** Part 1 §6 "Post owner": only the author edits, archives and deletes a post. */
export default class PostPolicy extends BasePolicy {
  private owner(user: User, post: PostRef) {
    return user.id === post.authorId || AuthorizationResponse.deny(MESSAGES.notPostOwner, 403)
  }

  edit(user: User, post: PostRef) {
    return this.owner(user, post)
  }

  archive(user: User, post: PostRef) {
    return this.owner(user, post)
  }

  delete(user: User, post: PostRef) {
    return this.owner(user, post)
  }
}
