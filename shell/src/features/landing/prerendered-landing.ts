import type { ComponentType } from 'react'

/**
 * When the server sent the prerendered landing page (dist/landing.html: `<div id="root" data-prerendered="landing">`),
 * the app loads the landing's code before its first render and shows it at `/` while the session is still being
 * checked, so the prerendered page is replaced by the same page instead of a loading screen.
 */
let preloaded: ComponentType | null = null

export function landingWasPrerendered(root: HTMLElement | null = globalThis.document?.getElementById('root')) {
  return root?.dataset.prerendered === 'landing'
}

export async function preloadLanding() {
  preloaded = (await import('./landing-page')).default
}

export function preloadedLanding() {
  return preloaded
}
