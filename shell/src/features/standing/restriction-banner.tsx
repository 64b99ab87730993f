import { Link, Typography, useCurrentUser } from '@hireloop/shared-ui'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import { useMyStanding } from '../../api/moderation/get-my-standing'
import { activeRestriction, restrictionSentence, STANDING_PATH } from './standing-words'
import { NoticeBanner } from '../../shared/notice-banner'

/** Shown on every signed-in screen but the standing page while the member is restricted (not banned: a ban ends the sessions). */
export function RestrictionBanner() {
  const { user } = useCurrentUser()
  const { pathname } = useLocation()
  const { data } = useMyStanding(Boolean(user))
  const restriction = activeRestriction(data)
  // The standing page says it all itself: no banner pointing at the page one is on.
  if (!user || !restriction || pathname === STANDING_PATH) return null

  return (
    <NoticeBanner label="Account restriction">
      <Typography variant="body2" sx={{ color: 'inherit' }}>
        {restrictionSentence(restriction.endsAt)}
      </Typography>
      <Link component={RouterLink} to={STANDING_PATH} variant="body2" color="inherit" underline="always">
        See why
      </Link>
    </NoticeBanner>
  )
}
