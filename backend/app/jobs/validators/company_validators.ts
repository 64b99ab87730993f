import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { PAGE_QUERY_MESSAGES, pageQueryFields } from '#shared/pagination/keyset'
import { COMPANY_SIZES, INDUSTRIES, LIMITS as L, MESSAGES as M } from '#jobs/constants'
import { COMPANY_LIMITS as CL, COMPANY_MESSAGES as CM } from '#jobs/company_rules'
import { checkLogoUpload } from '#jobs/queries/logo_uploads_query'

const notBlank = vine.createRule(
  (value, _options, field: FieldContext) => {
    if (typeof value === 'string' && value.trim() === '') field.report('{{ field }} is required', 'required', field)
  },
  { name: 'notBlank' }
)

/**
 * A logo is a picture the owner uploaded (POST /api/upload), still stored,
 * an image by its bytes and within the image limit; or the one the company
 * already has, sent back unchanged by the form.
 */
const ownLogo = vine.createRule(
  async (value, _options, field: FieldContext) => {
    if (typeof value !== 'string' || value === '' || value === field.meta.currentLogo) return
    const problem = await checkLogoUpload(value, field.meta.userId)
    if (problem === 'notOwn') field.report(CM.logoInvalid, 'logoUpload', field)
    else if (problem === 'notImage') field.report(CM.logoNotImage, 'logoImage', field)
    else if (problem === 'tooLarge') field.report(CM.logoTooLarge, 'logoSize', field)
  },
  { name: 'ownLogo', isAsync: true }
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
  'logo.string': CM.logoInvalid,
  'logo.maxLength': CM.logoInvalid,
  'headquarters.string': CM.headquartersMin,
  'headquarters.minLength': CM.headquartersMin,
  'headquarters.maxLength': CM.headquartersMax,
}

const headquarters = () =>
  vine.string().trim().minLength(CL.headquartersMin).maxLength(CL.headquartersMax).optional().nullable()

/** POST /api/companies {name, description}, and optionally what the first set-up asks (website, size, industry, headquarters). */
export const createCompanyValidator = vine.create({
  name: name(),
  description: description(),
  size: vine.enum(COMPANY_SIZES).optional().nullable(),
  industry: vine.enum(INDUSTRIES).optional().nullable(),
  website: vine.string().trim().maxLength(L.websiteMax).use(websiteUrl()).optional().nullable(),
  headquarters: headquarters(),
})
createCompanyValidator.messagesProvider = new SimpleMessagesProvider(MESSAGES)

/** PATCH /api/companies/{id} (owner): name, description, size, industry, website, headquarters, logo. */
export const updateCompanyValidator = vine.create({
  name: name().optional(),
  description: description(),
  size: vine.enum(COMPANY_SIZES).optional().nullable(),
  industry: vine.enum(INDUSTRIES).optional().nullable(),
  website: vine.string().trim().maxLength(L.websiteMax).use(websiteUrl()).optional().nullable(),
  headquarters: headquarters(),
  logo: vine.string().trim().maxLength(2048).use(ownLogo()).optional().nullable(),
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

/** PATCH /api/companies/{id}/visibility (admin): {hidden, reason}; hiding needs a reason its owner reads. */
export const companyVisibilityValidator = vine.create({
  hidden: vine.boolean({ strict: true }),
  reason: vine
    .string()
    .trim()
    .use(notBlank())
    .minLength(CL.hiddenReasonMin)
    .maxLength(CL.hiddenReasonMax)
    .optional()
    .requiredWhen('hidden', '=', true),
})
companyVisibilityValidator.messagesProvider = new SimpleMessagesProvider({
  'hidden.required': CM.hiddenRequired,
  'hidden.boolean': CM.hiddenRequired,
  'reason.required': CM.hiddenReasonRequired,
  'reason.string': CM.hiddenReasonRequired,
  'reason.minLength': CM.hiddenReasonMin,
  'reason.maxLength': CM.hiddenReasonMax,
})
