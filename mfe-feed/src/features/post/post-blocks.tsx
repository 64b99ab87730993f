import { ArticleIcon, Box, Divider, Typography } from '@hireloop/shared-ui'
import type { PostBlock, PostBlockOf } from '../../api/feed/types'
import type { ReactNode } from 'react'
import { Achievement, Card, Event, Job, Schedule, Text } from './post-block-cards'

/*
| Renders every block type of part 1 §3 "Post block". Unknown or malformed content renders nothing rather than
| breaking the card.
*/

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
