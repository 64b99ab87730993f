import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { landingWasPrerendered, preloadLanding } from './features/landing/prerendered-landing'
import { startPwa } from './features/pwa/start-pwa'
import { discoverAreas } from './features/remotes/remote-registry'

// Ask for the registry of areas right away, in parallel with the first render; only the areas and tabs wait for it.
discoverAreas().catch(() => {
  // Each area shows its own failure and retries on demand.
})

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>
  )
}

// The prerendered landing stays on screen until the app can render the same page in its place.
if (landingWasPrerendered()) preloadLanding().then(render, render)
else render()

startPwa()
