import { Box, Paper, Typography } from '@hireloop/shared-ui'
import Chip from '@mui/material/Chip'
import { formatPay } from '../../../shared/job-format'
import { jobTypeLabel } from '../../../shared/vocabularies'
import type { JobFormValues } from '../job-form'

/** Step 6: the job as it will read. */
export function PreviewStep({ values }: { values: JobFormValues }) {
  return (
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
        {jobTypeLabel(values.schedule)}
        {values.experienceLevel && ` · ${values.experienceLevel}`}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.75 }}>
        {values.isHiringNow && <Chip size="small" label="Hiring Now" sx={{ bgcolor: '#15803d', color: '#fff' }} />}
        {values.isUrgent && <Chip size="small" label="Urgent" sx={{ bgcolor: '#b45309', color: '#fff' }} />}
      </Box>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {values.description}
      </Typography>
    </Paper>
  )
}
