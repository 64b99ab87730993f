import type { ConnectionAnswer, ThreadAnswer } from '@hireloop/backend/api-types/messaging'
import { MESSAGING_LIMITS } from '@hireloop/backend/messaging-constants'
import { Box, Button, errorMessage, Paper, Typography, useToast } from '@hireloop/shared-ui'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { recommendJob } from '../../api/messaging/recommend-job'
import { sendMessage } from '../../api/messaging/send-message'
import { shareJobToFeed } from '../../api/posts/share-job-to-feed'
import type { Job } from '../../api/jobs/types'
import { formatPay, jobLocation } from '../../shared/job-format'
import { ConnectionPicker, ConversationPicker } from '../../shared/people-pickers'
import { SHARE_MESSAGES, SHARE_TABS, shareButtonLabel, shareMessageText, type ShareTab } from './share-text'

export { SHARE_MESSAGES, type ShareTab } from './share-text'

export interface ShareDialogProps {
  job: Job
  open: boolean
  onClose: () => void
  onCopyLink: () => void
  /** The tab it opens on; Messaging unless the way in asked for another (part 2 §2). */
  initialTab?: ShareTab
}

const TAB_LABELS: Record<ShareTab, string> = {
  messaging: 'Messaging',
  connections: 'Connections',
  feed: 'Activity Feed',
}

const FALLBACK = 'Something went wrong. Please try again.'

/** Adds or removes one entry of a selection kept by id. */
function toggled<T extends { id: string }>(current: ReadonlyMap<string, T>, item: T): Map<string, T> {
  const next = new Map(current)
  if (next.has(item.id)) next.delete(item.id)
  else next.set(item.id, item)
  return next
}

/**
 * Share internally (part 2 §2 "Share-internally dialog", §5, §7, §8): Messaging (default) sends the job into the
 * chosen conversations, one message each; Connections recommends it to chosen connections
 * (POST /api/job-recommendations); Activity Feed posts it with a caption. Each tab keeps what was typed or chosen while
 * another is looked at.
 */
export function ShareDialog({ job, open, onClose, onCopyLink, initialTab = 'messaging' }: ShareDialogProps) {
  const { toast } = useToast()
  const [tab, setTab] = useState<ShareTab>(initialTab)
  const [sharing, setSharing] = useState(false)

  const [threads, setThreads] = useState<ReadonlyMap<string, ThreadAnswer>>(new Map())
  const [threadNote, setThreadNote] = useState('')
  const [connections, setConnections] = useState<ReadonlyMap<string, ConnectionAnswer>>(new Map())
  const [recommendation, setRecommendation] = useState('')
  const [caption, setCaption] = useState('')
  const [touched, setTouched] = useState(false)
  const blank = caption.trim() === ''

  const shareToConversations = async () => {
    if (threads.size === 0) {
      toast({ ...SHARE_MESSAGES.noConversations, variant: 'error' })
      return
    }
    setSharing(true)
    const content = shareMessageText(job, threadNote)
    const chosen = [...threads.values()]
    const failed: ThreadAnswer[] = []
    let firstError: unknown = null
    // One message per conversation, in turn (the server counts each against the sender's per-minute limit).
    for (const thread of chosen) {
      try {
        await sendMessage(thread.id, content)
      } catch (error) {
        failed.push(thread)
        firstError ??= error
      }
    }
    setSharing(false)
    if (failed.length === 0) {
      toast({
        title: SHARE_MESSAGES.shared,
        description: `${job.title} was sent to ${chosen.length === 1 ? chosen[0].otherParticipant.name : `${chosen.length} conversations`}.`,
        variant: 'success',
      })
      setThreads(new Map())
      setThreadNote('')
      onClose()
      return
    }
    // Only the conversations that did not get it stay chosen, so trying again sends nothing twice.
    setThreads(new Map(failed.map((thread) => [thread.id, thread])))
    const reason = errorMessage(firstError, FALLBACK)
    const sent = chosen.length - failed.length
    toast({
      title: SHARE_MESSAGES.shareFailed,
      description: sent > 0 ? `Sent to ${sent} of ${chosen.length} conversations. ${reason}` : reason,
      variant: 'error',
    })
  }

  const recommend = async () => {
    if (connections.size === 0) {
      toast({ ...SHARE_MESSAGES.noConnections, variant: 'error' })
      return
    }
    setSharing(true)
    try {
      const chosen = [...connections.values()]
      await recommendJob(
        job.id,
        chosen.map((connection) => connection.id),
        recommendation
      )
      toast({
        title: SHARE_MESSAGES.recommended,
        description: `${job.title} was recommended to ${chosen.length === 1 ? chosen[0].name : `${chosen.length} connections`}.`,
        variant: 'success',
      })
      setConnections(new Map())
      setRecommendation('')
      onClose()
    } catch (error) {
      toast({
        title: SHARE_MESSAGES.recommendationFailed,
        description: errorMessage(error, FALLBACK),
        variant: 'error',
      })
    } finally {
      setSharing(false)
    }
  }

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
      toast({ title: SHARE_MESSAGES.failed, description: errorMessage(error, FALLBACK), variant: 'error' })
    } finally {
      setSharing(false)
    }
  }

  const primary = { messaging: shareToConversations, connections: recommend, feed: post }[tab]
  const selectedCount = tab === 'messaging' ? threads.size : tab === 'connections' ? connections.size : 0

  return (
    <Dialog
      open={open}
      onClose={sharing ? undefined : onClose}
      aria-labelledby="share-job-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="share-job-title">Share Job</DialogTitle>
      <Tabs
        value={tab}
        onChange={(_event, value: ShareTab) => setTab(value)}
        aria-label="Share to"
        variant="fullWidth"
        sx={{ px: 2 }}
      >
        {SHARE_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={TAB_LABELS[value]}
            id={`share-tab-${value}`}
            // Only the chosen tab's panel is on the page.
            aria-controls={value === tab ? `share-panel-${value}` : undefined}
            disabled={sharing && tab !== value}
            sx={{ minWidth: 0, px: 1 }}
          />
        ))}
      </Tabs>
      <DialogContent
        id={`share-panel-${tab}`}
        role="tabpanel"
        aria-labelledby={`share-tab-${tab}`}
        sx={{ display: 'grid', gap: 2, pt: '16px !important' }}
      >
        <Paper variant="outlined" sx={{ p: 1.5 }} aria-label="Preview">
          <Typography variant="overline" color="text.secondary">
            Preview
          </Typography>
          {tab === 'feed' && caption.trim() && (
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

        {tab === 'messaging' && (
          <>
            <ConversationPicker
              selected={threads}
              disabled={sharing}
              onToggle={(thread) => setThreads((current) => toggled(current, thread))}
            />
            <TextField
              label="Message (optional)"
              multiline
              minRows={2}
              value={threadNote}
              onChange={(event) => setThreadNote(event.target.value)}
              helperText="Sent with the job's title, company and link."
              slotProps={{ htmlInput: { maxLength: MESSAGING_LIMITS.recommendationMessageMax } }}
            />
          </>
        )}

        {tab === 'connections' && (
          <>
            <ConnectionPicker
              selected={connections}
              disabled={sharing}
              onToggle={(connection) => setConnections((current) => toggled(current, connection))}
            />
            <TextField
              label="Recommendation message"
              multiline
              minRows={2}
              value={recommendation}
              onChange={(event) => setRecommendation(event.target.value)}
              helperText="Why this job suits them (optional). They also get a notification."
              slotProps={{ htmlInput: { maxLength: MESSAGING_LIMITS.recommendationMessageMax } }}
            />
          </>
        )}

        {tab === 'feed' && (
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
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Box sx={{ flex: 1 }}>
          <Button onClick={onCopyLink}>Copy Link</Button>
        </Box>
        <Button onClick={onClose} disabled={sharing}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void primary()} disabled={sharing}>
          {sharing ? 'Sharing...' : shareButtonLabel(tab, selectedCount)}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
