import { APPLICATION_LIMITS } from '@hireloop/backend/jobs-constants'
import { Box, Typography } from '@hireloop/shared-ui'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import TextField from '@mui/material/TextField'
import type { ReactNode } from 'react'
import type { Job } from '../../api/jobs/types'
import { formatPay, jobLocation, jobType } from '../../shared/job-format'
import type { ApplyField, ApplyValues } from './apply-form'

const ELIGIBILITY: ReadonlyArray<{ field: ApplyField & keyof ApplyValues; label: string }> = [
  { field: 'isEighteenOrOlder', label: 'I am 18 years of age or older' },
  { field: 'isAuthorizedToWork', label: 'I am authorized to work in the United States' },
  { field: 'doesNotRequireSponsorship', label: 'I do not require visa sponsorship now or in the future' },
]

function toggle(list: string[], value: string, checked: boolean): string[] {
  if (checked) return list.includes(value) ? list : [...list, value]
  return list.filter((item) => item !== value)
}

/** The job applied to: its company, place, pay and type. */
export function JobSummary({ job }: { job: Job }) {
  const pay = formatPay(job.payRate, job.payUnit)
  const summary = [job.company?.name ?? 'Company', jobLocation(job), pay, jobType(job)].filter(Boolean)
  return (
    <Box
      component="ul"
      aria-label="Job summary"
      data-testid="apply-job-summary"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 1.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
        display: 'grid',
        gap: 0.25,
        overflowWrap: 'anywhere',
      }}
    >
      {summary.map((item, index) => (
        <Typography
          key={item}
          component="li"
          variant={index === 0 ? 'subtitle2' : 'body2'}
          color={index === 0 ? undefined : 'text.secondary'}
          sx={index === 0 ? { fontWeight: 700 } : undefined}
        >
          {item}
        </Typography>
      ))}
    </Box>
  )
}

/** The cover letter with its live count (its message shows once it was left). */
export function CoverLetterField({
  id,
  value,
  error,
  onChange,
  onBlur,
}: {
  id: string
  value: string
  error?: string
  onChange: (value: string) => void
  onBlur: () => void
}) {
  return (
    <Box>
      <TextField
        id={id}
        label="Cover letter"
        required
        multiline
        minRows={5}
        fullWidth
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={Boolean(error)}
        helperText={
          error ??
          `Tell the employer why you are a good fit (at least ${APPLICATION_LIMITS.coverLetterMin} characters).`
        }
        slotProps={{ htmlInput: { 'aria-describedby': `${id}-helper-text ${id}-count` } }}
      />
      <Typography
        id={`${id}-count`}
        variant="caption"
        aria-live="polite"
        color={value.length > APPLICATION_LIMITS.coverLetterMax ? 'error' : 'text.secondary'}
        sx={{ display: 'block', textAlign: 'right' }}
        data-testid="cover-letter-count"
      >
        {value.length}/{APPLICATION_LIMITS.coverLetterMax}
      </Typography>
    </Box>
  )
}

function Group({ id, legend, error, children }: { id: string; legend: string; error?: string; children: ReactNode }) {
  const errorId = `${id}-error`
  return (
    <Box
      component="fieldset"
      id={id}
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {legend}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 1 }}>{children}</Box>
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  )
}

/** A group of check boxes, any number of them chosen (skills, availability). */
export function ChoiceGroup({
  id,
  legend,
  error,
  choices,
  chosen,
  onChange,
}: {
  id: string
  legend: string
  error?: string
  choices: readonly string[]
  chosen: string[]
  onChange: (chosen: string[]) => void
}) {
  return (
    <Group id={id} legend={legend} error={error}>
      {choices.map((choice) => (
        <FormControlLabel
          key={choice}
          label={choice}
          control={
            <Checkbox
              size="small"
              checked={chosen.includes(choice)}
              onChange={(event) => onChange(toggle(chosen, choice, event.target.checked))}
            />
          }
        />
      ))}
    </Group>
  )
}

/** The three eligibility boxes, each required. */
export function EligibilityFields({
  idOf,
  values,
  errorOf,
  onChange,
}: {
  idOf: (field: ApplyField) => string
  values: ApplyValues
  errorOf: (field: ApplyField) => string | undefined
  onChange: (field: ApplyField & keyof ApplyValues, checked: boolean) => void
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid' }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        Eligibility
      </Typography>
      {ELIGIBILITY.map(({ field, label }) => {
        const error = errorOf(field)
        const errorId = `${idOf(field)}-error`
        return (
          <Box key={field}>
            <FormControlLabel
              label={label}
              required
              control={
                <Checkbox
                  id={idOf(field)}
                  checked={values[field] as boolean}
                  onChange={(event) => onChange(field, event.target.checked)}
                  slotProps={{
                    input: {
                      'aria-invalid': error ? true : undefined,
                      'aria-describedby': error ? errorId : undefined,
                    } as object,
                  }}
                />
              }
            />
            {error && (
              <FormHelperText id={errorId} error sx={{ mt: -0.5, ml: 4 }}>
                {error}
              </FormHelperText>
            )}
          </Box>
        )
      })}
    </Box>
  )
}
