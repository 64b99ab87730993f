import { Box, Button, IconButton, Paper, Typography, WorkIcon } from '@hireloop/shared-ui'
import { ArrowBackIcon, PlaceIcon } from '@hireloop/shared-ui/icons'
import CircularProgress from '@mui/material/CircularProgress'
import LinearProgress from '@mui/material/LinearProgress'
import { useState } from 'react'
import { useWageCatalogue, type WageTitle } from '../../api/jobs/get-wage-catalogue'
import { CategoryIcon, DescriptionIcon, PaymentsIcon, VisibilityIcon } from '../../shared/icons'
import { furthestStep, stepIsValid, WIZARD_STEPS, type JobFormField, type JobFormValues } from './job-form'
import { CategoryStep } from './steps/category-step'
import { DescriptionStep } from './steps/description-step'
import { PayStep } from './steps/pay-step'
import { PlaceStep } from './steps/place-step'
import { PreviewStep } from './steps/preview-step'
import { TitleStep } from './steps/title-step'
import { useWizardFields } from './use-wizard-fields'

const STEP_ICONS = [WorkIcon, CategoryIcon, PaymentsIcon, PlaceIcon, DescriptionIcon, VisibilityIcon]

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
  /**
   * The step asked for, when the page keeps it (in the history, so that the browser's Back is the wizard's Back);
   * a step past a gate the values don't pass shows the first such gate. Without it the wizard keeps its own.
   */
  step?: number
  /** A move from the step shown to the next or the one before. */
  onStep?: (step: number, shown: number) => void
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
  step: askedStep,
  onStep,
}: PostJobWizardProps) {
  const [ownStep, setOwnStep] = useState(1)
  const step = Math.min(askedStep ?? ownStep, furthestStep(values))
  const setStep = (next: number) => (onStep ? onStep(next, step) : setOwnStep(next))
  const fields = useWizardFields(values, onChange, serverErrors)
  const [commonTitle, setCommonTitle] = useState<WageTitle | null>(null)
  const catalogue = useWageCatalogue()
  const Icon = STEP_ICONS[step - 1]
  const canAdvance = stepIsValid(step, values)
  const last = step === WIZARD_STEPS.length

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

        {step === 1 && <TitleStep {...fields} titles={allTitles} company={company} />}
        {step === 2 && (
          <CategoryStep {...fields} titles={categoryTitles} commonTitle={commonTitle} onCommonTitle={setCommonTitle} />
        )}
        {step === 3 && <PayStep {...fields} />}
        {step === 4 && <PlaceStep {...fields} />}
        {step === 5 && <DescriptionStep {...fields} />}
        {step === 6 && <PreviewStep values={values} />}
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
