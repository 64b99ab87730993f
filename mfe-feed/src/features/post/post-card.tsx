import {
  Avatar,
  Box,
  Button,
  ConfirmDialog,
  formatCount,
  formatRelativeTime,
  getInitials,
  IconButton,
  LazyWhenOpen,
  Link as MuiLink,
  Paper,
  Typography,
} from '@hireloop/shared-ui'
import { POST_REACTIONS, type Post } from '../../api/feed/types'
import { lazy, memo, useState, type MouseEvent } from 'react'
import { Link } from 'react-router-dom'
import {
  BookmarkBorderIcon,
  BookmarkIcon,
  CommentIcon,
  MoreVertIcon,
  RepeatIcon,
  ShareIcon,
  VerifiedIcon,
} from '../../lib/icons'
import { PostBlocks } from './post-blocks'
import type { PostController } from './post-controller'
import { REACTION_BY_TYPE, ReactionButton } from './reaction-button'
import { usePostActions } from './use-post-actions'

// Menus are opened rarely: their code (MUI Menu) loads on first use.
const PostMenu = lazy(() => import('./post-menu'))
const ShareMenu = lazy(() => import('./share-menu'))

const BADGES = [
  { key: 'isSponsored', label: 'Sponsored', color: 'info.main' },
  { key: 'isTrending', label: 'Trending', color: 'secondary.main' },
  { key: 'isHot', label: 'Hot', color: 'error.main' },
] as const

function Badge({ label, color }: { label: string; color: string }) {
  return (
    <Box
      component="span"
      sx={{
        px: 0.75,
        borderRadius: 1,
        fontSize: 11,
        fontWeight: 700,
        lineHeight: '18px',
        color,
        border: 1,
        borderColor: 'currentColor',
        whiteSpace: 'nowrap',
      }}
    >
      {label}
    </Box>
  )
}

function plural(count: number, one: string, many = `${one}s`) {
  return `${formatCount(count)} ${count === 1 ? one : many}`
}


export const PostCard = memo(function PostCard({ post, controller }: { post: Post; controller: PostController }) {
  const actions = usePostActions(post, controller)
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null)
  const [shareAnchor, setShareAnchor] = useState<HTMLElement | null>(null)
  // The kind outlives `open` so the dialog keeps its words while it animates closed.
  const [confirm, setConfirm] = useState<{ kind: 'archive' | 'delete'; open: boolean }>({ kind: 'archive', open: false })
  const [confirming, setConfirming] = useState(false)

  const topReactions = POST_REACTIONS.filter((type) => (post.reactions?.[type] ?? 0) > 0)
    .sort((a, b) => (post.reactions[b] ?? 0) - (post.reactions[a] ?? 0))
    .slice(0, 3)
  const { likes, comments, reposts, shares } = post.engagement
  const edited = Boolean(post.editedAt)

  const runConfirmed = async () => {
    setConfirming(true)
    const ok = confirm.kind === 'delete' ? await actions.remove() : await actions.archive(true)
    setConfirming(false)
    if (ok) setConfirm((current) => ({ ...current, open: false }))
  }

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={`post-${post.id}-author`}
      data-testid="post-card"
      data-post-id={post.id}
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Avatar src={post.author.avatar ?? post.author.profileImage ?? undefined} alt="" sx={{ bgcolor: 'primary.main' }}>
          {getInitials(post.author.name)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
            <Typography id={`post-${post.id}-author`} variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
              {post.author.name}
            </Typography>
            {post.author.verified && (
              <VerifiedIcon titleAccess="Verified employer" color="primary" sx={{ fontSize: 16 }} />
            )}
            {BADGES.filter((badge) => post[badge.key]).map((badge) => (
              <Badge key={badge.key} label={badge.label} color={badge.color} />
            ))}
            {post.isArchived && <Badge label="Archived" color="text.secondary" />}
          </Box>
          {post.author.headline && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {post.author.headline}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            <MuiLink
              component={Link}
              to={`/post/${post.id}`}
              color="inherit"
              underline="hover"
              title={new Date(post.timestamp).toLocaleString()}
            >
              <time dateTime={post.timestamp}>{formatRelativeTime(post.timestamp)}</time>
            </MuiLink>
            {edited && ' · Edited'}
          </Typography>
        </Box>
        <IconButton
          aria-label="Post options"
          aria-haspopup="menu"
          size="small"
          onClick={(event: MouseEvent<HTMLElement>) => setMenuAnchor(event.currentTarget)}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </Box>

      <PostBlocks blocks={post.blocks} />

      {post.media?.type === 'link' && post.media.url && (
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <MuiLink href={post.media.url} target="_blank" rel="noopener noreferrer nofollow" sx={{ overflowWrap: 'anywhere' }}>
            {post.media.title || post.media.url}
          </MuiLink>
          {post.media.description && (
            <Typography variant="body2" color="text.secondary">
              {post.media.description}
            </Typography>
          )}
        </Paper>
      )}

      <Box
        data-testid="post-counts"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', color: 'text.secondary', fontSize: 13 }}
      >
        {likes > 0 && (
          <Box component="span" aria-label={plural(likes, 'reaction')} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <span aria-hidden>{topReactions.map((type) => REACTION_BY_TYPE[type].emoji).join('')}</span>
            <span aria-hidden>{formatCount(likes)}</span>
          </Box>
        )}
        <Box sx={{ flex: 1 }} />
        {comments > 0 && (
          <MuiLink component="button" type="button" color="inherit" underline="hover" onClick={() => controller.onOpenComments(post)}>
            {plural(comments, 'comment')}
          </MuiLink>
        )}
        {reposts > 0 && <span>{plural(reposts, 'repost')}</span>}
        {shares > 0 && <span>{plural(shares, 'share')}</span>}
      </Box>

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
        <Button size="small" color="inherit" startIcon={<CommentIcon fontSize="small" />} onClick={() => controller.onOpenComments(post)}>
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
          onClick={(event: MouseEvent<HTMLElement>) => setShareAnchor(event.currentTarget)}
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

      <LazyWhenOpen
        component={PostMenu}
        props={{
          open: Boolean(menuAnchor),
          anchorEl: menuAnchor,
          post,
          onClose: () => setMenuAnchor(null),
          onEdit: () => controller.onEdit(post),
          onArchive: () => setConfirm({ kind: 'archive', open: true }),
          onRestore: () => void actions.archive(false),
          onDelete: () => setConfirm({ kind: 'delete', open: true }),
          onToggleBookmark: () => void actions.toggleBookmark(),
          onReport: () => void actions.report(),
        }}
      />
      <LazyWhenOpen
        component={ShareMenu}
        props={{
          open: Boolean(shareAnchor),
          anchorEl: shareAnchor,
          onClose: () => setShareAnchor(null),
          onShare: (target) => void actions.share(target),
        }}
      />
      <ConfirmDialog
        open={confirm.open}
        title={confirm.kind === 'delete' ? 'Delete post' : 'Archive post'}
        description={
          confirm.kind === 'delete'
            ? 'This post will be removed for good, with its reactions and comments. This cannot be undone.'
            : 'The post leaves the feed and only you can see it. You can restore it later.'
        }
        loading={confirming}
        onConfirm={() => void runConfirmed()}
        onCancel={() => setConfirm((current) => ({ ...current, open: false }))}
      />
    </Paper>
  )
})
