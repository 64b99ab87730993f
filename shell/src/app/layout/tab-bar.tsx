import {
  Box,
  ChatIcon,
  CountBadge,
  GroupIcon,
  HomeIcon,
  PersonIcon,
  useReferralNotificationCount,
  useUnreadMessageCount,
  WorkIcon,
  type IconProps,
} from '@hireloop/shared-ui'
import type { ComponentType } from 'react'
import { Link, useLocation } from 'react-router-dom'

interface TabItem {
  label: 'Home' | 'Jobs' | 'Referrals' | 'Messages' | 'Profile'
  to: string
  icon: ComponentType<IconProps>
  /** Paths that belong to this tab (the first segment). */
  sections: readonly string[]
}

const TABS: readonly TabItem[] = [
  { label: 'Home', to: '/', icon: HomeIcon, sections: ['', 'home', 'notifications', 'post'] },
  { label: 'Jobs', to: '/jobs', icon: WorkIcon, sections: ['jobs', 'applications', 'dashboard'] },
  { label: 'Referrals', to: '/referrals', icon: GroupIcon, sections: ['referrals'] },
  { label: 'Messages', to: '/messages', icon: ChatIcon, sections: ['messages'] },
  { label: 'Profile', to: '/profile', icon: PersonIcon, sections: ['profile'] },
]

export const TAB_BAR_HEIGHT = 64

/** Bottom tab bar for signed-in users, with count badges on Referrals and Messages (part 1 §2). */
export function TabBar() {
  const { pathname } = useLocation()
  const section = pathname.split('/')[1] ?? ''
  const unreadMessages = useUnreadMessageCount()
  const unreadReferrals = useReferralNotificationCount()
  const counts: Partial<Record<TabItem['label'], number>> = { Messages: unreadMessages, Referrals: unreadReferrals }

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
        {TABS.map((tab) => {
          const active = tab.sections.includes(section)
          const Icon = tab.icon
          const count = counts[tab.label] ?? 0
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
                  <CountBadge
                    count={count}
                    label={tab.label === 'Messages' ? 'unread messages' : 'unread referral notifications'}
                    sx={{ position: 'absolute', top: -6, left: 12 }}
                  />
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
