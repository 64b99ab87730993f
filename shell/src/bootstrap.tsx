import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app'
import { canHydrateLanding, landingWasPrerendered, preloadLanding } from './features/landing/prerendered-landing'
import { startPwa } from './features/pwa/start-pwa'
import { provideAreaExportLoader } from '@hireloop/shared-ui'
import { discoverAreas, loadAreaModule } from './features/remotes/remote-registry'

// Areas open each other's exposed modules (the feed opens the jobs area's Apply dialog) through this runtime.
provideAreaExportLoader(loadAreaModule)

// Ask for the registry of areas right away, in parallel with the first render; only the areas and tabs wait for it.
discoverAreas().catch(() => {
  // Each area shows its own failure and retries on demand.
})

const container = document.getElementById('root')!
const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

if (landingWasPrerendered(container)) {
  // The server's landing page stays on screen until the app can hydrate it (same DOM nodes: no repaint, no shift),
  // or render the same page in its place when the visitor's theme or address differs from the prerender's.
  const start = () => (canHydrateLanding() ? hydrateRoot(container, app) : createRoot(container).render(app))
  preloadLanding().then(start, start)
} else {
  // A transition: the first render yields to the browser every few milliseconds instead of blocking it in one task.
  const root = createRoot(container)
  startTransition(() => root.render(app))
}

startPwa()
