import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { startPwa } from './features/pwa/start-pwa'
import { discoverAreas } from './features/remotes/remote-registry'

// Ask for the registry of areas right away, in parallel with the first render; only the areas and tabs wait for it.
discoverAreas().catch(() => {
  // Each area shows its own failure and retries on demand.
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>
)

startPwa()
