import {
  Avatar,
  Box,
  Button,
  formatCount,
  formatRelativeTime,
  getInitials,
  IconButton,
  Link as MuiLink,
  profilePath,
  Typography,
} from '@hireloop/shared-ui'
import { MoreVertIcon } from '@hireloop/shared-ui/icons'
import { Link } from 'react-router-dom'
import type { Comment, CommentReaction } from '../../api/feed/types'
import type { MouseEvent } from 'react'
import { CommentInput } from './comment-input'
import { COMMENT_REACTION_OPTIONS, REPLY_INDENT } from './comment-state'

export function CommentItem({
  comment,
  isReply,
  editing,
  onReact,
  onReply,
  onMenu,
  onSaveEdit,
  onCancelEdit,
}: {
  comment: Comment
  isReply: boolean
  editing: boolean
  onReact: (type: CommentReaction) => void
  onReply: () => void
  onMenu: (anchor: HTMLElement) => void
  onSaveEdit: (text: string) => Promise<boolean>
  onCancelEdit: () => void
}) {
  return (
    <Box
      component="li"
      data-testid="comment"
      data-comment-id={comment.id}
      aria-label={`${isReply ? 'Reply' : 'Comment'} by ${comment.author.name}`}
      sx={{ listStyle: 'none', display: 'flex', gap: 1, pl: isReply ? REPLY_INDENT : 0 }}
    >
      <Link to={profilePath(comment.author.id)} tabIndex={-1} aria-hidden="true" style={{ textDecoration: 'none' }}>
        <Avatar
          src={comment.author.avatar ?? undefined}
          alt=""
          sx={{ width: 32, height: 32, fontSize: 13, bgcolor: 'primary.main' }}
        >
          {getInitials(comment.author.name)}
        </Avatar>
      </Link>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 1.5, py: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="subtitle2" component="span" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }} noWrap>
              <MuiLink component={Link} to={profilePath(comment.author.id)} color="inherit" underline="hover">
                {comment.author.name}
              </MuiLink>
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatRelativeTime(comment.createdAt)}
              {comment.isEdited && ' · Edited'}
            </Typography>
            <IconButton
              size="small"
              aria-label="Comment options"
              aria-haspopup="menu"
              onClick={(event: MouseEvent<HTMLElement>) => onMenu(event.currentTarget)}
              sx={{ m: -0.5 }}
            >
              <MoreVertIcon fontSize="small" />
            </IconButton>
          </Box>
          {editing ? (
            <Box sx={{ mt: 1 }}>
              <CommentInput
                label="Edit comment"
                submitLabel="Save"
                initialValue={comment.content}
                autoFocus
                onSubmit={onSaveEdit}
                onCancel={onCancelEdit}
              />
            </Box>
          ) : (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {comment.content}
            </Typography>
          )}
        </Box>
        <Box
          role="group"
          aria-label="Comment reactions"
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, mt: 0.25 }}
        >
          {COMMENT_REACTION_OPTIONS.map((option) => {
            const count = comment[option.count] as number
            const pressed = comment.reaction === option.type
            return (
              <Button
                key={option.type}
                size="small"
                color={pressed ? 'primary' : 'inherit'}
                aria-pressed={pressed}
                aria-label={`${option.label}${count ? ` (${formatCount(count)})` : ''}`}
                title={option.label}
                onClick={() => onReact(option.type)}
                sx={{ minWidth: 0, px: 0.75, fontSize: 12 }}
              >
                <span aria-hidden>{option.emoji}</span>
                {count > 0 && (
                  <Box component="span" aria-hidden sx={{ ml: 0.5 }}>
                    {formatCount(count)}
                  </Box>
                )}
              </Button>
            )
          })}
          <Button size="small" color="inherit" onClick={onReply} sx={{ minWidth: 0, fontSize: 12, fontWeight: 700 }}>
            Reply
          </Button>
        </Box>
      </Box>
    </Box>
  )
}
