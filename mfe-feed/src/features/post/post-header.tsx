import {
  Avatar,
  Box,
  formatRelativeTime,
  getInitials,
  IconButton,
  Link as MuiLink,
  profilePath,
  Typography,
} from '@hireloop/shared-ui'
import { MoreVertIcon, VerifiedIcon } from '@hireloop/shared-ui/icons'
import { lazy, Suspense, useState, type MouseEvent } from 'react'
import { Link } from 'react-router-dom'
import type { Post } from '../../api/feed/types'

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

/** What a founding employer's badge promises (part 2 §9), in the jobs area's words. */
const FOUNDING_BENEFITS = 'Locked-in price of $49/month · free job posting for 6 months · lifetime priority placement'

/** MUI's tooltip (with its popper, ≈ 45 KB gzip) loads the first time a reader points at or focuses a badge. */
const Tooltip = lazy(() => import('@mui/material/Tooltip'))

/**
 * Founding Employer #N next to the author's name, its benefits in a tooltip (reachable with the keyboard). Until the
 * tooltip is wanted the badge is plain; the first hover or focus loads it already open, then it opens and closes by
 * itself.
 */
function FoundingBadge({ number }: { number: number }) {
  const [wanted, setWanted] = useState(false)
  const [open, setOpen] = useState(false)
  const show = () => {
    setWanted(true)
    setOpen(true)
  }
  const hide = () => setOpen(false)
  const badge = (
    <Box
      component="span"
      tabIndex={0}
      onMouseEnter={show}
      onFocus={show}
      onMouseLeave={hide}
      onBlur={hide}
      sx={{ display: 'inline-flex', borderRadius: 1 }}
    >
      <Badge label={`Founding Employer #${number}`} color="secondary.main" />
    </Box>
  )
  if (!wanted) return badge
  return (
    <Suspense fallback={badge}>
      <Tooltip title={FOUNDING_BENEFITS} describeChild open={open} onOpen={show} onClose={hide}>
        {badge}
      </Tooltip>
    </Suspense>
  )
}

/**
 * The post's time, relative ("3h ago"), its full date and time in a title once a reader points at or focuses it. Not
 * before: a page's first date formatting loads the browser's locale data (≈ 30 ms of CPU in Chromium, ≈ 120 ms with
 * Lighthouse's 4× slowdown), which the first screen would otherwise pay for a tooltip nobody has asked for.
 */
function PostTime({ postId, timestamp }: { postId: string; timestamp: string }) {
  const [title, setTitle] = useState<string>()
  const showFullTime = () => setTitle((shown) => shown ?? new Date(timestamp).toLocaleString())
  return (
    <MuiLink
      component={Link}
      to={`/post/${postId}`}
      color="inherit"
      underline="hover"
      title={title}
      onMouseEnter={showFullTime}
      onFocus={showFullTime}
    >
      <time dateTime={timestamp}>{formatRelativeTime(timestamp)}</time>
    </MuiLink>
  )
}

/** The author, badges, headline and time of a post (the time links to the post's page), and its options button. */
export function PostHeader({ post, onOpenMenu }: { post: Post; onOpenMenu: (anchor: HTMLElement) => void }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      {/* The avatar and the name open the author's profile: one link for the keyboard, the avatar a mouse target. */}
      <Link to={profilePath(post.author.id)} tabIndex={-1} aria-hidden="true" style={{ textDecoration: 'none' }}>
        <Avatar
          src={post.author.avatar ?? post.author.profileImage ?? undefined}
          alt=""
          sx={{ bgcolor: 'primary.main' }}
        >
          {getInitials(post.author.name)}
        </Avatar>
      </Link>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          <Typography id={`post-${post.id}-author`} variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
            <MuiLink component={Link} to={profilePath(post.author.id)} color="inherit" underline="hover">
              {post.author.name}
            </MuiLink>
          </Typography>
          {post.author.verified && (
            <VerifiedIcon titleAccess="Verified employer" color="primary" sx={{ fontSize: 16 }} />
          )}
          {post.author.foundingEmployerNumber != null && <FoundingBadge number={post.author.foundingEmployerNumber} />}
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
          <PostTime postId={post.id} timestamp={post.timestamp} />
          {post.editedAt && ' · Edited'}
        </Typography>
      </Box>
      <IconButton
        aria-label="Post options"
        aria-haspopup="menu"
        size="small"
        onClick={(event: MouseEvent<HTMLElement>) => onOpenMenu(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
    </Box>
  )
}
