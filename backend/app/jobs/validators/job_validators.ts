import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import {
  BENEFITS,
  EXPERIENCE_LEVELS,
  JOB_STATUSES,
  LIMITS as L,
  MESSAGES as M,
  PAY_UNITS,
  SCHEDULE_VALUES,
  TOTAL_COMP_VALUES,
} from '#jobs/constants'
import { JOB_CATEGORIES } from '#jobs/wage_catalogue'

/*
| The job posting form (part 2 §5 "Job posting form"), enforced by the
| server with the form's own messages. A blank text counts as missing.
*/

const notBlank = vine.createRule(
  (value, _options, field: FieldContext) => {
    if (typeof value === 'string' && value.trim() === '') field.report('{{ field }} is required', 'required', field)
  },
  { name: 'notBlank' }
)

/** 0 to 100 in steps of 5, as a number or its text; stored as text. */
const totalCompRule = vine.createRule(
  (value, _options, field: FieldContext) => {
    if (value === null || value === undefined || value === '') return
    const text = typeof value === 'number' ? String(value) : value
    if (typeof text !== 'string' || !TOTAL_COMP_VALUES.includes(text.trim())) {
      field.report(M.totalComp, 'totalComp', field)
      return
    }
    field.mutate(text.trim(), field)
  },
  { name: 'totalComp' }
)

const positive = vine.createRule(
  (value, _options, field: FieldContext) => {
    if (typeof value === 'number' && !(value > 0)) field.report(M.payNumber, 'positive', field)
  },
  { name: 'positiveNumber' }
)

function fields() {
  return {
    companyId: vine.string().trim().uuid().toLowerCase(),
    title: vine.string().trim().use(notBlank()).minLength(L.titleMin).maxLength(L.titleMax),
    category: vine.string().trim().use(notBlank()).in(JOB_CATEGORIES),
    payRate: vine.number().use(positive()).range([L.payMin, L.payMax]),
    payUnit: vine.enum(PAY_UNITS),
    totalComp: vine.any().use(totalCompRule()).optional().nullable(),
    schedule: vine.string().trim().use(notBlank()).in(SCHEDULE_VALUES),
    location: vine.string().trim().use(notBlank()).minLength(L.cityMin).maxLength(L.cityMax),
    state: vine.string().trim().use(notBlank()).minLength(L.stateMin).maxLength(L.stateMax),
    country: vine.string().trim().use(notBlank()).minLength(L.countryMin).maxLength(L.countryMax),
    zipcode: vine
      .string()
      .trim()
      .use(notBlank())
      .regex(/^\d{5}(-\d{4})?$/),
    description: vine.string().trim().use(notBlank()).minLength(L.descriptionMin).maxLength(L.descriptionMax),
    requirements: vine.string().trim().maxLength(L.requirementsMax).optional().nullable(),
    isUrgent: vine.boolean().optional(),
    isHiringNow: vine.boolean().optional(),
    benefits: vine.array(vine.enum(BENEFITS)).maxLength(BENEFITS.length).distinct().optional(),
    /** The level the employer states; absent or null: inferred from the requirements. */
    experienceLevel: vine.enum(EXPERIENCE_LEVELS).optional().nullable(),
  }
}

export const JOB_MESSAGES = {
  'companyId.required': M.companyIdRequired,
  'companyId.string': M.companyIdRequired,
  'companyId.uuid': M.companyIdRequired,
  'title.required': M.titleRequired,
  'title.string': M.titleRequired,
  'title.minLength': M.titleMin,
  'title.maxLength': M.titleMax,
  'category.required': M.categoryRequired,
  'category.string': M.categoryRequired,
  'category.in': 'Job category must be one of the catalogue categories',
  'payRate.required': M.payRequired,
  'payRate.number': M.payNumber,
  'payRate.positive': M.payNumber,
  'payRate.range': M.payRange,
  'payUnit.required': M.payUnitRequired,
  'payUnit.enum': M.payUnitRequired,
  'schedule.required': M.scheduleRequired,
  'schedule.string': M.scheduleRequired,
  'schedule.in': `Schedule must be one of ${SCHEDULE_VALUES.join(', ')}`,
  'location.required': M.cityRequired,
  'location.string': M.cityRequired,
  'location.minLength': M.cityMin,
  'location.maxLength': M.cityMax,
  'state.required': M.stateRequired,
  'state.string': M.stateRequired,
  'state.minLength': M.stateMin,
  'state.maxLength': M.stateMax,
  'country.required': M.countryRequired,
  'country.string': M.countryRequired,
  'country.minLength': M.countryMin,
  'country.maxLength': M.countryMax,
  'zipcode.required': M.zipRequired,
  'zipcode.string': M.zipRequired,
  'zipcode.regex': M.zipFormat,
  'description.required': M.descriptionRequired,
  'description.string': M.descriptionRequired,
  'description.minLength': M.descriptionMin,
  'description.maxLength': M.descriptionMax,
  'requirements.string': 'Requirements must be text',
  'requirements.maxLength': M.requirementsMax,
  'isUrgent.boolean': 'isUrgent must be true or false',
  'isHiringNow.boolean': 'isHiringNow must be true or false',
  'benefits.array': 'Benefits must be a list',
  'benefits.maxLength': 'Benefits must be a list of the known benefits',
  'benefits.distinct': 'Each benefit may be listed once',
  'benefits.*.enum': `Benefits must be among ${BENEFITS.join(', ')}`,
  'status.enum': 'Status must be active or paused',
  'experienceLevel.enum': `Experience level must be one of ${EXPERIENCE_LEVELS.join(', ')}`,
}

/** POST /api/jobs (part 2 §7 body, plus zipcode and benefits). */
export const createJobValidator = vine.create(fields())
createJobValidator.messagesProvider = new SimpleMessagesProvider(JOB_MESSAGES)

/** PATCH /api/jobs/{id}: {status} and/or edits under the same rules. */
const edit = fields()
export const updateJobValidator = vine.create({
  title: edit.title.optional(),
  category: edit.category.optional(),
  payRate: edit.payRate.optional(),
  payUnit: edit.payUnit.optional(),
  totalComp: edit.totalComp,
  schedule: edit.schedule.optional(),
  location: edit.location.optional(),
  state: edit.state.optional(),
  country: edit.country.optional(),
  zipcode: edit.zipcode.optional(),
  description: edit.description.optional(),
  requirements: edit.requirements,
  isUrgent: edit.isUrgent,
  isHiringNow: edit.isHiringNow,
  benefits: edit.benefits,
  experienceLevel: edit.experienceLevel,
  status: vine.enum(JOB_STATUSES).optional(),
})
updateJobValidator.messagesProvider = new SimpleMessagesProvider(JOB_MESSAGES)

export type CreateJobInput = Awaited<ReturnType<typeof createJobValidator.validate>>
export type UpdateJobInput = Awaited<ReturnType<typeof updateJobValidator.validate>>
