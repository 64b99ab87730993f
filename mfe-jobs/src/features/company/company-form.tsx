import {
  ACCEPTED_IMAGE_TYPES,
  Box,
  Button,
  checkImageFile,
  errorMessage,
  imageProblemFromServer,
  isApiError,
  Typography,
} from '@hireloop/shared-ui'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { uploadLogo } from '../../api/companies/upload-logo'
import type { CompanyInput } from '../../api/companies/types'
import { COMPANY_SIZES, INDUSTRIES } from '../../shared/vocabularies'
import { CompanyLogo } from './company-identity'

export type CompanyFormValues = Required<CompanyInput>
export type CompanyField = keyof CompanyFormValues

export const EMPTY_COMPANY: CompanyFormValues = {
  name: '',
  description: '',
  website: '',
  size: '',
  industry: '',
  headquarters: '',
  logo: null,
}

export const DESCRIPTION_MAX = 2000

/** The form's own checks, in the server's words (the server enforces the same and its answer wins). */
export function validateCompany(values: CompanyFormValues): Partial<Record<CompanyField, string>> {
  const errors: Partial<Record<CompanyField, string>> = {}
  const name = values.name.trim()
  if (!name) errors.name = 'Company name is required'
  else if (name.length < 2) errors.name = 'Company name must be at least 2 characters'
  else if (name.length > 100) errors.name = 'Company name is too long'
  if ((values.description ?? '').trim().length > DESCRIPTION_MAX)
    errors.description = `Description must be at most ${DESCRIPTION_MAX} characters`
  const website = (values.website ?? '').trim()
  if (website && !/^https?:\/\/[^\s/]+/i.test(website)) errors.website = 'Website must be an http(s) link'
  const headquarters = (values.headquarters ?? '').trim()
  if (headquarters && headquarters.length < 2) errors.headquarters = 'Headquarters must be at least 2 characters'
  else if (headquarters.length > 100) errors.headquarters = 'Headquarters is too long'
  return errors
}

/** The server's 422 answer onto the form's fields. */
export function companyServerErrors(error: unknown): Partial<Record<CompanyField, string>> {
  if (!isApiError(error)) return {}
  const result: Partial<Record<CompanyField, string>> = {}
  for (const item of (error.data?.errors as { field: string; message: string }[] | undefined) ?? []) {
    const field = item.field.split('.')[0] as CompanyField
    if (field in EMPTY_COMPANY && !result[field]) result[field] = item.message
  }
  return result
}

/** What is sent: blank optional texts as null. */
export function toCompanyInput(values: CompanyFormValues): CompanyFormValues {
  const text = (value: string | null) => (value ?? '').trim() || null
  return {
    name: values.name.trim(),
    description: text(values.description),
    website: text(values.website),
    size: values.size || null,
    industry: values.industry || null,
    headquarters: text(values.headquarters),
    logo: values.logo,
  }
}

export interface CompanyFormProps {
  initial: CompanyFormValues
  submitLabel: string
  submittingLabel: string
  /** Saves; a rejection with a 422 shows its messages at their fields. */
  onSubmit: (values: CompanyFormValues) => Promise<void>
  footer?: ReactNode
}

/** Every field of the company, with the server's message shown at each field it refuses. */
export function CompanyForm({ initial, submitLabel, submittingLabel, onSubmit, footer }: CompanyFormProps) {
  const [values, setValues] = useState<CompanyFormValues>(initial)
  const [errors, setErrors] = useState<Partial<Record<CompanyField, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [uploading, setUploading] = useState<number | null>(null)
  const logoInputId = useId()

  const set = <K extends CompanyField>(field: K, value: CompanyFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const pickLogo = async (file: File | undefined) => {
    if (!file) return
    const problem = checkImageFile(file)
    if (problem) {
      setErrors((current) => ({ ...current, logo: `${problem.title}: ${problem.description}` }))
      return
    }
    setUploading(0)
    try {
      const url = await uploadLogo(file, setUploading)
      set('logo', url)
    } catch (error) {
      const message = isApiError(error)
        ? (error.data?.errors as { message: string }[] | undefined)?.[0]?.message
        : undefined
      const known = imageProblemFromServer(message)
      setErrors((current) => ({
        ...current,
        logo: known ? `${known.title}: ${known.description}` : errorMessage(error, 'Upload failed'),
      }))
    } finally {
      setUploading(null)
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const local = validateCompany(values)
    setErrors(local)
    setFormError(null)
    if (Object.keys(local).length) return
    setSaving(true)
    try {
      await onSubmit(toCompanyInput(values))
    } catch (error) {
      const fieldErrors = companyServerErrors(error)
      setErrors(fieldErrors)
      if (!Object.keys(fieldErrors).length) setFormError(errorMessage(error, 'Something went wrong. Please try again.'))
    } finally {
      setSaving(false)
    }
  }

  const field = (name: CompanyField) => ({
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
  })
  const description = values.description ?? ''

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }} data-testid="company-form">
      <TextField
        required
        label="Company name"
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        slotProps={{ htmlInput: { maxLength: 120 } }}
        {...field('name')}
      />

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CompanyLogo name={values.name || '?'} logo={values.logo} size={64} />
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <input
            id={logoInputId}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            hidden
            onChange={(event) => {
              void pickLogo(event.target.files?.[0])
              event.target.value = ''
            }}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              component="label"
              htmlFor={logoInputId}
              variant="outlined"
              size="small"
              disabled={uploading !== null}
            >
              {uploading !== null ? `Uploading ${uploading}%` : values.logo ? 'Change logo' : 'Upload logo'}
            </Button>
            {values.logo && (
              <Button size="small" onClick={() => set('logo', null)}>
                Remove logo
              </Button>
            )}
          </Box>
          <Typography
            variant="caption"
            color={errors.logo ? 'error' : 'text.secondary'}
            role={errors.logo ? 'alert' : undefined}
          >
            {errors.logo ?? 'PNG, JPEG, GIF or WebP, up to 5 MB'}
          </Typography>
        </Box>
      </Box>

      <TextField
        label="About the company"
        multiline
        minRows={4}
        value={description}
        onChange={(event) => set('description', event.target.value)}
        error={Boolean(errors.description)}
        helperText={errors.description ?? `${description.length}/${DESCRIPTION_MAX}`}
      />
      <TextField
        label="Website"
        type="url"
        placeholder="https://example.com"
        value={values.website ?? ''}
        onChange={(event) => set('website', event.target.value)}
        {...field('website')}
      />
      <TextField
        label="Headquarters"
        placeholder="City, State"
        value={values.headquarters ?? ''}
        onChange={(event) => set('headquarters', event.target.value)}
        {...field('headquarters')}
      />
      <TextField
        select
        label="Company size"
        value={values.size ?? ''}
        onChange={(event) => set('size', event.target.value)}
        {...field('size')}
      >
        <MenuItem value="">Not specified</MenuItem>
        {COMPANY_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size} employees
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Industry"
        value={values.industry ?? ''}
        onChange={(event) => set('industry', event.target.value)}
        {...field('industry')}
      >
        <MenuItem value="">Not specified</MenuItem>
        {INDUSTRIES.map((industry) => (
          <MenuItem key={industry} value={industry}>
            {industry}
          </MenuItem>
        ))}
      </TextField>

      {formError && (
        <Typography color="error" role="alert">
          {formError}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={saving || uploading !== null}>
          {saving ? submittingLabel : submitLabel}
        </Button>
        {footer}
      </Box>
    </Box>
  )
}
