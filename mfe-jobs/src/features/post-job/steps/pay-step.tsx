import { Box } from '@hireloop/shared-ui'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { JOB_TYPES, PAY_UNITS } from '../../../shared/vocabularies'
import type { JobFormValues } from '../job-form'
import type { StepProps } from '../use-wizard-fields'
import { Field } from './step-field'

const BONUS_OPTIONS = Array.from({ length: 21 }, (_, index) => String(index * 5))

/** Step 3: the pay, its unit, a bonus or equity share and the schedule. */
export function PayStep({ values, set, errorOf }: StepProps) {
  return (
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
        {JOB_TYPES.map((type) => (
          <MenuItem key={type.value} value={type.value}>
            {type.label}
          </MenuItem>
        ))}
      </TextField>
    </Field>
  )
}
