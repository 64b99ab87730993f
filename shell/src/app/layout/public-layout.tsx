import { Box, useCurrentUser } from '@hireloop/shared-ui'
import type { ReactNode } from 'react'
import { Outlet } from 'react-router-dom'
import { PwaPrompts } from '../../features/pwa/pwa-prompts'
import { FullScreenLoading } from '../../shared/full-screen-loading'
import { SignedInFrame } from './app-layout'
import { TopBar } from './top-bar'

/** Frame of the signed-out screens (landing, login, registration, early-bird): no tab bar. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <TopBar />
      <Box component="main" sx={{ pb: 12 }}>
        {children}
      </Box>
      <PwaPrompts />
    </Box>
  )
}

export function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  )
}

/** For pages open to everyone (not found): the tab bar when signed in, the public frame otherwise. */
export function AnyLayout() {
  const { user, isLoading } = useCurrentUser()
  if (isLoading) return <FullScreenLoading />
  const Frame = user ? SignedInFrame : PublicFrame
  return (
    <Frame>
      <Outlet />
    </Frame>
  )
}
