import type { DemoMembers } from '#shared/database/seeders/demo_accounts'
import CreatePost from '#feed/actions/create_post'
import type { BlockInput } from '#feed/rules/blocks'
import { postValidator } from '#feed/validators/post_validator'

/** A post from each demo member, oldest first: the feed a newcomer opens is not empty. */
export const DEMO_POSTS = [
  {
    author: 'admin',
    blocks: [
      { type: 'heading', content: { text: 'Welcome to Hireloop', level: 2 } },
      {
        type: 'paragraph',
        content: {
          text:
            'This is a place to find work and to help others find it. Be kind, be honest about jobs and pay, and ' +
            'never ask anyone for money to apply. If something looks wrong, report it from the menu of the post or ' +
            'job: our moderators read every report.',
        },
      },
    ],
  },
  {
    author: 'employer',
    blocks: [
      { type: 'heading', content: { text: 'Our Austin compliance team is growing', level: 2 } },
      {
        type: 'paragraph',
        content: {
          text:
            'Gridline Power is hiring six people this season, from a part-time compliance assistant in Round Rock to a ' +
            'reliability risk analyst who can work from home. No utility experience? Our entry-level roles come with ' +
            'training. See them all on the Jobs tab.',
        },
      },
      { type: 'hashtag', content: { hashtags: ['hiring', 'gridjobs', 'austin'] } },
    ],
  },
  {
    author: 'candidate',
    blocks: [
      {
        type: 'paragraph',
        content: {
          text:
            'I just finished my certificate in office administration and I am looking for my first full-time job ' +
            'around Austin: records, scheduling or front desk. Happy to start part-time. Referrals and advice welcome!',
        },
      },
      { type: 'hashtag', content: { hashtags: ['opentowork'] } },
    ],
  },
] as const

/** On a new database: the demo members' posts, validated and published as the composer's are. */
export default async function seedDemoPosts(members: DemoMembers) {
  for (const post of DEMO_POSTS) {
    const { blocks } = await postValidator.validate({ blocks: post.blocks })
    await new CreatePost().handle(members[post.author], blocks as BlockInput[])
  }
}
