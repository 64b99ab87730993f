import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app'
import { canHydrateLanding, landingWasPrerendered, preloadLanding } from './features/landing/prerendered-landing'
import { startPwa } from './features/pwa/start-pwa'

/** Renders the app into #root once `firstScreen` (the first screen's answers, primed by the bootstrap) has settled. */
export function startApp(firstScreen: Promise<unknown>) {
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
    firstScreen.then(render, render)
  }

  startPwa()
}
