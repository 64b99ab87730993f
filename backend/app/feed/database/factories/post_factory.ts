import type User from '#shared/models/user'
import CreatePost from '#feed/actions/create_post'
import type { BlockInput } from '#feed/rules/blocks'

/*
| Posts for tests and seeds, written through the same action as the API
| (so their quality and ranking rows exist too).
*/

export const paragraph = (text: string): BlockInput => ({ type: 'paragraph', content: { text } })

export function createPost(author: User, blocks: BlockInput[] | string = 'A post about grid compliance work.') {
  return new CreatePost().handle(author, typeof blocks === 'string' ? [paragraph(blocks)] : blocks)
}

export async function createPosts(author: User, count: number, prefix = 'Post') {
  const posts = []
  for (let index = 0; index < count; index++) posts.push(await createPost(author, `${prefix} ${index + 1}`))
  return posts
}
