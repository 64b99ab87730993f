import type { ReferralStatus } from '@hireloop/backend/api-types/referrals'
import { Box, Button, Divider, isApiError, Link, Typography } from '@hireloop/shared-ui'
import Chip from '@mui/material/Chip'
import { useJobReferrals } from '../../api/referrals/get-job-referrals'

const STATUS_LABELS: Record<ReferralStatus, string> = { pending: 'Pending', accepted: 'Accepted', declined: 'Declined' }
const STATUS_COLOURS: Record<ReferralStatus, 'default' | 'success' | 'warning'> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'default',
}

/**
 * The selected job's referrals on the employer dashboard (part 2 §3 "A job's referral list", §7 GET
 * /api/jobs/{jobId}/referrals): who was referred, by whom (name and e-mail), their message and the referral's status.
 * Nothing when the server has no referrals (404).
 */
export function JobReferralsList({ job }: { job: { id: string; title: string } }) {
  const referrals = useJobReferrals(job.id)
  const items = referrals.data ?? []
  // The referrals module turned off answers 404: the dashboard then simply has no referrals section.
  if (isApiError(referrals.error) && referrals.error.status === 404) return null
  return (
    <Box component="section" aria-labelledby="job-referrals-title" sx={{ mt: 2 }}>
      <Divider sx={{ mb: 1.5 }} />
      <Typography id="job-referrals-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Referrals{referrals.data ? ` (${items.length})` : ''}
      </Typography>
      {referrals.isLoading ? (
        <Typography role="status" variant="body2" color="text.secondary">
          Loading referrals...
        </Typography>
      ) : referrals.error ? (
        <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="error">
            Failed to load referrals
          </Typography>
          <Button size="small" onClick={() => void referrals.mutate()}>
            Try again
          </Button>
        </Box>
      ) : items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No referrals for this job yet.
        </Typography>
      ) : (
        <Box component="ul" aria-label={`Referrals for ${job.title}`} sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
          {items.map((referral) => (
            <Box
              component="li"
              key={referral.id}
              data-testid="job-referral"
              sx={{ listStyle: 'none', p: 1.25, border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 700, flex: '1 1 auto', overflowWrap: 'anywhere' }}>
                  {referral.candidate?.name ?? 'Invited by e-mail (not signed up yet)'}
                </Typography>
                <Chip
                  size="small"
                  label={STATUS_LABELS[referral.status]}
                  color={STATUS_COLOURS[referral.status]}
                  variant={referral.status === 'declined' ? 'outlined' : 'filled'}
                />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                Referred by {referral.referrer.name} ·{' '}
                <Link href={`mailto:${referral.referrer.email}`}>{referral.referrer.email}</Link>
              </Typography>
              {referral.message && (
                <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {referral.message}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  )
}
