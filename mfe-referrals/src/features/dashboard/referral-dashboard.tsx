import {
  Box,
  Button,
  EmptyState,
  ErrorOutlineIcon,
  LazyWhenOpen,
  Paper,
  StatCard,
  Typography,
  VISUALLY_HIDDEN,
  type User,
} from '@hireloop/shared-ui'
import { OfflineFallback } from '@hireloop/shared-ui/offline'
import { lazy, useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { useReferralList } from '../../api/referrals/get-referrals'
import { RecentActivity } from './recent-activity'
import { referralStats, STAT_WORDS } from './referral-stats'
import { RewardsCard } from './rewards-card'

const ReferSomeoneDialog = lazy(() => import('./refer-someone-dialog'))

/** The Dashboard tab (part 2 §2): counters, rewards progress, quick actions, recent activity. */
export function ReferralDashboard({ user }: { user: User }) {
  const sent = useReferralList(user.id, 'sent')
  const received = useReferralList(user.id, 'received')
  const [referring, setReferring] = useState(false)
  const loaded = sent.referrals !== undefined && received.referrals !== undefined
  const stats = referralStats(sent.referrals ?? [], received.referrals ?? [])

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="section"
        aria-labelledby="counters-heading"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1.5 }}
      >
        <Typography id="counters-heading" variant="h6" component="h2" sx={VISUALLY_HIDDEN}>
          Your referrals
        </Typography>
        <StatCard title="Referrals Sent" value={loaded ? stats.sent : null} caption={STAT_WORDS.sent} />
        <StatCard title="Successful" value={loaded ? stats.successful : null} caption={STAT_WORDS.successful} />
        <StatCard
          title="Success Rate"
          value={loaded ? `${stats.successRate}%` : null}
          caption={STAT_WORDS.successRate}
        />
        <StatCard
          title="Pending Actions"
          value={loaded ? stats.pendingActions : null}
          caption={STAT_WORDS.pendingActions}
        />
      </Box>
      <RewardsCard user={user} />
      <Paper variant="outlined" component="section" aria-labelledby="quick-actions-heading" sx={{ p: 2 }}>
        <Typography id="quick-actions-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          Quick Actions
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
          <Button component={RouterLink} to="/jobs" variant="outlined">
            Ask for a referral
          </Button>
          <Button variant="contained" onClick={() => setReferring(true)} aria-haspopup="dialog">
            Refer someone
          </Button>
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          To ask for a referral, open a job and choose &lsquo;Ask for a referral&rsquo;.
        </Typography>
      </Paper>
      {loaded ? (
        <RecentActivity sent={sent.referrals ?? []} received={received.referrals ?? []} />
      ) : sent.error || received.error ? (
        <OfflineFallback
          error={sent.error ?? received.error}
          retry={() => {
            void sent.mutate()
            void received.mutate()
          }}
        >
          <EmptyState
            icon={<ErrorOutlineIcon />}
            title="Failed to load referrals"
            description="Please try again later"
            action={
              <Button
                onClick={() => {
                  void sent.mutate()
                  void received.mutate()
                }}
              >
                Try again
              </Button>
            }
          />
        </OfflineFallback>
      ) : (
        <Typography role="status" color="text.secondary">
          Loading referrals...
        </Typography>
      )}
      <LazyWhenOpen
        component={ReferSomeoneDialog}
        props={{ open: referring, onClose: () => setReferring(false), userId: user.id }}
      />
    </Box>
  )
}
