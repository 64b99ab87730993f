import type { BlockType } from '../../api/feed/types'

export const BLOCK_LABELS: Record<BlockType, string> = {
  paragraph: 'Text',
  heading: 'Heading',
  quote: 'Quote',
  image: 'Image',
  video: 'Video',
  article: 'Article',
  job: 'Job',
  event: 'Event',
  achievement: 'Achievement',
  hashtag: 'Hashtags',
  schedule: 'Schedule',
  divider: 'Divider',
}

export const ACHIEVEMENT_TYPE_LABELS = {
  certification: 'Certification',
  award: 'Award',
  milestone: 'Milestone',
  promotion: 'Promotion',
  education: 'Education',
} as const
