import { Box, Link, Typography, useCurrentUser } from '@hireloop/shared-ui'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import { useMyStanding } from '../../api/moderation/get-my-standing'
import { activeRestriction, restrictionSentence, STANDING_PATH } from './standing-words'

/** Shown on every signed-in screen but the standing page while the member is restricted (not banned: a ban ends the sessions). */
export function RestrictionBanner() {
  const { user } = useCurrentUser()
  const { pathname } = useLocation()
  const { data } = useMyStanding(Boolean(user))
  const restriction = activeRestriction(data)
  // The standing page says it all itself: no banner pointing at the page one is on.
  if (!user || !restriction || pathname === STANDING_PATH) return null

  return (
    <Box
      role="region"
      aria-label="Account restriction"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        columnGap: 2,
        rowGap: 0.5,
        px: 2,
        py: 1,
        // As the e-mail banner: dark text on the light warning tint passes AA in both themes.
        bgcolor: 'warning.light',
        color: 'common.black',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ color: 'inherit' }}>
        {restrictionSentence(restriction.endsAt)}
      </Typography>
      <Link component={RouterLink} to={STANDING_PATH} variant="body2" color="inherit" underline="always">
        See why
      </Link>
    </Box>
  )
}
