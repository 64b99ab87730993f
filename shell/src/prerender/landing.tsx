import { AppProviders } from '@hireloop/shared-ui'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import LandingPage from '../features/landing/landing-page'
import { LandingFrame } from '../app/layout/landing-frame'

/**
 * The signed-out landing page rendered to HTML at build time (scripts/prerender-landing.mjs writes it into
 * dist/landing.html, which the backend sends for `/` to a visitor without a session). It is the tree the app renders
 * at `/` for a signed-out visitor, light theme, so the app hydrates it in place; emotion writes each component's
 * styles inline next to it and moves them into <head> when the app starts, before React hydrates.
 */
export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <AppProviders>
        <MemoryRouter initialEntries={['/']}>
          <LandingFrame Landing={LandingPage} />
        </MemoryRouter>
      </AppProviders>
    </StrictMode>
  )
}
