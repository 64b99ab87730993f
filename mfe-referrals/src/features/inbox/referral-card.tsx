import type { ReferralAnswer } from '@hireloop/backend/api-types/referrals'
import { Box, Button, formatRelativeTime, Link, Paper, profilePath, Typography } from '@hireloop/shared-ui'
import { Link as RouterLink } from 'react-router-dom'
import Chip from '@mui/material/Chip'
import Collapse from '@mui/material/Collapse'
import { useId, useState } from 'react'
import type { ReferralBox } from '../../api/referrals/get-referrals'
import { candidateName, firstName, formatPay, STATUS_COLORS, STATUS_LABELS } from '../../shared/referral-format'

export interface ReferralCardProps {
  referral: ReferralAnswer
  box: ReferralBox
  /** The reader is the referrer (asked for a referral, or inviting someone by e-mail). */
  asReferrer: boolean
  /** Called when the reader opens the request's details (a received one is then marked viewed). */
  onOpen?: (referral: ReferralAnswer) => void
  onAnswer?: (referral: ReferralAnswer, status: 'accepted' | 'declined') => void
  /** An answer is on its way: the buttons wait. */
  busy?: boolean
}

/** The other person: whom a request went to or came from; an invitation by e-mail says who offered it. */
function whoLine(referral: ReferralAnswer, asReferrer: boolean): string {
  if (referral.origin === 'link') {
    if (!asReferrer) return `${referral.referrer.name} wants to refer you (by e-mail)`
    return referral.status === 'accepted'
      ? `You referred ${candidateName(referral)} by e-mail`
      : `You invited ${referral.candidateEmail} by e-mail: not taken yet`
  }
  return asReferrer ? `From ${candidateName(referral)}` : `To ${referral.referrer.name}`
}

/** Who referred or is asked; their address only when the server gives it (the reader's own, typed, or accepted). */
function referrerLine(referral: ReferralAnswer): string {
  const { name } = referral.referrer
  return referral.referrerEmail ? `Referrer: ${name} · ${referral.referrerEmail}` : `Referrer: ${name}`
}

/** One referral request in the inbox: the job, the other person, the status; the answer buttons while pending. */
export function ReferralCard({ referral, box, asReferrer, onOpen, onAnswer, busy = false }: ReferralCardProps) {
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  const toAnswer = box === 'received'
  const invitation = referral.origin === 'link'
  const pay = formatPay(referral.job.payRate, referral.job.payUnit)
  const other = whoLine(referral, asReferrer)
  // The other person's name leads to their profile.
  const person = asReferrer ? referral.candidate : referral.referrer
  const isNew = toAnswer && !referral.isViewed && referral.status === 'pending'
  const showStage = referral.status === 'accepted' && (referral.applicationStage !== null || asReferrer)

  const toggle = () => {
    if (!open) onOpen?.(referral)
    setOpen(!open)
  }

  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid={`referral-${box}`}
      data-status={referral.status}
      sx={{ listStyle: 'none', p: 2, display: 'grid', gap: 0.75 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {referral.job.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {referral.job.company.name}
            {pay && ` · ${pay}`}
          </Typography>
        </Box>
        {isNew && <Chip size="small" color="primary" label="New" />}
        <Chip
          size="small"
          variant={referral.status === 'declined' ? 'outlined' : 'filled'}
          color={STATUS_COLORS[referral.status]}
          label={STATUS_LABELS[referral.status]}
        />
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {other}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {' · '}
          {formatRelativeTime(referral.createdAt)}
        </Box>
      </Typography>
      {person && (
        <Link component={RouterLink} to={profilePath(person.id)} variant="body2" sx={{ justifySelf: 'start' }}>
          {`${person.name}'s profile`}
        </Link>
      )}
      {showStage && (
        <Typography variant="body2" data-testid="application-stage">
          Application stage:{' '}
          <Box component="strong" sx={{ fontWeight: 700 }}>
            {referral.applicationStage ?? 'Not applied yet'}
          </Box>
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button size="small" aria-expanded={open} aria-controls={detailsId} onClick={toggle} sx={{ px: 0.5 }}>
          {open ? 'Hide details' : 'View details'}
        </Button>
        {toAnswer && referral.status === 'pending' && onAnswer && (
          <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
            <Button size="small" variant="outlined" disabled={busy} onClick={() => onAnswer(referral, 'declined')}>
              Decline
            </Button>
            <Button size="small" variant="contained" disabled={busy} onClick={() => onAnswer(referral, 'accepted')}>
              {invitation ? 'Accept referral' : `Refer ${firstName(referral)}`}
            </Button>
          </Box>
        )}
      </Box>
      <Collapse in={open} unmountOnExit>
        <Box id={detailsId} data-testid="referral-details" sx={{ display: 'grid', gap: 0.5, pt: 0.5 }}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {referral.message || 'No message.'}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {asReferrer ? `Candidate: ${candidateName(referral)} · ${referral.candidateEmail}` : referrerLine(referral)}
          </Typography>
        </Box>
      </Collapse>
    </Paper>
  )
}
