import { MODERATION_RULES } from '@hireloop/backend/moderation-constants'
import { Box, Button, EmptyState, errorMessage, Link, Paper, Typography, useToast } from '@hireloop/shared-ui'
import Alert from '@mui/material/Alert'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { useAcknowledgeViolation } from '../../api/moderation/acknowledge-violation'
import { useMyStanding, type MyStandingAnswer, type Violation } from '../../api/moderation/get-my-standing'
import { AppealDialog } from './appeal-dialog'
import {
  formatDate,
  formatDateTime,
  noticeActions,
  removedTitle,
  restrictionSentence,
  statusWords,
} from './standing-words'

const MAX = MODERATION_RULES.maxStrikes

/** "1 of 3 strikes", and what the third one does. */
function Strikes({ strikes }: { strikes: number }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="standing-strikes" sx={{ p: 2 }}>
      <Typography id="standing-strikes" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {strikes} of {MAX} strikes
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Each removal for breaking the community guidelines is a strike for {MODERATION_RULES.strikeDays} days. At {MAX}{' '}
        strikes the account is banned.
      </Typography>
    </Paper>
  )
}

function Restriction({ restriction }: { restriction: NonNullable<MyStandingAnswer['restriction']> }) {
  if (!restriction.isActive) return null
  return (
    <Alert severity="warning" component="section" aria-label="Restriction">
      {restriction.type === 'ban'
        ? 'Your account is banned for repeated violations of the community guidelines.'
        : restrictionSentence(restriction.endsAt)}
    </Alert>
  )
}

interface NoticeProps {
  violation: Violation
  onAppeal: (violation: Violation) => void
}

function Notice({ violation, onAppeal }: NoticeProps) {
  const { toast } = useToast()
  const acknowledge = useAcknowledgeViolation()
  const [busy, setBusy] = useState(false)
  const actions = noticeActions(violation)
  const titleId = `notice-${violation.id}`

  const onAcknowledge = async () => {
    setBusy(true)
    try {
      const answer = await acknowledge(violation.id)
      toast({ title: answer.message, variant: 'success' })
    } catch (error) {
      toast({ title: 'Not acknowledged', description: errorMessage(error, 'Please try again.'), variant: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Paper
      variant="outlined"
      component="li"
      aria-labelledby={titleId}
      data-testid="standing-notice"
      sx={{ listStyle: 'none', p: 2, display: 'grid', gap: 1 }}
    >
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {removedTitle(violation.contentType)}
      </Typography>
      {violation.contentType === 'post' && (
        <Link
          component={RouterLink}
          to={`/post/${encodeURIComponent(violation.contentId)}`}
          sx={{ justifySelf: 'start' }}
        >
          View post
        </Link>
      )}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}>
        {(
          [
            ['Guideline', violation.guideline],
            ['Reason', violation.reason],
            ['Date', formatDate(violation.createdAt)],
            ['Status', statusWords(violation.status)],
          ] as const
        ).map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {violation.canAppeal && violation.appealDeadline && (
        <Typography variant="body2">Appeal by {formatDateTime(violation.appealDeadline)}</Typography>
      )}
      {(actions.acknowledge || actions.appeal) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {actions.acknowledge && (
            <Button variant="outlined" onClick={() => void onAcknowledge()} loading={busy}>
              Acknowledge
            </Button>
          )}
          {actions.appeal && (
            <Button variant="contained" onClick={() => onAppeal(violation)} disabled={busy}>
              Appeal
            </Button>
          )}
        </Box>
      )}
    </Paper>
  )
}

/** /profile/standing: strikes, the restriction in force, and each moderation notice with its answers. */
export default function StandingPage() {
  const { data, error, isLoading, mutate } = useMyStanding(true, { fresh: true })
  const [appealing, setAppealing] = useState<Violation | null>(null)

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: { xs: 2, sm: 3 }, py: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
        Account standing
      </Typography>
      {isLoading && !data ? (
        <Typography role="status" color="text.secondary">
          Loading your standing…
        </Typography>
      ) : error && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void mutate()}>
              Retry
            </Button>
          }
        >
          {errorMessage(error, 'Failed to load your account standing.')}
        </Alert>
      ) : data ? (
        <>
          <Strikes strikes={data.strikes} />
          {data.restriction && <Restriction restriction={data.restriction} />}
          {data.violations.length === 0 ? (
            <EmptyState title="You have no moderation notices." />
          ) : (
            <Box component="section" aria-labelledby="standing-notices" sx={{ display: 'grid', gap: 1 }}>
              <Typography id="standing-notices" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                Notices
              </Typography>
              <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
                {data.violations.map((violation) => (
                  <Notice key={violation.id} violation={violation} onAppeal={setAppealing} />
                ))}
              </Box>
            </Box>
          )}
        </>
      ) : null}
      <AppealDialog violation={appealing} onClose={() => setAppealing(null)} />
    </Box>
  )
}
