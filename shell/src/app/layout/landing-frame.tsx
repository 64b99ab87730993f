import { Suspense, useEffect, type ComponentType } from 'react'
import { announceLandingHydrated } from '../../features/landing/prerendered-landing'
import { PublicFrame } from './public-layout'
import { FullScreenLoading } from '../../shared/full-screen-loading'

/**
 * The landing page in its frame: the one tree both the build-time prerender (src/prerender/landing.tsx) and the app
 * render at `/` for a signed-out visitor, so the app can hydrate the server's HTML in place.
 */
export function LandingFrame({ Landing }: { Landing: ComponentType }) {
  useEffect(announceLandingHydrated, [])
  return (
    <PublicFrame>
      <Suspense fallback={<FullScreenLoading />}>
        <Landing />
      </Suspense>
    </PublicFrame>
  )
}
