import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app'
import { canHydrateLanding, landingWasPrerendered, preloadLanding } from './features/landing/prerendered-landing'
import { startPwa } from './features/pwa/start-pwa'
import { CURRENT_USER_KEY, getCurrentUser, provideAreaExportLoader } from '@hireloop/shared-ui'
import { mutate } from 'swr'
import { REMOTES_KEY } from './api/remotes/get-remotes'
import { discoverAreas, loadAreaModule } from './features/remotes/remote-registry'

// Areas open each other's exposed modules (the feed opens the jobs area's Apply dialog) through this runtime.
provideAreaExportLoader(loadAreaModule)

// Ask for the registry of areas right away, in parallel with the first render; only the areas and tabs wait for it.
discoverAreas().catch(() => {
  // Each area shows its own failure and retries on demand.
})

/**
 * The first screen's two answers (index.html preloads both, so they are usually in before the JavaScript) go into the
 * SWR cache before the first render: it then draws the signed-in frame at once, instead of "Loading" and a second
 * render of everything once the hooks' own fetches answer. Capped, so that a slow API still gets "Loading" early; a
 * failure is left to the hooks, which fetch again and show it.
 */
const FIRST_SCREEN_WAIT_MS = 300
function primeFirstScreen() {
  const user = getCurrentUser(CURRENT_USER_KEY).then((answer) =>
    mutate(CURRENT_USER_KEY, answer, { revalidate: false })
  )
  const areas = discoverAreas().then((answer) => mutate(REMOTES_KEY, answer, { revalidate: false }))
  const settled = Promise.all([user, areas]).catch(() => undefined)
  return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))])
}

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
  const render = () => startTransition(() => root.render(app))
  primeFirstScreen().then(render, render)
}

startPwa()
