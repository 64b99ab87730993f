import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { PAGE_QUERY_MESSAGES, pageQueryFields } from '#shared/pagination/keyset'
import {
  ALERT_FREQUENCIES,
  BENEFITS,
  COMPANY_SIZES,
  EXPERIENCE_LEVELS,
  INDUSTRIES,
  INTERACTION_TYPES,
  JOB_SORTS,
  LIMITS as L,
  POSTED_WITHIN,
  SCHEDULE_VALUES,
} from '#jobs/constants'

const list = <T extends readonly string[]>(values: T) =>
  vine
    .array(vine.enum(values))
    .maxLength(values.length * 2)
    .optional()
const flag = () =>
  vine
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1')

/** A pay range's top may not sit below its bottom: such a search could only ever be empty. */
const notBelowSalaryMin = vine.createRule(
  (value, _options, field: FieldContext) => {
    // The parent holds the query's text: the bottom is compared once it reads as a number.
    const salaryMin = Number(field.parent?.salaryMin ?? Number.NaN)
    if (typeof value === 'number' && value < salaryMin) {
      field.report('salaryMax must be at least salaryMin', 'notBelowSalaryMin', field)
    }
  },
  { name: 'notBelowSalaryMin' }
)

/** GET /api/jobs: the search filters of part 2 §3 plus category, saved-only, sort and the page. */
export const browseJobsValidator = vine.create({
  keyword: vine.string().trim().maxLength(L.keywordMax).optional(),
  location: vine.string().trim().maxLength(L.locationMax).optional(),
  jobType: list(SCHEDULE_VALUES),
  salaryMin: vine.number().min(0).max(1_000_000).optional(),
  salaryMax: vine.number().min(0).max(1_000_000).use(notBelowSalaryMin()).optional(),
  experienceLevel: vine.enum([...EXPERIENCE_LEVELS, 'any']).optional(),
  companySize: vine.enum([...COMPANY_SIZES, 'any']).optional(),
  industry: list(INDUSTRIES),
  remote: flag(),
  benefits: list(BENEFITS),
  postedWithin: vine.enum([...POSTED_WITHIN, 'any']).optional(),
  category: vine.string().trim().maxLength(100).optional(),
  /** One company's jobs (its page's open jobs). */
  companyId: vine.string().trim().uuid().toLowerCase().optional(),
  saved: flag(),
  sort: vine.enum(JOB_SORTS).optional(),
  ...pageQueryFields({ maxLimit: L.pageMax, cursorMaxLength: 500 }),
})
browseJobsValidator.messagesProvider = new SimpleMessagesProvider({
  'keyword.maxLength': `Keyword must be at most ${L.keywordMax} characters`,
  'location.maxLength': `Location must be at most ${L.locationMax} characters`,
  'jobType.*.enum': `Job type must be among ${SCHEDULE_VALUES.join(', ')}`,
  'industry.*.enum': `Industry must be among ${INDUSTRIES.join(', ')}`,
  'benefits.*.enum': `Benefits must be among ${BENEFITS.join(', ')}`,
  'salaryMin.number': 'salaryMin must be an hourly amount',
  'salaryMin.min': 'salaryMin must be an hourly amount',
  'salaryMin.max': 'salaryMin must be an hourly amount',
  'salaryMax.number': 'salaryMax must be an hourly amount',
  'salaryMax.min': 'salaryMax must be an hourly amount',
  'salaryMax.max': 'salaryMax must be an hourly amount',
  'experienceLevel.enum': `Experience level must be one of ${EXPERIENCE_LEVELS.join(', ')} or any`,
  'companySize.enum': `Company size must be one of ${COMPANY_SIZES.join(', ')} or any`,
  'postedWithin.enum': 'postedWithin must be 1d, 3d, 1w, 1m or any',
  'remote.enum': 'remote must be true or false',
  'saved.enum': 'saved must be true or false',
  'sort.enum': 'Sort must be relevance, newest or pay',
  'companyId.uuid': 'companyId must be a company id',
  ...PAGE_QUERY_MESSAGES,
  array: '{{ field }} must be a list',
  string: '{{ field }} must be text',
})

/** Repeated keys arrive as lists, a single one as text: lists are always lists. */
export function normalizeBrowseQuery(qs: Record<string, unknown>) {
  const out: Record<string, unknown> = { ...qs }
  for (const key of ['jobType', 'industry', 'benefits']) {
    const value = qs[key]
    if (value === undefined || value === '') delete out[key]
    else if (!Array.isArray(value)) out[key] = [value]
  }
  for (const key of Object.keys(out)) if (out[key] === '') delete out[key]
  return out
}

/** POST /api/jobs/{id}/interactions {type} */
export const interactionValidator = vine.create({ type: vine.enum(INTERACTION_TYPES) })
interactionValidator.messagesProvider = new SimpleMessagesProvider({
  'type.required': 'Type must be save or like',
  'type.enum': 'Type must be save or like',
})

/** POST /api/jobs/{id}/report {reason?} */
export const reportJobValidator = vine.create({
  reason: vine.string().trim().maxLength(L.reportReason).optional().nullable(),
})
reportJobValidator.messagesProvider = new SimpleMessagesProvider({
  'reason.string': 'Reason must be text',
  'reason.maxLength': `Reason must be at most ${L.reportReason} characters`,
})

/** POST /api/alerts: the current search as an alert. */
export const createAlertValidator = vine.create({
  query: vine.string().trim().maxLength(L.alertQuery).optional().nullable(),
  location: vine.string().trim().maxLength(L.alertLocation).optional().nullable(),
  radius: vine.number().withoutDecimals().range([1, L.alertRadiusMax]).optional(),
  frequency: vine.enum(ALERT_FREQUENCIES).optional(),
  email: vine.boolean().optional(),
})
createAlertValidator.messagesProvider = new SimpleMessagesProvider({
  'query.maxLength': `Query must be at most ${L.alertQuery} characters`,
  'location.maxLength': `Location must be at most ${L.alertLocation} characters`,
  'radius.number': `Radius must be a whole number of miles from 1 to ${L.alertRadiusMax}`,
  'radius.withoutDecimals': `Radius must be a whole number of miles from 1 to ${L.alertRadiusMax}`,
  'radius.range': `Radius must be a whole number of miles from 1 to ${L.alertRadiusMax}`,
  'frequency.enum': 'Frequency must be instant, daily or weekly',
  'email.boolean': 'email must be true or false',
  string: '{{ field }} must be text',
})

/** PATCH /api/alerts/{id} {isActive} */
export const updateAlertValidator = vine.create({ isActive: vine.boolean() })
updateAlertValidator.messagesProvider = new SimpleMessagesProvider({
  'isActive.required': 'isActive is required',
  'isActive.boolean': 'isActive must be true or false',
})
