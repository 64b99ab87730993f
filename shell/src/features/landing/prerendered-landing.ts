import type { ComponentType } from 'react'

/**
 * When the server sent the prerendered landing page (dist/landing.html: `<div id="root" data-prerendered="landing">`),
 * the app loads the landing's code before its first render and shows it at `/` while the session is still being
 * checked, so the server's HTML is hydrated (or replaced by the same page) instead of giving way to a loading screen.
 */
let preloaded: ComponentType | null = null

export function landingWasPrerendered(root: HTMLElement | null = globalThis.document?.getElementById('root')) {
  return root?.dataset.prerendered === 'landing'
}

/**
 * The prerender is the light theme at `/` without `?next=`: only then does the app render exactly the same markup
 * (React keeps the server's attributes when it hydrates), otherwise the app renders its own in place of it.
 */
export function canHydrateLanding(location: Location = window.location, root: HTMLElement = document.documentElement) {
  return location.pathname === '/' && location.search === '' && root.classList.contains('light')
}

export async function preloadLanding() {
  preloaded = (await import('./landing-page')).default
}

export function preloadedLanding() {
  return preloaded
}

/**
 * Tells the landing's boot script (public/landing-boot.js) that the server's landing page is now the app's, so a
 * button clicked before the app loaded is clicked again.
 */
export function announceLandingHydrated() {
  document.dispatchEvent(new Event('hireloop:landing-hydrated'))
}
