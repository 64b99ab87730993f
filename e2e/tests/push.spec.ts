import { expect, test } from '@playwright/test'
import { expectAccessible, registerThroughUi, uniqueEmail } from './support'

/*
| Web Push in the installed app's service worker. Headless Chromium
| subscribes through its vendor's push service (not reachable here), so the
| push is handed to the service worker with the DevTools protocol's
| ServiceWorker.deliverPushMessage, carrying the payload the server encrypts
| (the server side, encryption and VAPID included, is covered against a
| local push service in backend/app/notifications/tests/functional/push.spec.ts).
| What is real here: the built sw.js with its push handler, the notification
| it shows, and the Notification settings screen against the real server.
*/

test('the service worker shows a pushed notification; the settings screen turns a kind off', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await context.grantPermissions(['notifications'], { origin: baseURL })
  await registerThroughUi(page, { email: uniqueEmail('push') })

  const cdp = await context.newCDPSession(page)
  const registrations: { registrationId: string; scopeURL: string }[] = []
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations))
  await cdp.send('ServiceWorker.enable')
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
  await expect.poll(() => registrations.find((entry) => entry.scopeURL === `${baseURL}/`)).toBeTruthy()
  const registrationId = registrations.find((entry) => entry.scopeURL === `${baseURL}/`)!.registrationId

  const payload = {
    title: 'Interview Scheduled: Data Engineer',
    body: 'Your application for Data Engineer at Grid Works: Interview Scheduled',
    url: '/applications',
    tag: 'application-42',
    kind: 'interviews_offers',
  }
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId,
    data: JSON.stringify(payload),
  })
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data,
      }))
    })
  await expect
    .poll(shown)
    .toEqual([{ title: payload.title, body: payload.body, tag: 'application-42', data: { url: '/applications' } }])

  // The same tag replaces the earlier notification instead of piling up.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId,
    data: JSON.stringify({ ...payload, title: 'Offer Extended: Data Engineer', body: 'An offer' }),
  })
  await expect.poll(shown).toEqual([
    {
      title: 'Offer Extended: Data Engineer',
      body: 'An offer',
      tag: 'application-42',
      data: { url: '/applications' },
    },
  ])

  await page.goto('/profile')
  await page.getByRole('link', { name: 'Notification settings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible()
  const messages = page.getByRole('switch', { name: 'New messages' })
  await expect(messages).toBeChecked()
  await expect(messages).toBeEnabled()
  await messages.click()
  await expect(messages).not.toBeChecked()
  await page.reload()
  await expect(page.getByRole('switch', { name: 'New messages' })).not.toBeChecked()
  await expect(page.getByRole('switch', { name: 'Application updates' })).toBeChecked()
  await expectAccessible(page, 'Notification settings')
})
