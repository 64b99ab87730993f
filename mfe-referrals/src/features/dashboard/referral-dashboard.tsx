import { Box, EmptyState, GroupIcon, Paper, StatCard, Typography, type User } from '@hireloop/shared-ui'
import LinearProgress from '@mui/material/LinearProgress'
import { rewardProgress } from './reward-progress'

const COUNTERS = ['Referrals Sent', 'Successful', 'Success Rate', 'Pending Actions'] as const

export function ReferralDashboard({ user }: { user: User }) {
  const progress = rewardProgress(user.referralCount, user.userType)
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1.5 }}>
        {COUNTERS.map((title) => (
          <StatCard key={title} title={title} value={null} />
        ))}
      </Box>
      <Paper variant="outlined" component="section" aria-label="Rewards Progress" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          Rewards Progress
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {progress.target === null
            ? `${user.referralCount} referrals · All Unlocked!`
            : `${user.referralCount} of ${progress.target} referrals to unlock ${progress.reward}`}
        </Typography>
        <LinearProgress variant="determinate" value={progress.percent} aria-label="Rewards progress" />
      </Paper>
      <Box component="section" aria-label="Recent Activity">
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Recent Activity
        </Typography>
        <EmptyState
          icon={<GroupIcon />}
          title="No referral activity yet"
          description="Referral requests you send or answer will appear here."
        />
      </Box>
    </Box>
  )
}
