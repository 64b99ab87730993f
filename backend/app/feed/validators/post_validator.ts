import vine, { SimpleMessagesProvider, type VineObject } from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import {
  ACHIEVEMENT_TYPES,
  ALIGNMENTS,
  BLOCK_TYPES,
  LIMITS as L,
  MESSAGES,
  SCHEDULE_TIMEZONES,
  type BlockType,
} from '#feed/constants'
import { isSafeMediaUrl } from '#feed/rules/blocks'

/*
| Posts are lists of blocks (part 1 §3 "Post block"). Every field is
| optional at this stage: empty blocks are dropped and the all-empty post
| refused afterwards (services/blocks.ts, part 1 §5 "Composer").
*/

const BLOCK_ID = /^[A-Za-z0-9_-]{21}$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

const mediaUrl = vine.createRule(
  (value, _options, field: FieldContext) => {
    if (typeof value === 'string' && value !== '' && !isSafeMediaUrl(value)) {
      field.report('{{ field }} must be an http(s) link or a path on this site', 'mediaUrl', field)
    }
  },
  { name: 'mediaUrl' }
)

const calendarDate = vine.createRule(
  (value, _options, field: FieldContext) => {
    if (typeof value !== 'string' || value === '') return
    const match = DATE.exec(value)
    const date = match ? new Date(Date.UTC(+match[1], +match[2] - 1, +match[3])) : null
    if (!match || !date || date.getUTCDate() !== +match[3] || date.getUTCMonth() !== +match[2] - 1) {
      field.report('{{ field }} must be a date (YYYY-MM-DD)', 'calendarDate', field)
    }
  },
  { name: 'calendarDate' }
)

const clockTime = vine.createRule(
  (value, _options, field: FieldContext) => {
    if (typeof value === 'string' && value !== '' && !TIME.test(value)) {
      field.report('{{ field }} must be a time (HH:MM)', 'clockTime', field)
    }
  },
  { name: 'clockTime' }
)

const text = (max: number) => vine.string().trim().maxLength(max).optional().nullable()
const url = () => vine.string().trim().maxLength(L.url).use(mediaUrl()).optional().nullable()
const date = () => vine.string().trim().use(calendarDate()).optional().nullable()
const time = () => vine.string().trim().use(clockTime()).optional().nullable()

/** The content of every block type but article (whose body may hold blocks). */
function contentSchema(type: Exclude<BlockType, 'article'>) {
  switch (type) {
    case 'paragraph':
    case 'quote':
      return vine.object({ text: text(L.text) })
    case 'heading':
      return vine.object({
        text: text(L.headingText),
        level: vine.number().withoutDecimals().range([1, 6]).optional().nullable(),
      })
    case 'image':
      return vine.object({ url: url(), caption: text(L.caption), alt: text(L.alt) })
    case 'video':
      return vine.object({ url: url(), caption: text(L.caption) })
    case 'job':
      return vine.object({
        jobId: vine.string().trim().uuid().toLowerCase().optional().nullable(),
        jobTitle: text(L.jobTitle),
        company: text(L.company),
        location: text(L.location),
        salary: text(L.salary),
        description: text(L.jobDescription),
        requirements: text(L.jobRequirements),
      })
    case 'event':
      return vine.object({
        eventTitle: text(L.eventTitle),
        eventDate: date(),
        eventTime: time(),
        eventLocation: text(L.eventLocation),
        eventDescription: text(L.eventDescription),
      })
    case 'achievement':
      return vine.object({
        achievementTitle: text(L.achievementTitle),
        achievementDescription: text(L.achievementDescription),
        achievementDate: date(),
        achievementType: vine.enum(ACHIEVEMENT_TYPES).optional().nullable(),
      })
    case 'hashtag':
      return vine.object({
        hashtags: vine
          .unionOfTypes([
            vine
              .array(
                vine
                  .string()
                  .trim()
                  .maxLength(L.hashtagLength + 1)
              )
              .maxLength(L.hashtagsPerBlock),
            // "Entered comma-separated" (part 1 §5): a plain string is split.
            vine
              .string()
              .trim()
              .maxLength(L.hashtagsPerBlock * (L.hashtagLength + 2)),
          ])
          .optional()
          .nullable(),
      })
    case 'schedule':
      return vine.object({
        scheduledDate: date(),
        scheduledTime: time(),
        timezone: vine.enum(SCHEDULE_TIMEZONES).optional().nullable(),
      })
    case 'divider':
      return vine.object({})
  }
}

/** An article: its body is text, or blocks of any other type. */
function articleContent() {
  return vine.object({
    title: text(L.articleTitle),
    subtitle: text(L.articleSubtitle),
    body: vine
      .unionOfTypes([
        vine.string().trim().maxLength(L.articleBody),
        vine.array(innerBlockSchema()).maxLength(L.blocksPerArticle),
      ])
      .optional()
      .nullable(),
  })
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any object schema: vine's own type parameters
function typed<T extends BlockType, C extends VineObject<any, any, any, any>>(type: T, content: C) {
  return vine.union.if(
    (value) => vine.helpers.isObject(value) && value.type === type,
    vine.object({
      id: vine.string().regex(BLOCK_ID).optional().nullable(),
      type: vine.literal(type),
      content: content.optional().nullable(),
      alignment: vine.enum(ALIGNMENTS).optional().nullable(),
    })
  )
}

const otherwise = (value: unknown, field: FieldContext) => {
  const message = vine.helpers.isObject(value) ? 'Unknown block type' : 'Each block must be an object'
  field.report(message, 'blockType', field)
}

/** A block inside an article's body: any type but article. */
function innerBlockSchema() {
  const types = BLOCK_TYPES.filter((type): type is Exclude<BlockType, 'article'> => type !== 'article')
  return vine.union(types.map((type) => typed(type, contentSchema(type)))).otherwise(otherwise)
}

/** A block of a post. */
function blockSchema() {
  const types = BLOCK_TYPES.filter((type): type is Exclude<BlockType, 'article'> => type !== 'article')
  return vine
    .union([...types.map((type) => typed(type, contentSchema(type))), typed('article', articleContent())])
    .otherwise(otherwise)
}

const LABELS: Record<string, string> = {
  blocks: 'Blocks',
  id: 'Block id',
  type: 'Block type',
  content: 'Block content',
  alignment: 'Alignment',
  text: 'Text',
  level: 'Heading level',
  url: 'URL',
  caption: 'Caption',
  alt: 'Alt text',
  title: 'Title',
  subtitle: 'Subtitle',
  body: 'Article body',
  jobId: 'Job id',
  jobTitle: 'Job title',
  company: 'Company',
  location: 'Location',
  salary: 'Salary',
  description: 'Description',
  requirements: 'Requirements',
  eventTitle: 'Event title',
  eventDate: 'Event date',
  eventTime: 'Event time',
  eventLocation: 'Event location',
  eventDescription: 'Event description',
  achievementTitle: 'Achievement title',
  achievementDescription: 'Achievement description',
  achievementDate: 'Achievement date',
  achievementType: 'Achievement type',
  hashtags: 'Hashtags',
  scheduledDate: 'Scheduled date',
  scheduledTime: 'Scheduled time',
  timezone: 'Time zone',
}

export const POST_MESSAGES = {
  'blocks.required': MESSAGES.emptyPost,
  'blocks.array': 'Blocks must be a list',
  'blocks.array.maxLength': `A post can have at most ${L.blocksPerPost} blocks`,
  'blocks.*.id.regex': 'Block id must be 21 characters: letters, digits, _ or -',
  'blocks.*.content.body.*.id.regex': 'Block id must be 21 characters: letters, digits, _ or -',
  'blocks.*.content.body.maxLength': 'Article body is too long',
  'blocks.*.content.body.array.maxLength': `An article body can have at most ${L.blocksPerArticle} blocks`,
  'blocks.*.content.hashtags.array.maxLength': `Hashtags: at most ${L.hashtagsPerBlock}, each at most ${L.hashtagLength} characters`,
  'blocks.*.content.hashtags.*.maxLength': `Each hashtag must be at most ${L.hashtagLength} characters`,
  'blocks.*.content.level.range': 'Heading level must be between 1 and 6',
  'blocks.*.content.level.number': 'Heading level must be between 1 and 6',
  'blocks.*.content.level.withoutDecimals': 'Heading level must be between 1 and 6',
  'blocks.*.content.achievementType.enum':
    'Achievement type must be certification, award, milestone, promotion or education',
  'blocks.*.content.timezone.enum':
    'Time zone must be UTC, America/New_York, America/Chicago, America/Denver or America/Los_Angeles',
  'blocks.*.alignment.enum': 'Alignment must be left, center or right',
  'blocks.*.content.body.*.alignment.enum': 'Alignment must be left, center or right',
  'blocks.*.content.jobId.uuid': 'Job id must be a job id',
  string: '{{ field }} must be text',
  maxLength: '{{ field }} must be at most {{ max }} characters',
  object: '{{ field }} must be an object',
  array: '{{ field }} must be a list',
  number: '{{ field }} must be a number',
  enum: '{{ field }} is not one of the allowed values',
  literal: 'Unknown block type',
  unionOfTypes: '{{ field }} has the wrong type',
}

const messagesProvider = new SimpleMessagesProvider(POST_MESSAGES, LABELS)

/** POST /api/posts and PUT /api/posts/{id}: { blocks }. */
export const postValidator = vine.create({
  blocks: vine.array(blockSchema()).maxLength(L.blocksPerPost),
})
postValidator.messagesProvider = messagesProvider

/** POST /api/posts {content, type: 'job_share', jobId, visibility} (part 2 §7): a job shared to the feed. */
export const jobShareValidator = vine.create({
  type: vine.literal('job_share'),
  content: vine.string().trim().minLength(1).maxLength(L.text),
  jobId: vine.string().trim().uuid().toLowerCase(),
  visibility: vine.enum(['public']).optional(),
})
jobShareValidator.messagesProvider = new SimpleMessagesProvider({
  'content.required': 'Caption Required',
  'content.string': 'Caption Required',
  'content.minLength': 'Caption Required',
  'content.maxLength': `A caption must be at most ${L.text} characters`,
  'jobId.required': 'Job id is required',
  'jobId.string': 'Job id must be a job id',
  'jobId.uuid': 'Job id must be a job id',
  'visibility.enum': 'Visibility must be public',
  'type.literal': 'Type must be job_share',
})
