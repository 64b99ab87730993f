import {
  Box,
  ChatIcon,
  CountBadge,
  GroupIcon,
  HomeIcon,
  PersonIcon,
  ShieldIcon,
  useCurrentUser,
  useReferralNotificationCount,
  useUnreadMessageCount,
  WorkIcon,
  type IconProps,
} from '@hireloop/shared-ui'
import type { ComponentType } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { ownsPath } from '../../features/remotes/filter-remotes'
import { useAreas } from '../../features/remotes/use-areas'

type BadgeName = 'messages' | 'referrals'

interface TabItem {
  label: string
  to: string
  icon: ComponentType<IconProps>
  /** The paths that make this tab the current one. */
  paths: readonly string[]
  badge?: BadgeName
}

const BADGE_LABELS: Record<BadgeName, string> = {
  messages: 'unread messages',
  referrals: 'unread referral notifications',
}

const isBadgeName = (name: string | undefined): name is BadgeName => name === 'messages' || name === 'referrals'

/**
 * A tab's count, read here rather than in TabBar: a count that arrives or changes (a fetch, a live event) re-renders
 * this badge alone, not every tab.
 */
function TabBadge({ name }: { name: BadgeName }) {
  const counts = { messages: useUnreadMessageCount(), referrals: useReferralNotificationCount() }
  return <CountBadge count={counts[name]} label={BADGE_LABELS[name]} sx={{ position: 'absolute', top: -6, left: 12 }} />
}

/** The icons the registry of areas may name for a tab. */
const ICONS: Record<string, ComponentType<IconProps>> = {
  home: HomeIcon,
  work: WorkIcon,
  group: GroupIcon,
  chat: ChatIcon,
  person: PersonIcon,
  shield: ShieldIcon,
}

export const TAB_BAR_HEIGHT = 64

/** The admin's way into moderation: a tab of its own, shown to admins when an area serves the dashboard. */
export const MODERATION_PATH = '/admin/moderation'
const MODERATION_TAB: TabItem = { label: 'Moderation', to: MODERATION_PATH, icon: ShieldIcon, paths: ['/admin'] }

/**
 * Bottom tab bar for signed-in users (part 1 §2): a tab per area that has one, in the registry's order, then (for an
 * admin) Moderation, then the shell's own Profile; a tab's badge is one of the counts the shell keeps (unread
 * messages, referral notifications).
 */
export function TabBar() {
  const { pathname } = useLocation()
  const { areas } = useAreas()
  const { user } = useCurrentUser()
  const moderationServed = areas.some((area) => area.paths.some((path) => ownsPath(path, MODERATION_PATH)))
  const tabs: TabItem[] = [
    ...areas.flatMap(({ tab, paths }) =>
      tab
        ? [
            {
              label: tab.label,
              to: tab.path,
              icon: ICONS[tab.icon] ?? HomeIcon,
              paths,
              badge: isBadgeName(tab.badge) ? tab.badge : undefined,
            },
          ]
        : []
    ),
    ...(user?.userType === 'admin' && moderationServed ? [MODERATION_TAB] : []),
    { label: 'Profile', to: '/profile', icon: PersonIcon, paths: ['/profile'] },
  ]

  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        pb: 'env(safe-area-inset-bottom, 0px)',
      }}
    >
      <Box component="ul" sx={{ display: 'flex', m: 0, p: 0, listStyle: 'none', maxWidth: 720, mx: 'auto' }}>
        {tabs.map((tab) => {
          const active = tab.paths.some((path) => ownsPath(path, pathname))
          const Icon = tab.icon
          return (
            <Box component="li" key={tab.label} sx={{ flex: 1 }}>
              <Box
                component={Link}
                to={tab.to}
                aria-current={active ? 'page' : undefined}
                sx={{
                  height: TAB_BAR_HEIGHT,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  justifyContent: 'center',
                  gap: 0.25,
                  fontSize: 12,
                  fontWeight: active ? 700 : 500,
                  color: active ? 'primary.main' : 'text.secondary',
                  textDecoration: 'none',
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -4, borderRadius: 1 },
                }}
              >
                <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
                  <Icon fontSize="small" />
                  {tab.badge && <TabBadge name={tab.badge} />}
                </Box>
                {tab.label}
              </Box>
            </Box>
          )
        })}
      </Box>
    </Box>
  )
}
