import { Box, Button } from '@hireloop/shared-ui'
import { BookmarkBorderIcon, BookmarkIcon, ShareIcon } from '@hireloop/shared-ui/icons'
import type { MouseEvent } from 'react'
import type { Post } from '../../api/feed/types'
import { CommentIcon, RepeatIcon } from '../../shared/icons'
import { ReactionButton } from './reaction-button'
import type { PostActions } from './use-post-actions'

/** React, Comment, Repost, Share and Save under a post. */
export function PostActionBar({
  post,
  actions,
  onComment,
  onOpenShare,
}: {
  post: Post
  actions: PostActions
  onComment: () => void
  onOpenShare: (anchor: HTMLElement) => void
}) {
  return (
    <Box
      role="group"
      aria-label="Post actions"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
        gap: 0.5,
        borderTop: 1,
        borderColor: 'divider',
        pt: 1,
        // Phones: icon above a small label, so the five actions fit one row.
        '& .MuiButton-root': {
          minWidth: 0,
          width: '100%',
          px: 0.5,
          flexDirection: { xs: 'column', sm: 'row' },
          fontSize: { xs: 12, sm: 13 },
          lineHeight: 1.3,
          whiteSpace: 'nowrap',
        },
        '& .MuiButton-startIcon': { mx: { xs: 0, sm: 0.5 }, mb: { xs: 0.25, sm: 0 } },
      }}
    >
      <ReactionButton reaction={post.reaction} onReact={(type) => void actions.react(type)} />
      <Button size="small" color="inherit" startIcon={<CommentIcon fontSize="small" />} onClick={onComment}>
        Comment
      </Button>
      <Button
        size="small"
        color={post.isReposted ? 'primary' : 'inherit'}
        startIcon={<RepeatIcon fontSize="small" />}
        disabled={post.isReposted}
        onClick={() => void actions.repost()}
      >
        {post.isReposted ? 'Reposted' : 'Repost'}
      </Button>
      <Button
        size="small"
        color="inherit"
        startIcon={<ShareIcon fontSize="small" />}
        aria-haspopup="menu"
        onClick={(event: MouseEvent<HTMLElement>) => onOpenShare(event.currentTarget)}
      >
        Share
      </Button>
      <Button
        size="small"
        aria-label={post.isBookmarked ? 'Remove bookmark' : 'Save post'}
        aria-pressed={post.isBookmarked}
        color={post.isBookmarked ? 'primary' : 'inherit'}
        startIcon={post.isBookmarked ? <BookmarkIcon fontSize="small" /> : <BookmarkBorderIcon fontSize="small" />}
        onClick={() => void actions.toggleBookmark()}
      >
        {post.isBookmarked ? 'Saved' : 'Save'}
      </Button>
    </Box>
  )
}
