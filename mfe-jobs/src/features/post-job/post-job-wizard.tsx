import { Box, Button, IconButton, Paper, Typography } from '@hireloop/shared-ui'
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete'
import Checkbox from '@mui/material/Checkbox'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormLabel from '@mui/material/FormLabel'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useMemo, useState, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { useWageCatalogue, type WageTitle } from '../../api/jobs/get-wage-catalogue'
import {
  ArrowBackIcon,
  CategoryIcon,
  DescriptionIcon,
  PaymentsIcon,
  PlaceIcon,
  VisibilityIcon,
} from '../../shared/icons'
import { WorkIcon } from '@hireloop/shared-ui'
import { formatPay } from '../../shared/job-format'
import { BENEFITS, EXPERIENCE_LEVELS, JOB_CATEGORIES, PAY_UNITS, SCHEDULES } from '../../shared/vocabularies'
import {
  stepIsValid,
  suggestedYearlyPay,
  validateField,
  WIZARD_STEPS,
  type JobFormField,
  type JobFormValues,
} from './job-form'
import { US_CITIES, US_STATES } from './us-places'

const STEP_ICONS = [WorkIcon, CategoryIcon, PaymentsIcon, PlaceIcon, DescriptionIcon, VisibilityIcon]
const BONUS_OPTIONS = Array.from({ length: 21 }, (_, index) => String(index * 5))

export interface PostJobWizardProps {
  values: JobFormValues
  onChange: (values: JobFormValues) => void
  /** The company the job is posted under (the employer's own, named in its set-up form). */
  company: { id: string; name: string } | null
  /** Errors the server answered (422), shown on their fields. */
  serverErrors?: Partial<Record<JobFormField, string>>
  submitting: boolean
  submitLabel?: { header: string; footer: string }
  heading?: string
  /** The overlay while submitting. */
  submittingText?: string
  onSubmit: () => void
  /** Back on step 1. */
  onLeave: () => void
}

type Option = { label: string; value: string; custom?: boolean }
const filter = createFilterOptions<Option>()

/** A searchable picker with free text offered as 'Use "{text}" as …' (step 1). */
function FreeTextPicker({
  label,
  value,
  options,
  customLabel,
  noOptionsText,
  error,
  onChange,
}: {
  label: string
  value: string
  options: string[]
  customLabel: (text: string) => string
  noOptionsText: string
  error: string | null
  onChange: (value: string) => void
}) {
  const optionList = useMemo(() => [...new Set(options)].map((option) => ({ label: option, value: option })), [options])
  const [input, setInput] = useState(value)
  // The text follows a new value (an option picked, the company filled in): typing changes both.
  const [shownValue, setShownValue] = useState(value)
  if (value !== shownValue) {
    setShownValue(value)
    setInput(value)
  }
  return (
    <Autocomplete<Option, false, false, false>
      options={optionList}
      value={value ? { label: value, value } : null}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        setInput(text)
        if (reason === 'input') onChange(text)
      }}
      onChange={(_event, option) => onChange(option?.value ?? '')}
      isOptionEqualToValue={(option, selected) => option.value === selected.value}
      filterOptions={(all, state) => {
        const found = filter(all, state)
        const text = state.inputValue.trim()
        if (text && !all.some((option) => option.value.toLowerCase() === text.toLowerCase())) {
          found.push({ label: customLabel(text), value: text, custom: true })
        }
        return found
      }}
      noOptionsText={noOptionsText}
      renderInput={(params) => (
        <TextField {...params} label={label} required error={Boolean(error)} helperText={error ?? ' '} />
      )}
    />
  )
}

function Field({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2 }}>{children}</Box>
}

/** The Post a Job wizard (part 2 §2): 6 steps, each gated on its own fields, then a preview. */
export function PostJobWizard({
  values,
  onChange,
  company,
  serverErrors = {},
  submitting,
  submitLabel = { header: 'Post', footer: 'Post Job' },
  heading = 'Post a Job',
  submittingText = 'Posting your job...',
  onSubmit,
  onLeave,
}: PostJobWizardProps) {
  const [step, setStep] = useState(1)
  const [touched, setTouched] = useState<Partial<Record<JobFormField, boolean>>>({})
  const [commonTitle, setCommonTitle] = useState<WageTitle | null>(null)
  const catalogue = useWageCatalogue()
  const Icon = STEP_ICONS[step - 1]
  const canAdvance = stepIsValid(step, values)
  const last = step === WIZARD_STEPS.length

  const set = <K extends JobFormField>(field: K, value: JobFormValues[K]) => {
    setTouched((current) => ({ ...current, [field]: true }))
    onChange({ ...values, [field]: value })
  }
  // Validates on change: a field shows its error once touched, or when the server refused it.
  const errorOf = (field: JobFormField) => serverErrors[field] ?? (touched[field] ? validateField(field, values) : null)

  const categoryTitles = catalogue.find((entry) => entry.category === values.category)?.titles ?? []
  const allTitles = catalogue.flatMap((category) => category.titles.map((title) => title.title))

  const next = () => {
    if (last) onSubmit()
    else if (canAdvance) setStep(step + 1)
  }
  const back = () => (step === 1 ? onLeave() : setStep(step - 1))

  return (
    <Box sx={{ position: 'relative', display: 'grid', gap: 2 }} data-testid="post-job-wizard">
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton aria-label="Go back" onClick={back} disabled={submitting}>
          <ArrowBackIcon />
        </IconButton>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h6" component="h2">
            {heading}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Step {step} of {WIZARD_STEPS.length}
          </Typography>
        </Box>
        <Button variant="contained" onClick={next} disabled={submitting || !canAdvance}>
          {last ? submitLabel.header : 'Next'}
        </Button>
      </Box>
      <LinearProgress
        variant="determinate"
        value={(step / WIZARD_STEPS.length) * 100}
        aria-label={`Step ${step} of ${WIZARD_STEPS.length}`}
      />

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="wizard-step-title"
        sx={{ p: 2, display: 'grid', gap: 2 }}
      >
        <Typography
          id="wizard-step-title"
          variant="subtitle1"
          component="h3"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700 }}
        >
          <Icon color="primary" />
          {WIZARD_STEPS[step - 1].title}
        </Typography>

        {step === 1 && (
          <Field>
            <FreeTextPicker
              label="Job title"
              value={values.title}
              options={allTitles}
              customLabel={(text) => `Use "${text}" as custom title`}
              noOptionsText="No job titles found."
              error={errorOf('title')}
              onChange={(title) => set('title', title)}
            />
            <Box
              component="section"
              aria-label="Company name"
              sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
              data-testid="wizard-company"
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="caption" color="text.secondary" component="p">
                  Company name
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>{company?.name ?? values.company}</Typography>
              </Box>
              <Button component={RouterLink} to="/dashboard/company" size="small">
                Edit company
              </Button>
            </Box>
          </Field>
        )}

        {step === 2 && (
          <Field>
            <TextField
              select
              required
              label="Job category"
              value={values.category}
              error={Boolean(errorOf('category'))}
              helperText={errorOf('category') ?? ' '}
              onChange={(event) => {
                // A new category clears the chosen common title and its range.
                setCommonTitle(null)
                set('category', event.target.value)
              }}
            >
              {JOB_CATEGORIES.map((category) => (
                <MenuItem key={category} value={category}>
                  {category}
                </MenuItem>
              ))}
            </TextField>
            {values.category && (
              <TextField
                select
                label="Common Job Titles"
                value={commonTitle?.title ?? ''}
                helperText={
                  categoryTitles.length
                    ? 'Optional: fills in a suggested yearly pay'
                    : 'No titles listed for this category.'
                }
                onChange={(event) => {
                  const chosen = categoryTitles.find((title) => title.title === event.target.value) ?? null
                  setCommonTitle(chosen)
                  if (chosen) {
                    setTouched((current) => ({ ...current, payRate: true }))
                    onChange({
                      ...values,
                      payRate: String(suggestedYearlyPay(chosen.minWage, chosen.maxWage)),
                      payUnit: 'year',
                    })
                  }
                }}
              >
                {categoryTitles.map((title) => (
                  <MenuItem key={title.title} value={title.title}>
                    {title.title}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {commonTitle && (
              <Paper
                variant="outlined"
                role="note"
                aria-label="Recommended Salary Range"
                sx={{ p: 1.5, bgcolor: 'action.hover' }}
              >
                <Typography variant="subtitle2">Recommended Salary Range</Typography>
                <Typography variant="body2">
                  ${(commonTitle.minWage * 2080).toLocaleString('en-US')} – $
                  {(commonTitle.maxWage * 2080).toLocaleString('en-US')} per year
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  National average for {commonTitle.title}
                </Typography>
              </Paper>
            )}
          </Field>
        )}

        {step === 3 && (
          <Field>
            <Box sx={{ display: 'grid', gridTemplateColumns: '2fr 1fr', gap: 1 }}>
              <TextField
                label="Pay rate"
                required
                value={values.payRate}
                onChange={(event) => set('payRate', event.target.value)}
                error={Boolean(errorOf('payRate'))}
                helperText={errorOf('payRate') ?? ' '}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <TextField
                select
                label="Per"
                value={values.payUnit}
                onChange={(event) => set('payUnit', event.target.value as JobFormValues['payUnit'])}
              >
                {PAY_UNITS.map((unit) => (
                  <MenuItem key={unit.value} value={unit.value}>
                    {unit.label}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            <TextField
              select
              label="Bonus/Equity %"
              value={values.totalComp}
              onChange={(event) => set('totalComp', event.target.value)}
            >
              {BONUS_OPTIONS.map((option) => (
                <MenuItem key={option} value={option}>
                  {option}%
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              required
              label="Schedule Type"
              value={values.schedule}
              onChange={(event) => set('schedule', event.target.value)}
              error={Boolean(errorOf('schedule'))}
              helperText={errorOf('schedule') ?? ' '}
            >
              {SCHEDULES.map((schedule) => (
                <MenuItem key={schedule.value} value={schedule.value}>
                  {schedule.label}
                </MenuItem>
              ))}
            </TextField>
          </Field>
        )}

        {step === 4 && (
          <Field>
            <Autocomplete
              freeSolo
              options={US_CITIES}
              getOptionLabel={(option) => (typeof option === 'string' ? option : option.city)}
              renderOption={(props, option) => {
                const { key, ...rest } = props as typeof props & { key: string }
                return (
                  <li key={key} {...rest}>
                    {option.city}, {option.state}
                  </li>
                )
              }}
              inputValue={values.city}
              onInputChange={(_event, text, reason) => {
                if (reason === 'input' || reason === 'clear') set('city', text)
              }}
              onChange={(_event, option) => {
                if (option && typeof option !== 'string') {
                  // Picking a city fills the state when it is still empty.
                  setTouched((current) => ({ ...current, city: true }))
                  onChange({ ...values, city: option.city, state: values.state || option.state })
                }
              }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="City"
                  required
                  error={Boolean(errorOf('city'))}
                  helperText={errorOf('city') ?? ' '}
                />
              )}
            />
            <Autocomplete
              options={[...US_STATES]}
              value={values.state || null}
              onChange={(_event, state) => set('state', state ?? '')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="State"
                  required
                  error={Boolean(errorOf('state'))}
                  helperText={errorOf('state') ?? ' '}
                />
              )}
            />
            <TextField
              label="Zip code"
              required
              value={values.zipcode}
              onChange={(event) => set('zipcode', event.target.value)}
              error={Boolean(errorOf('zipcode'))}
              helperText={errorOf('zipcode') ?? ' '}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code' } }}
            />
            <TextField
              label="Country"
              required
              value={values.country}
              onChange={(event) => set('country', event.target.value)}
              error={Boolean(errorOf('country'))}
              helperText={errorOf('country') ?? ' '}
            />
          </Field>
        )}

        {step === 5 && (
          <Field>
            <TextField
              label="Job description"
              required
              multiline
              minRows={5}
              value={values.description}
              onChange={(event) => set('description', event.target.value)}
              error={Boolean(errorOf('description'))}
              helperText={errorOf('description') ?? `${values.description.length}/2000 characters`}
            />
            <TextField
              label="Requirements (optional)"
              multiline
              minRows={3}
              value={values.requirements}
              onChange={(event) => set('requirements', event.target.value)}
              error={Boolean(errorOf('requirements'))}
              helperText={errorOf('requirements') ?? `${values.requirements.length}/1000 characters`}
            />
            <TextField
              select
              label="Experience level"
              value={values.experienceLevel}
              onChange={(event) => set('experienceLevel', event.target.value)}
              error={Boolean(errorOf('experienceLevel'))}
              helperText={errorOf('experienceLevel') ?? 'Candidates filter jobs by it'}
            >
              <MenuItem value="">Based on the requirements</MenuItem>
              {EXPERIENCE_LEVELS.map((level) => (
                <MenuItem key={level} value={level}>
                  {level}
                </MenuItem>
              ))}
            </TextField>
            <FormGroup row>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={values.isHiringNow}
                    onChange={(event) => set('isHiringNow', event.target.checked)}
                  />
                }
                label={<Chip size="small" label="Hiring Now" sx={{ bgcolor: '#15803d', color: '#fff' }} />}
              />
              <FormControlLabel
                control={
                  <Checkbox checked={values.isUrgent} onChange={(event) => set('isUrgent', event.target.checked)} />
                }
                label={<Chip size="small" label="Urgent" sx={{ bgcolor: '#b45309', color: '#fff' }} />}
              />
            </FormGroup>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <FormLabel component="legend">Benefits (optional)</FormLabel>
              <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {BENEFITS.map((benefit) => (
                  <FormControlLabel
                    key={benefit}
                    control={
                      <Checkbox
                        size="small"
                        checked={values.benefits.includes(benefit)}
                        onChange={() =>
                          set(
                            'benefits',
                            values.benefits.includes(benefit)
                              ? values.benefits.filter((item) => item !== benefit)
                              : [...values.benefits, benefit]
                          )
                        }
                      />
                    }
                    label={benefit}
                  />
                ))}
              </FormGroup>
            </Box>
          </Field>
        )}

        {step === 6 && (
          <Paper variant="outlined" data-testid="job-preview" sx={{ p: 2, display: 'grid', gap: 0.75 }}>
            <Typography variant="h6" component="p">
              {values.title}
            </Typography>
            <Typography variant="body2">{values.company}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[values.city, values.state].filter(Boolean).join(', ')}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {formatPay(values.payRate, values.payUnit)}
              {Number(values.totalComp) > 0 && ` + ${values.totalComp}% bonus/equity`}
            </Typography>
            <Typography variant="body2">
              {SCHEDULES.find((schedule) => schedule.value === values.schedule)?.label ?? values.schedule}
              {values.experienceLevel && ` · ${values.experienceLevel}`}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.75 }}>
              {values.isHiringNow && (
                <Chip size="small" label="Hiring Now" sx={{ bgcolor: '#15803d', color: '#fff' }} />
              )}
              {values.isUrgent && <Chip size="small" label="Urgent" sx={{ bgcolor: '#b45309', color: '#fff' }} />}
            </Box>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {values.description}
            </Typography>
          </Paper>
        )}
      </Paper>

      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Button onClick={back} disabled={submitting}>
          Back
        </Button>
        <Button variant="contained" onClick={next} disabled={submitting || !canAdvance}>
          {last ? submitLabel.footer : 'Next'}
        </Button>
      </Box>

      {submitting && (
        <Box
          role="status"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            alignContent: 'center',
            gap: 1,
            bgcolor: 'background.paper',
            opacity: 0.92,
          }}
        >
          <CircularProgress aria-hidden="true" />
          <Typography>{submittingText}</Typography>
        </Box>
      )}
    </Box>
  )
}
