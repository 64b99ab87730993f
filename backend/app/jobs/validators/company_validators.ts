import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { PAGE_QUERY_MESSAGES, pageQueryFields } from '#shared/pagination/keyset'
import { COMPANY_SIZES, INDUSTRIES, LIMITS as L, MESSAGES as M } from '#jobs/constants'

const notBlank = vine.createRule(
  (value, _options, field: FieldContext) => {
    if (typeof value === 'string' && value.trim() === '') field.report('{{ field }} is required', 'required', field)
  },
  { name: 'notBlank' }
)

/** A logo is a path this site serves (POST /api/upload answers) or an https link. */
const logoUrl = vine.createRule(
  (value, _options, field: FieldContext) => {
    if (typeof value !== 'string' || value === '') return
    const ok = /^\/uploads\/[\w./-]+$/.test(value) && !value.includes('..')
    let https = false
    try {
      const url = new URL(value)
      https = url.protocol === 'https:' && url.hostname !== '' && !/\s/.test(value)
    } catch {
      // not a URL: only an uploaded image path can pass
    }
    if (!ok && !https) field.report('Logo must be an uploaded image or an https link', 'logoUrl', field)
  },
  { name: 'logoUrl' }
)

const websiteUrl = vine.createRule(
  (value, _options, field: FieldContext) => {
    if (typeof value !== 'string' || value === '') return
    try {
      const url = new URL(value)
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '') return
    } catch {
      // not a URL: reported below
    }
    field.report('Website must be an http(s) link', 'websiteUrl', field)
  },
  { name: 'websiteUrl' }
)

const name = () => vine.string().trim().use(notBlank()).minLength(L.companyMin).maxLength(L.companyMax)
const description = () => vine.string().trim().maxLength(L.companyDescriptionMax).optional().nullable()

const MESSAGES = {
  'name.required': M.companyRequired,
  'name.string': M.companyRequired,
  'name.minLength': M.companyMin,
  'name.maxLength': M.companyMax,
  'description.string': 'Description must be text',
  'description.maxLength': `Description must be at most ${L.companyDescriptionMax} characters`,
  'size.enum': `Company size must be one of ${COMPANY_SIZES.join(', ')}`,
  'industry.enum': `Industry must be one of ${INDUSTRIES.join(', ')}`,
  'website.string': 'Website must be an http(s) link',
  'website.maxLength': `Website must be at most ${L.websiteMax} characters`,
  'logo.string': 'Logo must be an uploaded image or an https link',
  'logo.maxLength': 'Logo must be an uploaded image or an https link',
}

/** POST /api/companies {name, description} */
export const createCompanyValidator = vine.create({ name: name(), description: description() })
createCompanyValidator.messagesProvider = new SimpleMessagesProvider(MESSAGES)

/** PATCH /api/companies/{id} (owner): name, description, size, industry, website, logo. */
export const updateCompanyValidator = vine.create({
  name: name().optional(),
  description: description(),
  size: vine.enum(COMPANY_SIZES).optional().nullable(),
  industry: vine.enum(INDUSTRIES).optional().nullable(),
  website: vine.string().trim().maxLength(L.websiteMax).use(websiteUrl()).optional().nullable(),
  logo: vine.string().trim().maxLength(2048).use(logoUrl()).optional().nullable(),
})
updateCompanyValidator.messagesProvider = new SimpleMessagesProvider(MESSAGES)

/** GET /api/companies/all?q&cursor&limit (admin): q is matched anywhere in the name, any case. */
export const allCompaniesQueryValidator = vine.create({
  q: vine.string().trim().maxLength(L.companySearchMax).optional(),
  ...pageQueryFields({ maxLimit: L.pageMax }),
})
allCompaniesQueryValidator.messagesProvider = new SimpleMessagesProvider({
  ...PAGE_QUERY_MESSAGES,
  'q.string': 'Search must be text',
  'q.maxLength': M.companySearchMax,
})

/** PATCH /api/companies/{id}/verification (admin): a JSON true or false, nothing else. */
export const companyVerificationValidator = vine.create({ verified: vine.boolean({ strict: true }) })
companyVerificationValidator.messagesProvider = new SimpleMessagesProvider({
  'verified.required': M.verifiedRequired,
  'verified.boolean': M.verifiedBoolean,
})
