import { setInstallPrompt, setWaitingWorker, type BeforeInstallPromptEvent } from './pwa-state'

/**
 * Startup work of part 1 §4: register the service worker (scope: whole site), hold the install prompt, ask for
 * notification permission when undecided. Every step fails soft: unsupported or refused only gets logged.
 */
export function startPwa() {
  setupInstallPrompt()
  void registerServiceWorker()
  void requestNotificationPermission()
}

function setupInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    setInstallPrompt(event as BeforeInstallPromptEvent)
  })
  window.addEventListener('appinstalled', () => setInstallPrompt(null))
}

async function requestNotificationPermission() {
  try {
    if (typeof Notification === 'undefined' || Notification.permission !== 'default') return
    await Notification.requestPermission()
  } catch {
    // Unsupported or blocked: treated as denied.
  }
}

function watchForUpdate(registration: ServiceWorkerRegistration) {
  const offer = (worker: ServiceWorker | null) => {
    // Only an update needs confirming: the very first worker installs silently.
    if (worker && navigator.serviceWorker.controller) setWaitingWorker(worker)
  }
  offer(registration.waiting)
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing)
    })
  })
}

let reloading = false

async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) {
    console.info('Service workers are not supported; Hireloop works online only.')
    return
  }
  try {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' })
    watchForUpdate(registration)
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      // The new worker took over after the user confirmed: load the new version once.
      if (reloading || !sessionStorage.getItem('sw-update-accepted')) return
      reloading = true
      sessionStorage.removeItem('sw-update-accepted')
      window.location.reload()
    })
  } catch (error) {
    console.warn('Service worker registration failed', error)
  }
}

/** Called when the user confirms the update: the waiting worker activates and the page reloads on controllerchange. */
export function applyUpdate(worker: ServiceWorker) {
  sessionStorage.setItem('sw-update-accepted', '1')
  worker.postMessage({ type: 'SKIP_WAITING' })
}
