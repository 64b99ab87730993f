import { Box, Paper, Typography, type User } from '@hireloop/shared-ui'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import { useRewards } from '../../api/referrals/get-rewards'
import { progressFromAnswer, rewardProgress } from './reward-progress'

/** What the count is, in the same words as the Successful counter. */
export const REWARDS_MEANING =
  'Successful referrals are the people you referred who took it: a request you accepted, or your invitation they accepted. Each person counts once.'

/** Rewards Progress (part 2 §4): people the reader referred successfully, toward the next tier of their role. */
export function RewardsCard({ user }: { user: User }) {
  const { data } = useRewards(true)
  // Until (or unless) the server answers, the count on the current user gives the same picture.
  const progress = data ? progressFromAnswer(data) : rewardProgress(user.referralCount, user.userType)
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="rewards-heading"
      sx={{ p: 2, display: 'grid', gap: 1 }}
    >
      <Typography id="rewards-heading" variant="h6" component="h2">
        Rewards Progress
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="rewards-summary">
        {progress.target === null
          ? `${progress.count} successful referrals · ${progress.reward}`
          : `${progress.count} of ${progress.target} successful referrals to unlock ${progress.reward}`}
      </Typography>
      <Typography variant="caption" color="text.secondary" data-testid="rewards-meaning">
        {REWARDS_MEANING}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LinearProgress
          variant="determinate"
          value={progress.percent}
          aria-label="Rewards progress"
          sx={{ flex: 1, height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2" sx={{ fontWeight: 700, minWidth: 40, textAlign: 'right' }}>
          {progress.percent}%
        </Typography>
      </Box>
      <Box component="ul" aria-label="Reward tiers" sx={{ m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {progress.tiers.map((tier) => (
          <Box component="li" key={tier.target} sx={{ listStyle: 'none' }}>
            <Chip
              size="small"
              color={tier.unlocked ? 'success' : 'default'}
              variant={tier.unlocked ? 'filled' : 'outlined'}
              label={`${tier.name} · ${tier.target}${tier.unlocked ? ' · Unlocked' : ''}`}
            />
          </Box>
        ))}
      </Box>
      {data?.featuredWorkerNumber != null && (
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          Featured Worker #{data.featuredWorkerNumber}
        </Typography>
      )}
    </Paper>
  )
}
