import type { ReferralAnswer } from '@hireloop/backend/api-types/referrals'
import {
  Box,
  EmptyState,
  formatRelativeTime,
  GroupIcon,
  Link,
  Paper,
  profilePath,
  Typography,
} from '@hireloop/shared-ui'
import Chip from '@mui/material/Chip'
import { Link as RouterLink } from 'react-router-dom'
import { candidateName, STATUS_COLORS, STATUS_LABELS } from '../../shared/referral-format'
import { recentActivity } from './referral-stats'

/** A member's name links to their profile; an invitee known only by email stays text. */
function Person({ person, fallback }: { person: { id: string; name: string } | null; fallback?: string }) {
  if (!person) return <>{fallback}</>
  return (
    <Link component={RouterLink} to={profilePath(person.id)} color="inherit" underline="hover">
      {person.name.trim() || fallback}
    </Link>
  )
}

function ActivityText({ direction, referral }: { direction: 'sent' | 'received'; referral: ReferralAnswer }) {
  const referrer = <Person person={referral.referrer} />
  const candidate = <Person person={referral.candidate} fallback={candidateName(referral)} />
  if (referral.origin === 'link') {
    if (direction === 'sent') {
      return referral.status === 'accepted' ? (
        <>You accepted {referrer}&apos;s referral</>
      ) : (
        <>{referrer} wants to refer you</>
      )
    }
    return referral.status === 'accepted' ? (
      <>You referred {candidate}</>
    ) : (
      <>You invited {referral.candidateEmail} to take your referral</>
    )
  }
  return direction === 'sent' ? <>You asked {referrer} for a referral</> : <>{candidate} asked you for a referral</>
}

/** Recent Activity (part 2 §9): the newest 4 of up to 3 sent and 2 received requests. */
export function RecentActivity({ sent, received }: { sent: ReferralAnswer[]; received: ReferralAnswer[] }) {
  const items = recentActivity(sent, received)
  return (
    <Box component="section" aria-labelledby="activity-heading">
      <Typography id="activity-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        Recent Activity
      </Typography>
      {items.length === 0 ? (
        <EmptyState
          icon={<GroupIcon />}
          title="No referral activity yet"
          description="Referral requests you send or answer will appear here."
        />
      ) : (
        <Paper variant="outlined" component="ul" sx={{ m: 0, p: 0 }}>
          {items.map(({ direction, referral }, index) => (
            <Box
              component="li"
              key={`${direction}-${referral.id}`}
              data-testid="activity-item"
              sx={{
                listStyle: 'none',
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 2,
                py: 1.25,
                borderTop: index === 0 ? 0 : 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  <ActivityText direction={direction} referral={referral} />
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {referral.job.title} at {referral.job.company.name} · {formatRelativeTime(referral.createdAt)}
                </Typography>
              </Box>
              <Chip size="small" color={STATUS_COLORS[referral.status]} label={STATUS_LABELS[referral.status]} />
            </Box>
          ))}
        </Paper>
      )}
    </Box>
  )
}
