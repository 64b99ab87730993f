import { AppProviders } from '@hireloop/shared-ui'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { PublicFrame } from '../app/layout/public-layout'
import LandingPage from '../features/landing/landing-page'

/**
 * The signed-out landing page rendered to HTML at build time (scripts/prerender-landing.mjs writes it into
 * dist/landing.html, which the backend sends for `/` to a visitor without a session). It is exactly what the app
 * renders at `/` for a signed-out visitor, light theme, so the app replaces it without a visible change; emotion
 * writes each component's styles inline next to it, and moves them into <head> when the app starts.
 */
export function renderLanding(): string {
  return renderToString(
    <AppProviders>
      <MemoryRouter initialEntries={['/']}>
        <PublicFrame>
          <LandingPage />
        </PublicFrame>
      </MemoryRouter>
    </AppProviders>
  )
}
