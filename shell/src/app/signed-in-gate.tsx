import { useCurrentUser } from '@hireloop/shared-ui'
import { lazy } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { LandingFrame } from './layout/landing-frame'
import { preloadedLanding } from '../features/landing/prerendered-landing'
import { FullScreenLoading } from '../shared/full-screen-loading'

const LazyLandingPage = lazy(() => import('../features/landing/landing-page'))

/**
 * Signed-in routes. A signed-out visitor gets the landing page at `/`; any other protected address sends them there
 * with `?next=` so that signing in returns to the deep link. When the server sent the prerendered landing, it stays on
 * screen while the session is checked.
 */
export function SignedInGate() {
  const { user, isLoading } = useCurrentUser()
  const location = useLocation()
  const PreloadedLanding = preloadedLanding()
  const landing = <LandingFrame Landing={PreloadedLanding ?? LazyLandingPage} />

  if (isLoading) return PreloadedLanding && location.pathname === '/' ? landing : <FullScreenLoading />
  if (!user) {
    if (location.pathname === '/') return landing
    const next = `${location.pathname}${location.search}${location.hash}`
    return <Navigate to={`/?next=${encodeURIComponent(next)}`} replace />
  }
  return <Outlet />
}
