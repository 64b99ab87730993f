import { Box, Button, errorMessage, Paper, Typography, useToast } from '@hireloop/shared-ui'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { shareJobToFeed } from '../../api/posts/share-job-to-feed'
import type { Job } from '../../api/jobs/types'
import { formatPay, jobLocation } from '../../shared/job-format'

export const SHARE_MESSAGES = {
  posted: 'Posted to Feed!',
  captionRequired: { title: 'Caption Required', description: 'Please write something about this job before posting.' },
  failed: 'Post Failed',
} as const

export interface ShareDialogProps {
  job: Job
  open: boolean
  onClose: () => void
  onCopyLink: () => void
}

/** Share internally (part 2 §2): the Activity Feed tab for now (Messaging and Connections arrive with messaging). */
export function ShareDialog({ job, open, onClose, onCopyLink }: ShareDialogProps) {
  const { toast } = useToast()
  const [caption, setCaption] = useState('')
  const [sharing, setSharing] = useState(false)
  const [touched, setTouched] = useState(false)
  const blank = caption.trim() === ''

  const post = async () => {
    setTouched(true)
    if (blank) {
      toast({ ...SHARE_MESSAGES.captionRequired, variant: 'error' })
      return
    }
    setSharing(true)
    try {
      await shareJobToFeed(job.id, caption.trim())
      toast({ title: SHARE_MESSAGES.posted, description: 'Your network can now see this job.', variant: 'success' })
      setCaption('')
      setTouched(false)
      onClose()
    } catch (error) {
      toast({
        title: SHARE_MESSAGES.failed,
        description: errorMessage(error, 'Something went wrong. Please try again.'),
        variant: 'error',
      })
    } finally {
      setSharing(false)
    }
  }

  return (
    <Dialog
      open={open}
      onClose={sharing ? undefined : onClose}
      aria-labelledby="share-job-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="share-job-title">Share Job</DialogTitle>
      <Tabs value={0} aria-label="Share to" sx={{ px: 2 }}>
        <Tab label="Activity Feed" id="share-tab-feed" aria-controls="share-panel-feed" />
      </Tabs>
      <DialogContent
        id="share-panel-feed"
        role="tabpanel"
        aria-labelledby="share-tab-feed"
        sx={{ display: 'grid', gap: 2 }}
      >
        <TextField
          label="Caption"
          multiline
          minRows={3}
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
          error={touched && blank}
          helperText={touched && blank ? 'Caption Required' : 'Say why this job is worth a look.'}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Paper variant="outlined" sx={{ p: 1.5 }} aria-label="Preview">
          <Typography variant="overline" color="text.secondary">
            Preview
          </Typography>
          {caption.trim() && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>
              {caption.trim()}
            </Typography>
          )}
          <Typography variant="subtitle2">{job.title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {[job.company?.name, jobLocation(job)].filter(Boolean).join(' · ')}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {formatPay(job.payRate, job.payUnit)}
          </Typography>
        </Paper>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Box sx={{ flex: 1 }}>
          <Button onClick={onCopyLink}>Copy Link</Button>
        </Box>
        <Button onClick={onClose} disabled={sharing}>
          Cancel
        </Button>
        <Button variant="contained" onClick={post} disabled={sharing}>
          {sharing ? 'Sharing...' : 'Share to Feed'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
