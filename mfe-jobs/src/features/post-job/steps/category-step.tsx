import { Paper, Typography } from '@hireloop/shared-ui'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import type { WageTitle } from '../../../api/jobs/get-wage-catalogue'
import { JOB_CATEGORIES } from '../../../shared/vocabularies'
import { suggestedYearlyPay } from '../job-form'
import type { StepProps } from '../use-wizard-fields'
import { Field } from './step-field'

/** Step 2: the category, and optionally one of its common titles, which fills in a suggested yearly pay. */
export function CategoryStep({
  values,
  onChange,
  set,
  touch,
  errorOf,
  titles,
  commonTitle,
  onCommonTitle,
}: StepProps & {
  /** The category's common titles. */
  titles: WageTitle[]
  commonTitle: WageTitle | null
  onCommonTitle: (title: WageTitle | null) => void
}) {
  return (
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
          onCommonTitle(null)
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
            titles.length ? 'Optional: fills in a suggested yearly pay' : 'No titles listed for this category.'
          }
          onChange={(event) => {
            const chosen = titles.find((title) => title.title === event.target.value) ?? null
            onCommonTitle(chosen)
            if (chosen) {
              touch('payRate')
              onChange({
                ...values,
                payRate: String(suggestedYearlyPay(chosen.minWage, chosen.maxWage)),
                payUnit: 'year',
              })
            }
          }}
        >
          {titles.map((title) => (
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
  )
}
