import {
  askReferralPath,
  Avatar,
  Box,
  Button,
  EmptyState,
  errorMessage,
  getInitials,
  isApiError,
  Paper,
  PersonIcon,
  Typography,
  useCurrentUser,
  userTypeLabel,
  useToast,
} from '@hireloop/shared-ui'
import { startThread, useBlockedUsers } from '@hireloop/shared-ui/helpers'
import { useState } from 'react'
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom'
import { useConnectionStatuses } from '../../api/connections/get-connection-statuses'
import { usePublicProfile } from '../../api/profiles/get-public-profile'
import { ConnectionActions } from './connection-actions'
import { MemberActionsMenu } from './member-actions-menu'
import { blockedNotice } from './member-safety'
import { ReferralBadges } from './referral-badges'

/** What a profile hidden by moderation (or no longer there) answers: the server's 404. */
export const PROFILE_NOT_AVAILABLE = {
  title: 'Profile not available',
  description: 'This member’s profile cannot be shown. It may have been removed or hidden by moderation.',
} as const

function Chips({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null
  return (
    <Box component="section" aria-label={label} sx={{ display: 'grid', gap: 0.75 }}>
      <Typography variant="subtitle2" component="h2">
        {label}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}>
        {items.map((item) => (
          <Box
            component="li"
            key={item}
            sx={{
              px: 1,
              py: 0.25,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              fontSize: 13,
              overflowWrap: 'anywhere',
            }}
          >
            {item}
          </Box>
        ))}
      </Box>
    </Box>
  )
}

/** Message: opens (or starts) the conversation with the member and goes to it; the server decides who may. */
function MessageButton({ userId }: { userId: string }) {
  const navigate = useNavigate()
  const { toast } = useToast()
  const [busy, setBusy] = useState(false)
  const start = async () => {
    setBusy(true)
    try {
      const { thread } = await startThread(userId)
      // The thread goes along, so the conversation has its header even when the list's first page lacks it.
      navigate(`/messages?thread=${encodeURIComponent(thread.id)}`, { state: { thread } })
    } catch (error) {
      toast({ title: 'Failed to start conversation', description: errorMessage(error, ''), variant: 'error' })
      setBusy(false)
    }
  }
  return (
    <Button variant="contained" onClick={() => void start()} loading={busy}>
      Message
    </Button>
  )
}

/**
 * /people/{id}: a member as others see them (part 1 §2 profile): picture, name, role, headline, location, founding
 * or featured badge, referral badges (for an employer's eyes), skills and availability; Message (and, for a
 * candidate, Refer: ask them for a referral) once connected, Connect / Accept / Pending otherwise; a "⋮" menu to
 * report the profile or block the member (a blocked member gets none of those actions, which the server refuses).
 * One's own id shows one's own profile page.
 */
export default function MemberProfilePage({ id }: { id: string }) {
  const { user } = useCurrentUser()
  const { data: profile, error, isLoading } = usePublicProfile(id)
  const someoneElse = Boolean(user) && user?.id !== id
  const { data: statuses } = useConnectionStatuses(someoneElse ? [id] : [])
  const { data: blocks } = useBlockedUsers(someoneElse)

  if (user?.id === id) return <Navigate to="/profile" replace />
  if (error) {
    const gone = isApiError(error) && error.status === 404
    return (
      <EmptyState
        testId="profile-unavailable"
        icon={<PersonIcon />}
        title={gone ? PROFILE_NOT_AVAILABLE.title : 'Failed to load this profile'}
        description={gone ? PROFILE_NOT_AVAILABLE.description : 'Please try again later.'}
      />
    )
  }
  if (isLoading || !profile) {
    return (
      <Typography role="status" sx={{ p: 2 }}>
        Loading profile...
      </Typography>
    )
  }
  const blocked = blocks?.blocked.some((other) => other.id === id) ?? false
  const connected = !blocked && statuses?.statuses[id] === 'connected'
  const badge =
    profile.foundingEmployerNumber != null
      ? `Founding Employer #${profile.foundingEmployerNumber}`
      : profile.featuredWorkerNumber != null
        ? `Featured Worker #${profile.featuredWorkerNumber}`
        : null

  return (
    <Paper variant="outlined" component="article" aria-labelledby="member-name" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', minWidth: 0 }}>
        <Avatar
          src={profile.profileImage ?? undefined}
          alt=""
          sx={{ width: 72, height: 72, fontSize: 28, bgcolor: 'primary.main' }}
        >
          {getInitials(profile.name)}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography id="member-name" variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {profile.name}
          </Typography>
          <Typography variant="body2" color="primary">
            {userTypeLabel(profile.userType)}
            {profile.isVerified ? ' · Verified' : ''}
          </Typography>
          {profile.headline && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {profile.headline}
            </Typography>
          )}
          {profile.location && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {profile.location}
            </Typography>
          )}
        </Box>
        {someoneElse && (
          <Box sx={{ alignSelf: 'flex-start' }}>
            <MemberActionsMenu person={{ id, name: profile.name }} blocked={blocked} />
          </Box>
        )}
      </Box>
      {badge && (
        <Typography variant="body2" data-testid="member-badge" sx={{ fontWeight: 700, color: 'secondary.main' }}>
          {badge}
        </Typography>
      )}
      <ReferralBadges referral={profile.referral} />
      {blocked ? (
        <Typography
          variant="body2"
          data-testid="member-blocked"
          sx={{ borderLeft: 4, borderColor: 'warning.main', bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 1 }}
        >
          {blockedNotice(profile.name)}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }} data-testid="member-actions">
          {connected && <MessageButton userId={id} />}
          {/* A candidate asks a connection to refer them: the jobs area picks the job, with this member chosen. */}
          {connected && user?.userType === 'candidate' && (
            <Button
              component={RouterLink}
              to={askReferralPath({ id, name: profile.name })}
              variant="outlined"
              title={`Ask ${profile.name} to refer you for a job`}
            >
              Refer
            </Button>
          )}
          <ConnectionActions person={{ id, name: profile.name }} peopleIds={[id]} />
        </Box>
      )}
      <Chips label="Skills" items={profile.skills} />
      <Chips label="Availability" items={profile.availability} />
      <Chips label="Badges" items={profile.badges} />
    </Paper>
  )
}
