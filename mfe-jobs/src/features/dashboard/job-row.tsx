import { Box, Button, IconButton, Paper, Typography } from '@hireloop/shared-ui'
import { MoreVertIcon } from '@hireloop/shared-ui/icons'
import Chip from '@mui/material/Chip'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useState } from 'react'
import type { Job } from '../../api/jobs/types'
import { formatPay, jobLocation, postedAge } from '../../shared/job-format'

/** One of the employer's jobs: select it to see its applications, or edit, pause, activate or delete it. */
export function JobRow({
  job,
  selected,
  onSelect,
  onEdit,
  onToggle,
  onDelete,
}: {
  job: Job
  selected: boolean
  onSelect: () => void
  onEdit: () => void
  onToggle: () => void
  onDelete: () => void
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const paused = job.status === 'paused'
  const applicants = job.applicantCount ?? 0
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="dashboard-job"
      sx={{
        p: 1.5,
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        listStyle: 'none',
        borderColor: selected ? 'primary.main' : undefined,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Button
          onClick={onSelect}
          sx={{
            p: 0,
            textTransform: 'none',
            justifyContent: 'flex-start',
            textAlign: 'left',
            fontWeight: 700,
            fontSize: 15,
          }}
          aria-pressed={selected}
        >
          {job.title}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {[jobLocation(job), formatPay(job.payRate, job.payUnit), postedAge(job.createdAt)]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5 }}>
          <Chip size="small" label={paused ? 'Paused' : 'Active'} color={paused ? 'default' : 'success'} />
          <Typography variant="caption" color="text.secondary">
            {applicants} applicant{applicants === 1 ? '' : 's'}
          </Typography>
        </Box>
      </Box>
      <IconButton
        aria-label={`Actions for ${job.title}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => (setAnchor(null), onEdit())}>Edit Job</MenuItem>
        <MenuItem onClick={() => (setAnchor(null), onToggle())}>{paused ? 'Activate Job' : 'Pause Job'}</MenuItem>
        <MenuItem onClick={() => (setAnchor(null), onDelete())} sx={{ color: 'error.main' }}>
          Delete Job
        </MenuItem>
      </Menu>
    </Paper>
  )
}
