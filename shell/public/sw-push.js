/* Web Push in the service worker (imported by sw.js): shows what the server pushed, opens its page on click. */

function pageOf(data) {
  return typeof data.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//')
    ? data.url
    : '/notifications'
}

self.addEventListener('push', (event) => {
  let data = {}
  try {
    data = event.data ? event.data.json() : {}
  } catch {
    data = { body: event.data ? event.data.text() : '' }
  }
  const url = pageOf(data)
  event.waitUntil(
    (async () => {
      // A new message of the conversation already on screen is not announced again.
      if (data.kind === 'messages') {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
        const target = new URL(url, self.location.origin).href
        if (windows.some((client) => client.focused && client.url === target)) return
      }
      await self.registration.showNotification(data.title || 'Hireloop', {
        body: data.body || '',
        tag: data.tag || undefined,
        renotify: Boolean(data.tag),
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url },
      })
    })()
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = new URL(pageOf(event.notification.data || {}), self.location.origin).href
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
      if (open) {
        const focused = await open.focus()
        if (focused && 'navigate' in focused) return focused.navigate(target)
        return undefined
      }
      return self.clients.openWindow(target)
    })()
  )
})
