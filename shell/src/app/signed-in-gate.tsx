import { useCurrentUser } from '@hireloop/shared-ui'
import { lazy, Suspense } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { PublicFrame } from './layout/public-layout'
import { FullScreenLoading } from '../shared/full-screen-loading'

const LandingPage = lazy(() => import('../features/landing/landing-page'))

/**
 * Signed-in routes. A signed-out visitor gets the landing page at `/`; any other protected address sends them there
 * with `?next=` so that signing in returns to the deep link.
 */
export function SignedInGate() {
  const { user, isLoading } = useCurrentUser()
  const location = useLocation()

  if (isLoading) return <FullScreenLoading />
  if (!user) {
    if (location.pathname === '/') {
      return (
        <PublicFrame>
          <Suspense fallback={<FullScreenLoading />}>
            <LandingPage />
          </Suspense>
        </PublicFrame>
      )
    }
    const next = `${location.pathname}${location.search}${location.hash}`
    return <Navigate to={`/?next=${encodeURIComponent(next)}`} replace />
  }
  return <Outlet />
}
