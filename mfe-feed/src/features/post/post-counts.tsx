import { Box, formatCount, Link as MuiLink } from '@hireloop/shared-ui'
import { POST_REACTIONS, type Post } from '../../api/feed/types'
import { REACTION_BY_TYPE } from './reaction-button'

function plural(count: number, one: string, many = `${one}s`) {
  return `${formatCount(count)} ${count === 1 ? one : many}`
}

/** Reactions (the three most used, as emoji), comments (opens them), reposts and shares of a post. */
export function PostCounts({ post, onOpenComments }: { post: Post; onOpenComments: () => void }) {
  const topReactions = POST_REACTIONS.filter((type) => (post.reactions?.[type] ?? 0) > 0)
    .sort((a, b) => (post.reactions[b] ?? 0) - (post.reactions[a] ?? 0))
    .slice(0, 3)
  const { likes, comments, reposts, shares } = post.engagement

  return (
    <Box
      data-testid="post-counts"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', color: 'text.secondary', fontSize: 13 }}
    >
      {likes > 0 && (
        <Box
          component="span"
          role="img"
          aria-label={plural(likes, 'reaction')}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <span aria-hidden>{topReactions.map((type) => REACTION_BY_TYPE[type].emoji).join('')}</span>
          <span aria-hidden>{formatCount(likes)}</span>
        </Box>
      )}
      <Box sx={{ flex: 1 }} />
      {comments > 0 && (
        <MuiLink component="button" type="button" color="inherit" underline="hover" onClick={onOpenComments}>
          {plural(comments, 'comment')}
        </MuiLink>
      )}
      {reposts > 0 && <span>{plural(reposts, 'repost')}</span>}
      {shares > 0 && <span>{plural(shares, 'share')}</span>}
    </Box>
  )
}
