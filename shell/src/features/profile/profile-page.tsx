import {
  Avatar,
  Box,
  Button,
  CommunityGuidelinesDialog,
  getInitials,
  Link,
  Paper,
  Typography,
  useCurrentUser,
  userTypeLabel,
  useThemeMode,
  useToast,
  type ThemePreference,
  type User,
} from '@hireloop/shared-ui'
import { logoutUser } from '../../api/auth/logout'
import Chip from '@mui/material/Chip'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { useId, useState, type ReactNode } from 'react'
import { Link as RouterLink, useNavigate } from 'react-router-dom'
import { PendingEmailNotice } from './pending-email-notice'
import { ArchivedPosts } from './archived-posts'

interface QuickAction {
  label: string
  to: string
}

/**
 * Quick actions by role (part 1 §2). Saved Jobs opens the saved list (spec README), Job Alerts the alerts list; both
 * live in the jobs area. Everyone has Saved: the posts and jobs they saved, side by side. Admins moderate and do not hire: they get the moderation screens, never a job post (which
 * would set up a company for them).
 */
export function quickActions(userType: User['userType']): QuickAction[] {
  return [...roleActions(userType), { label: 'Saved', to: '/saved' }]
}

function roleActions(userType: User['userType']): QuickAction[] {
  if (userType === 'candidate') {
    return [
      { label: 'View My Applications', to: '/applications' },
      { label: 'Saved Jobs', to: '/jobs?saved=true' },
      { label: 'Job Alerts', to: '/jobs/alerts' },
    ]
  }
  if (userType === 'admin') {
    return [
      { label: 'Moderation', to: '/admin/moderation' },
      { label: 'Companies', to: '/admin/companies' },
    ]
  }
  return [
    { label: 'Post a New Job', to: '/jobs/new' },
    { label: 'Manage Job Postings', to: '/dashboard?view=jobs' },
    { label: 'View Applicants', to: '/dashboard?view=applications' },
  ]
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  )
}

function ChipList({ items }: { items: string[] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {items.map((item) => (
        <Chip key={item} label={item} size="small" />
      ))}
    </Box>
  )
}

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 72 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {value}
      </Typography>
    </Box>
  )
}

/** /profile (part 1 §2): who you are, quick actions by role, appearance, guidelines and sign out. */
export default function ProfilePage() {
  const { user } = useCurrentUser()
  const navigate = useNavigate()
  const { toast } = useToast()
  const { preference, setPreference } = useThemeMode()
  const [guidelinesOpen, setGuidelinesOpen] = useState(false)
  const [signingOut, setSigningOut] = useState(false)
  const themeLabelId = useId()

  if (!user) return null

  const signOut = async () => {
    setSigningOut(true)
    try {
      await logoutUser()
      navigate('/', { replace: true })
    } catch {
      toast({ title: 'Logout failed', variant: 'error' })
      setSigningOut(false)
    }
  }

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: { xs: 2, sm: 3 }, py: 2, display: 'grid', gap: 2 }}>
      <Paper
        variant="outlined"
        sx={{
          p: 3,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          alignItems: { xs: 'flex-start', sm: 'center' },
        }}
      >
        <Avatar
          src={user.profileImage ?? undefined}
          alt={user.profileImage ? `${user.name}'s profile picture` : ''}
          sx={{ width: 72, height: 72, fontSize: 28, bgcolor: 'primary.main' }}
        >
          {getInitials(user.name)}
        </Avatar>
        <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 800, wordBreak: 'break-word' }}>
            {user.name}
          </Typography>
          <Chip
            label={userTypeLabel(user.userType)}
            size="small"
            color="primary"
            variant="outlined"
            sx={{ justifySelf: 'start' }}
          />
          <Detail label="Email" value={user.email} />
          <Detail label="Phone" value={user.phone} />
          <Detail label="Location" value={user.location} />
        </Box>
        <Button
          component={RouterLink}
          to="/profile/edit"
          variant="outlined"
          sx={{ ml: { sm: 'auto' }, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          Edit Profile
        </Button>
      </Paper>
      <PendingEmailNotice user={user} />

      {user.userType === 'candidate' && user.skills.length > 0 && (
        <Section title="Skills">
          <ChipList items={user.skills} />
        </Section>
      )}
      {user.userType === 'candidate' && user.badges.length > 0 && (
        <Section title="Badges">
          <ChipList items={user.badges} />
        </Section>
      )}
      {user.userType === 'candidate' && user.availability.length > 0 && (
        <Section title="Availability">
          <ChipList items={user.availability} />
        </Section>
      )}

      <ArchivedPosts>{(list) => <Section title="Archived posts">{list}</Section>}</ArchivedPosts>

      <Section title="Quick Actions">
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          {quickActions(user.userType).map((action) => (
            <Button key={action.label} variant="outlined" component={RouterLink} to={action.to}>
              {action.label}
            </Button>
          ))}
        </Box>
      </Section>

      <Section title="Appearance">
        <Typography id={themeLabelId} variant="body2" color="text.secondary">
          Theme
        </Typography>
        <RadioGroup
          row
          aria-labelledby={themeLabelId}
          value={preference}
          onChange={(event) => setPreference(event.target.value as ThemePreference)}
        >
          <FormControlLabel value="light" control={<Radio />} label="Light" />
          <FormControlLabel value="dark" control={<Radio />} label="Dark" />
          <FormControlLabel value="system" control={<Radio />} label="System" />
        </RadioGroup>
      </Section>

      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
          <Link component="button" type="button" onClick={() => setGuidelinesOpen(true)}>
            Community Guidelines
          </Link>
          <Link component={RouterLink} to="/profile/standing">
            Account standing
          </Link>
          <Link component={RouterLink} to="/profile/notifications">
            Notification settings
          </Link>
        </Box>
        <Button variant="contained" color="error" onClick={signOut} loading={signingOut}>
          Sign Out
        </Button>
      </Box>

      <CommunityGuidelinesDialog open={guidelinesOpen} onClose={() => setGuidelinesOpen(false)} />
    </Box>
  )
}
