import { expect, test } from '@playwright/test'
import { expectAccessible, registerThroughUi, uniqueEmail } from './support'

/*
| Offline is not signed out: a member who reloads the installed app without
| a connection stays signed in (the last member known on the device) and
| sees the one offline notice; back online, the notice goes.
*/

test('reloading offline keeps the member signed in and says the app is offline', async ({ page, context }) => {
  test.setTimeout(120_000)
  await registerThroughUi(page, { email: uniqueEmail('offline') })
  // The service worker takes over the page once it has installed (clientsClaim).
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
    .toBe(true)

  await context.setOffline(true)
  await page.reload()
  const main = page.getByRole('navigation', { name: 'Main' })
  await expect(main).toBeVisible()
  await expect(main.getByRole('link', { name: /Profile/ })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0)
  const notice = page.getByTestId('offline-notice')
  await expect(notice).toHaveText(
    "You're offline. You stay signed in; what this device has kept is shown, the rest loads when you're back online."
  )
  await expectAccessible(page, 'offline notice')

  await context.setOffline(false)
  await expect(notice).toHaveCount(0)
})
