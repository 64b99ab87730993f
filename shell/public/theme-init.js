;(function () {
  try {
    var stored = localStorage.getItem('ui-theme')
    var dark = stored === 'dark' || (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches)
    var root = document.documentElement
    root.classList.add(dark ? 'dark' : 'light')
    root.style.colorScheme = dark ? 'dark' : 'light'
    root.style.backgroundColor = dark ? '#0b1220' : '#f4f6fb'
  } catch {
    // Storage can be blocked (private browsing): the page keeps its default colours.
  }
})()
