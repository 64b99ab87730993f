import { Box } from '@hireloop/shared-ui'
import { lazy, Suspense, type ReactNode } from 'react'
import { Outlet } from 'react-router-dom'
import { PwaPrompts } from '../../features/pwa/pwa-prompts'
import { AfterFirstCommit } from '../../shared/after-first-commit'
import { VerifyEmailBanner } from '../../features/verify-email/verify-email-banner'
import { TAB_BAR_HEIGHT, TabBar } from './tab-bar'
import { TopBar } from './top-bar'

// Split out: this module is in the signed-out landing's JavaScript too, which has its own budget (first-load).
const RestrictionBanner = lazy(() =>
  import('../../features/standing/restriction-banner').then((module) => ({ default: module.RestrictionBanner }))
)

/**
 * Frame of every signed-in screen: header, the area, the bottom tab bar. The tab bar and the PWA prompts come in a
 * commit of their own right after the first one (both are fixed at the bottom: nothing moves when they arrive).
 *
 * The tab bar is shown at the bottom but comes before the area in the document: the keyboard and a screen reader
 * reach the navigation after the header, not after every post of a feed that grows as the focus moves down it.
 */
export function SignedInFrame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <TopBar />
      <AfterFirstCommit>
        <TabBar />
      </AfterFirstCommit>
      <VerifyEmailBanner />
      <Suspense fallback={null}>
        <RestrictionBanner />
      </Suspense>
      <Box component="main" sx={{ pb: `calc(${TAB_BAR_HEIGHT + 16}px + env(safe-area-inset-bottom, 0px))` }}>
        {children}
      </Box>
      <AfterFirstCommit>
        <PwaPrompts />
      </AfterFirstCommit>
    </Box>
  )
}

export function AppLayout() {
  return (
    <SignedInFrame>
      <Outlet />
    </SignedInFrame>
  )
}
