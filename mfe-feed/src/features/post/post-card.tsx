import { Box, ConfirmDialog, LazyWhenOpen, Link as MuiLink, Paper, Typography } from '@hireloop/shared-ui'
import { HELD_POST_NOTICE, heldReasonText } from '../../shared/held-post'
import { lazy, memo, useState } from 'react'
import type { Post } from '../../api/feed/types'
import { PostActionBar } from './post-action-bar'
import { PostBlocks } from './post-blocks'
import type { PostController } from './post-controller'
import { PostCounts } from './post-counts'
import { PostHeader } from './post-header'
import { usePostActions } from './use-post-actions'
import { usePostConfirm } from './use-post-confirm'

// Menus are opened rarely: their code (MUI Menu) loads on first use.
const PostMenu = lazy(() => import('./post-menu'))
const ShareMenu = lazy(() => import('./share-menu'))

const CONFIRM_TEXT = {
  delete: {
    title: 'Delete post',
    description: 'This post will be removed for good, with its reactions and comments. This cannot be undone.',
  },
  archive: {
    title: 'Archive post',
    description: 'The post leaves the feed and only you can see it. You can restore it later.',
  },
} as const

export const PostCard = memo(function PostCard({ post, controller }: { post: Post; controller: PostController }) {
  const actions = usePostActions(post, controller)
  const confirm = usePostConfirm(actions)
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null)
  const [shareAnchor, setShareAnchor] = useState<HTMLElement | null>(null)
  const openComments = () => controller.onOpenComments(post)

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={`post-${post.id}-author`}
      data-testid="post-card"
      data-post-id={post.id}
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
    >
      <PostHeader post={post} onOpenMenu={setMenuAnchor} />
      {post.isHidden && post.isOwner && (
        <Box
          data-testid="post-under-review"
          sx={{ borderLeft: 4, borderColor: 'warning.main', bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 1 }}
        >
          <Typography variant="subtitle2" component="p">
            {HELD_POST_NOTICE.title}
          </Typography>
          {post.heldReason && (
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="post-held-reason">
              {heldReasonText(post.heldReason)}
            </Typography>
          )}
          <Typography variant="body2">{HELD_POST_NOTICE.description}</Typography>
        </Box>
      )}
      <PostBlocks blocks={post.blocks} />

      {post.media?.type === 'link' && post.media.url && (
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <MuiLink
            href={post.media.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {post.media.title || post.media.url}
          </MuiLink>
          {post.media.description && (
            <Typography variant="body2" color="text.secondary">
              {post.media.description}
            </Typography>
          )}
        </Paper>
      )}

      <PostCounts post={post} onOpenComments={openComments} />
      <PostActionBar post={post} actions={actions} onComment={openComments} onOpenShare={setShareAnchor} />

      <LazyWhenOpen
        component={PostMenu}
        props={{
          open: Boolean(menuAnchor),
          anchorEl: menuAnchor,
          post,
          onClose: () => setMenuAnchor(null),
          onEdit: () => controller.onEdit(post),
          onArchive: () => confirm.ask('archive'),
          onRestore: () => void actions.archive(false),
          onDelete: () => confirm.ask('delete'),
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
        title={CONFIRM_TEXT[confirm.kind].title}
        description={CONFIRM_TEXT[confirm.kind].description}
        loading={confirm.confirming}
        onConfirm={confirm.run}
        onCancel={confirm.cancel}
      />
    </Paper>
  )
})
