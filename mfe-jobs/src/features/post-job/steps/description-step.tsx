import { Box } from '@hireloop/shared-ui'
import Checkbox from '@mui/material/Checkbox'
import Chip from '@mui/material/Chip'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormLabel from '@mui/material/FormLabel'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { BENEFITS, EXPERIENCE_LEVELS } from '../../../shared/vocabularies'
import type { StepProps } from '../use-wizard-fields'
import { Field } from './step-field'

/** Step 5: the description, requirements, experience level, the Hiring Now and Urgent flags, and benefits. */
export function DescriptionStep({ values, set, errorOf }: StepProps) {
  const toggleBenefit = (benefit: string) =>
    set(
      'benefits',
      values.benefits.includes(benefit)
        ? values.benefits.filter((item) => item !== benefit)
        : [...values.benefits, benefit]
    )
  return (
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
            <Checkbox checked={values.isHiringNow} onChange={(event) => set('isHiringNow', event.target.checked)} />
          }
          label={<Chip size="small" label="Hiring Now" sx={{ bgcolor: '#15803d', color: '#fff' }} />}
        />
        <FormControlLabel
          control={<Checkbox checked={values.isUrgent} onChange={(event) => set('isUrgent', event.target.checked)} />}
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
                  onChange={() => toggleBenefit(benefit)}
                />
              }
              label={benefit}
            />
          ))}
        </FormGroup>
      </Box>
    </Field>
  )
}
