import AppPolicy from '#shared/policies/app_policy'
import type User from '#shared/models/user'
import { MESSAGES } from '#feed/constants'

type PostRef = { authorId: string }

/** Part 1 §6 "Post owner": only the author edits, archives and deletes a post. */
export default class PostPolicy extends AppPolicy {
  private owner(user: User, post: PostRef) {
    return this.allowOr(user.id === post.authorId, MESSAGES.notPostOwner)
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
