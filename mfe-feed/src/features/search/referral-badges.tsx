import { Box } from '@hireloop/shared-ui'
import Tooltip from '@mui/material/Tooltip'
import type { PublicProfile } from '../../api/profiles/get-public-profile'

type ProfileReferrals = NonNullable<PublicProfile['referral']>

const badgeSx = {
  px: 1,
  borderRadius: 1,
  fontSize: 12,
  fontWeight: 700,
  lineHeight: '22px',
  border: 1,
  borderColor: 'currentColor',
  color: 'secondary.main',
  whiteSpace: 'nowrap',
} as const

/**
 * What an employer sees of a candidate's referrals (part 1 §1, §2): 'Referred by {name}' (the newest referrer; the
 * tooltip names every referrer and the job), and the multiple-referrals badge when more than one member vouched.
 * Keyboard users reach the tooltip: the badge takes focus.
 */
export function ReferralBadges({ referral }: { referral: ProfileReferrals | null | undefined }) {
  if (!referral || referral.count === 0 || referral.referredBy.length === 0) return null
  const [newest] = referral.referredBy
  const details = referral.referredBy.map((entry) => `${entry.name} for ${entry.jobTitle}`).join(' · ')
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }} data-testid="referral-badges">
      <Tooltip title={`Referred by ${details}`} describeChild>
        <Box component="span" tabIndex={0} sx={badgeSx}>
          Referred by {newest.name}
        </Box>
      </Tooltip>
      {referral.count > 1 && (
        <Box component="span" sx={{ ...badgeSx, color: 'success.main' }}>
          {referral.count} referrals
        </Box>
      )}
    </Box>
  )
}
