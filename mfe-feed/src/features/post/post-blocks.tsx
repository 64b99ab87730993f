import { ArticleIcon, Box, Divider, EventIcon, Link as MuiLink, Paper, Typography, WorkIcon } from '@hireloop/shared-ui'
import type { PostBlock, PostBlockOf } from '../../api/feed/types'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { PlaceIcon, ScheduleIcon } from '../../shared/icons'
import { JobApplyButton } from './job-apply-button'

/*
| Renders every block type of part 1 §3 "Post block". Unknown or malformed content renders nothing rather than
| breaking the card.
*/

const ACHIEVEMENT_LABELS: Record<string, string> = {
  certification: 'Certification',
  award: 'Award',
  milestone: 'Milestone',
  promotion: 'Promotion',
  education: 'Education',
}
const ACHIEVEMENT_EMOJI: Record<string, string> = {
  certification: '📜',
  award: '🏆',
  milestone: '🎯',
  promotion: '📈',
  education: '🎓',
}

function formatDate(date: string | undefined, time?: string): string {
  if (!date) return time ?? ''
  const parsed = new Date(`${date}T${time || '00:00'}:00`)
  if (Number.isNaN(parsed.getTime())) return [date, time].filter(Boolean).join(' ')
  const day = parsed.toLocaleDateString(undefined, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  })
  return time ? `${day} · ${time}` : day
}

function Card({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 1.5, display: 'flex', gap: 1.5 }}>
      <Box sx={{ color: 'primary.main', pt: 0.25 }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1, display: 'grid', gap: 0.5 }}>{children}</Box>
    </Paper>
  )
}

function Text({ children, color }: { children: ReactNode; color?: string }) {
  return (
    <Typography variant="body2" color={color} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  )
}

const HEADING_VARIANTS = ['h5', 'h6', 'subtitle1', 'subtitle2', 'subtitle2', 'subtitle2'] as const

function Heading({ block }: { block: PostBlockOf<'heading'> }) {
  const level = Math.min(6, Math.max(1, Math.round(block.content.level ?? 2)))
  // The page's own title is the h1; a post's headings sit below it.
  const component = `h${Math.min(6, level + 1)}` as 'h2'
  return (
    <Typography
      variant={HEADING_VARIANTS[level - 1]}
      component={component}
      sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
    >
      {block.content.text}
    </Typography>
  )
}

function Figure({ caption, children }: { caption?: string; children: ReactNode }) {
  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
      {children}
      {caption && (
        <Typography component="figcaption" variant="caption" color="text.secondary">
          {caption}
        </Typography>
      )}
    </Box>
  )
}

function Article({ block }: { block: PostBlockOf<'article'> }) {
  const { title, subtitle, body } = block.content
  return (
    <Card icon={<ArticleIcon />} label="Article">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {subtitle && <Text color="text.secondary">{subtitle}</Text>}
      {typeof body === 'string' && body && <Text>{body}</Text>}
      {Array.isArray(body) && body.length > 0 && <PostBlocks blocks={body} />}
    </Card>
  )
}

function Job({ block }: { block: PostBlockOf<'job'> }) {
  const c = block.content
  const facts = [c.company, c.location, c.salary].filter(Boolean).join(' · ')
  return (
    <Card icon={<WorkIcon />} label="Job">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {c.jobTitle}
      </Typography>
      {facts && <Text color="text.secondary">{facts}</Text>}
      {c.description && <Text>{c.description}</Text>}
      {c.requirements && (
        <Text>
          <strong>Requirements: </strong>
          {c.requirements}
        </Text>
      )}
      {/* A real job opens in the jobs area (candidates apply right here); a job typed into a post is searched for by its title. */}
      {c.jobId ? (
        <>
          <MuiLink
            component={Link}
            to={`/jobs/${encodeURIComponent(c.jobId)}`}
            variant="body2"
            sx={{ fontWeight: 600 }}
          >
            View this job
          </MuiLink>
          <JobApplyButton jobId={c.jobId} jobTitle={c.jobTitle} />
        </>
      ) : (
        <MuiLink
          component={Link}
          to={`/jobs?keyword=${encodeURIComponent(c.jobTitle ?? '')}`}
          variant="body2"
          sx={{ fontWeight: 600 }}
        >
          Find this job
        </MuiLink>
      )}
    </Card>
  )
}

function Event({ block }: { block: PostBlockOf<'event'> }) {
  const c = block.content
  const when = formatDate(c.eventDate, c.eventTime)
  return (
    <Card icon={<EventIcon />} label="Event">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {c.eventTitle}
      </Typography>
      {when && (
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <ScheduleIcon sx={{ fontSize: 16 }} /> <time dateTime={c.eventDate}>{when}</time>
        </Typography>
      )}
      {c.eventLocation && (
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <PlaceIcon sx={{ fontSize: 16 }} /> {c.eventLocation}
        </Typography>
      )}
      {c.eventDescription && <Text>{c.eventDescription}</Text>}
    </Card>
  )
}

function Achievement({ block }: { block: PostBlockOf<'achievement'> }) {
  const c = block.content
  const type = c.achievementType ?? 'milestone'
  return (
    <Card
      icon={
        <Box component="span" sx={{ fontSize: 22, lineHeight: 1 }}>
          {ACHIEVEMENT_EMOJI[type] ?? '🎯'}
        </Box>
      }
      label="Achievement"
    >
      <Typography variant="overline" color="primary" sx={{ lineHeight: 1.5 }}>
        {ACHIEVEMENT_LABELS[type] ?? 'Milestone'}
      </Typography>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {c.achievementTitle}
      </Typography>
      {c.achievementDescription && <Text>{c.achievementDescription}</Text>}
      {c.achievementDate && <Text color="text.secondary">{formatDate(c.achievementDate)}</Text>}
    </Card>
  )
}

function Hashtags({ block }: { block: PostBlockOf<'hashtag'> }) {
  const tags = block.content.hashtags ?? []
  return (
    <Box
      component="ul"
      aria-label="Hashtags"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {tags.map((tag) => (
        <Typography key={tag} component="li" variant="body2" color="primary" sx={{ fontWeight: 600 }}>
          #{tag.replace(/^#+/, '')}
        </Typography>
      ))}
    </Box>
  )
}

function Schedule({ block }: { block: PostBlockOf<'schedule'> }) {
  const c = block.content
  return (
    <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <ScheduleIcon sx={{ fontSize: 16 }} />
      Scheduled for {formatDate(c.scheduledDate, c.scheduledTime)} ({c.timezone ?? 'UTC'})
    </Typography>
  )
}

function Block({ block }: { block: PostBlock }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {block.content.text}
        </Typography>
      )
    case 'heading':
      return <Heading block={block} />
    case 'quote':
      return (
        <Box
          component="blockquote"
          sx={{ m: 0, pl: 2, borderLeft: 4, borderColor: 'primary.main', fontStyle: 'italic', color: 'text.secondary' }}
        >
          <Text>{block.content.text}</Text>
        </Box>
      )
    case 'image':
      return block.content.url ? (
        <Figure caption={block.content.caption}>
          <Box
            component="img"
            src={block.content.url}
            alt={block.content.alt || block.content.caption || 'Image'}
            loading="lazy"
            sx={{
              display: 'block',
              width: '100%',
              maxHeight: 520,
              objectFit: 'cover',
              borderRadius: 1,
              bgcolor: 'action.hover',
            }}
          />
        </Figure>
      ) : null
    case 'video':
      return block.content.url ? (
        <Figure caption={block.content.caption}>
          <Box
            component="video"
            src={block.content.url}
            controls
            preload="metadata"
            aria-label={block.content.caption || 'Video'}
            sx={{ display: 'block', width: '100%', maxHeight: 520, borderRadius: 1, bgcolor: 'common.black' }}
          />
        </Figure>
      ) : null
    case 'article':
      return <Article block={block} />
    case 'job':
      return <Job block={block} />
    case 'event':
      return <Event block={block} />
    case 'achievement':
      return <Achievement block={block} />
    case 'hashtag':
      return <Hashtags block={block} />
    case 'schedule':
      return <Schedule block={block} />
    case 'divider':
      return <Divider />
    default:
      return null
  }
}

export function PostBlocks({ blocks }: { blocks: readonly PostBlock[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {blocks.map((block, index) => (
        <Box
          key={block.id || index}
          data-block-type={block.type}
          sx={{ textAlign: block.alignment ?? undefined, minWidth: 0 }}
        >
          <Block block={block} />
        </Box>
      ))}
    </Box>
  )
}
