import type { FlaggedUserAnswer, RestrictionAnswer } from '@hireloop/backend/api-types/moderation'
import { MODERATION_RULES } from '@hireloop/backend/moderation-constants'
import { Box, EmptyState, formatRelativeTime, Paper, PersonIcon, Typography } from '@hireloop/shared-ui'
import Chip from '@mui/material/Chip'
import { useUsersForReview } from '../../api/moderation/get-moderation'
import { isUnhealthy } from './action-rules'
import { TRUST_LEVEL_LABELS } from './labels'
import { LoadState } from '../../shared/load-state'
import { Threshold } from './summary-cards'

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })

function RestrictionRow({ restriction }: { restriction: RestrictionAnswer }) {
  return (
    <Box
      component="li"
      data-testid="restriction"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {restriction.type === 'ban' ? 'Ban' : 'Restriction'}
      </Typography>
      <Chip
        size="small"
        label={restriction.isActive ? 'Active' : 'Ended'}
        color={restriction.isActive ? 'error' : 'default'}
        variant={restriction.isActive ? 'filled' : 'outlined'}
      />
      <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
        {restriction.reason}
        {restriction.endsAt ? ` · until ${formatDate(restriction.endsAt)}` : ''}
      </Typography>
    </Box>
  )
}

function FlaggedUserCard({ user }: { user: FlaggedUserAnswer }) {
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={user.name}
      data-testid="flagged-user"
      sx={{ p: 2, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
          {user.name}
        </Typography>
        <Chip size="small" label={TRUST_LEVEL_LABELS[user.trustLevel] ?? user.trustLevel} />
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          '& dt': { typography: 'caption', color: 'text.secondary' },
          '& dd': { m: 0, typography: 'body2', fontWeight: 600 },
        }}
      >
        <div>
          <dt>Score</dt>
          <dd>
            <Threshold alert={isUnhealthy(user.overallScore)}>{Math.round(user.overallScore)}/100</Threshold>
          </dd>
        </div>
        <div>
          <dt>Violations</dt>
          <dd>{user.violationCount}</dd>
        </div>
        <div>
          <dt>Strikes</dt>
          <dd>
            {user.strikes}/{MODERATION_RULES.maxStrikes}
          </dd>
        </div>
        <div>
          <dt>Last violation</dt>
          <dd>{user.lastViolation ? formatRelativeTime(user.lastViolation) : 'None'}</dd>
        </div>
      </Box>
      {user.restrictions.length > 0 && (
        <Box component="ul" aria-label="Restrictions" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {user.restrictions.map((restriction, index) => (
            <RestrictionRow key={index} restriction={restriction} />
          ))}
        </Box>
      )}
    </Paper>
  )
}

/** User Management: the flagged users (refreshed every 120 s). */
export function UserManagementTab() {
  const { data, error, isLoading, mutate } = useUsersForReview()
  if (!data) {
    return <LoadState what="flagged users" error={error} isLoading={isLoading} onRetry={() => void mutate()} />
  }
  if (data.length === 0) {
    return (
      <EmptyState
        icon={<PersonIcon />}
        title="No flagged users"
        description="Users with violations or restrictions will appear here."
      />
    )
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {data.map((user) => (
        <FlaggedUserCard key={user.userId} user={user} />
      ))}
    </Box>
  )
}
