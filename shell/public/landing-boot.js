/**
 * The prerendered landing page's one script (dist/landing.html; scripts/prerender-landing.mjs puts it, renamed with
 * a content hash, in place of the app's entry and lists the entry in data-entries). The landing is static HTML whose
 * links work without JavaScript, so the app's JavaScript loads when the visitor first reaches for the page (pointer,
 * touch, key, focus) or the system switches between light and dark, not before its first paint; at once when the
 * prerender cannot be hydrated (another theme, another address). A button clicked before the app has hydrated is
 * clicked again once it has (the app dispatches `hireloop:landing-hydrated`). An install prompt offered meanwhile is
 * kept for the app (`hireloopInstallPrompt`). It registers the service worker as the app does.
 */
;(function () {
  var script = document.currentScript
  var entries = ((script && script.getAttribute('data-entries')) || '').split(' ').filter(Boolean)
  var TRIGGERS = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin']
  var started = false
  var hydrated = false
  var pendingClick = null

  function start() {
    if (started) return
    started = true
    TRIGGERS.forEach(function (type) {
      window.removeEventListener(type, start, true)
    })
    entries.forEach(function (src) {
      var tag = document.createElement('script')
      tag.src = src
      tag.async = false
      document.head.appendChild(tag)
    })
  }

  // Kept for the app's install banner, which shows once the app has loaded: Chromium offers the prompt as soon as the
  // page is installable, and loading the app then would undo the point of this script.
  window.addEventListener('beforeinstallprompt', function (event) {
    event.preventDefault()
    window.hireloopInstallPrompt = event
  })

  if ('serviceWorker' in navigator) {
    window.addEventListener('load', function () {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(function (error) {
        console.warn('Service worker registration failed', error)
      })
    })
  }

  var root = document.documentElement
  if (location.pathname !== '/' || location.search !== '' || !root.classList.contains('light')) {
    start()
    return
  }

  TRIGGERS.forEach(function (type) {
    window.addEventListener(type, start, { capture: true, passive: true })
  })
  // The page follows the system's light or dark setting unless a theme was chosen (theme-init.js): the prerender is
  // light, so on a switch to dark the class says so first and the app renders its page instead of hydrating this one.
  var systemScheme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)')
  if (systemScheme && systemScheme.addEventListener) {
    systemScheme.addEventListener('change', function () {
      var stored = null
      try {
        stored = localStorage.getItem('ui-theme')
      } catch {
        // Storage blocked: the system setting applies.
      }
      if (stored !== 'light' && stored !== 'dark' && systemScheme.matches) {
        root.classList.remove('light')
        root.classList.add('dark')
        root.style.colorScheme = 'dark'
      }
      start()
    })
  }
  document.addEventListener(
    'click',
    function (event) {
      if (hydrated || !(event.target instanceof Element)) return
      var button = event.target.closest('button')
      if (button) pendingClick = button
    },
    true
  )
  document.addEventListener('hireloop:landing-hydrated', function () {
    hydrated = true
    var button = pendingClick
    pendingClick = null
    if (button && button.isConnected) button.click()
  })
})()
