import { apiJson } from '@hireloop/shared-ui'

/**
 * Web Push for the signed-in member: the browser's subscription (made with the server's VAPID key) is stored
 * on the server for this member, and removed there before signing out. Everything fails soft: without a
 * service worker, permission or server key the app simply gets no pushes.
 */

function supported() {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    typeof Notification !== 'undefined'
  )
}

function keyBytes(base64url: string) {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/')
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
}

async function registration() {
  const ready = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
  ])
  return ready
}

/** Subscribes this device for the signed-in member once notifications are allowed. */
export async function syncPushSubscription(): Promise<boolean> {
  try {
    if (!supported() || Notification.permission !== 'granted') return false
    const worker = await registration()
    if (!worker) return false
    const { publicKey } = await apiJson<{ publicKey: string | null }>('GET', '/api/notifications/push/key')
    if (!publicKey) return false
    let subscription = await worker.pushManager.getSubscription()
    if (!subscription) {
      subscription = await worker.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      })
    }
    const { endpoint, keys } = subscription.toJSON()
    await apiJson('POST', '/api/notifications/push/subscriptions', { endpoint, keys })
    return true
  } catch (error) {
    console.info('Push notifications are not available on this device', error)
    return false
  }
}

/** Before signing out: this device stops receiving the member's notifications. */
export async function forgetPushSubscription(): Promise<void> {
  try {
    if (!supported()) return
    const worker = await navigator.serviceWorker.getRegistration()
    const subscription = await worker?.pushManager.getSubscription()
    if (!subscription) return
    await apiJson('DELETE', '/api/notifications/push/subscriptions', { endpoint: subscription.endpoint }).catch(
      () => undefined
    )
    await subscription.unsubscribe()
  } catch {
    // Signing out goes ahead; the push service's 404/410 prunes the subscription later.
  }
}
