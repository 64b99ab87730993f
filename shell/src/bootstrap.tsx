import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { startPwa } from './features/pwa/start-pwa'
import { discoverRemotes } from './features/remotes/remote-registry'

// Ask for the remotes list right away, in parallel with the first render; nothing waits for it but the areas.
discoverRemotes().catch(() => {
  // Each area shows its own failure and retries on demand.
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>
)

startPwa()
