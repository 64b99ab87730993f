import { expect, test, type Page } from '@playwright/test'
import { STRONG_PASSWORD, registerThroughUi, signOutThroughUi, uniqueEmail } from './support'

/*
| The key flows with the keyboard alone: no clicks, no fills. Tab moves the
| focus until the wanted control has it, then Enter, Space or typing acts.
*/

/** Presses Tab (Shift+Tab with `backwards`) until the focused element matches, failing after `limit` presses. */
async function tabTo(page: Page, matches: (page: Page) => Promise<boolean>, limit = 40, backwards = false) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    if (await matches(page)) return
  }
  throw new Error('the wanted control never received the focus')
}

const focusedIs = (selector: string) => (page: Page) =>
  page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)
const focusedNamed = (name: string) => (page: Page) =>
  page.evaluate((wanted) => {
    const element = document.activeElement as HTMLElement | null
    if (!element) return false
    const label = element.getAttribute('aria-label') ?? element.textContent ?? ''
    return label.trim() === wanted
  }, name)

test('sign in, write a post, open a menu and close it with Escape, and move between tabs with the keyboard only', async ({
  page,
}) => {
  const email = await registerThroughUi(page, { email: uniqueEmail('keyboard') })
  await signOutThroughUi(page)

  await page.goto('/login')
  await tabTo(page, focusedIs('input[type="email"], input[name="email"]'))
  await page.keyboard.type(email)
  await tabTo(page, focusedIs('input[type="password"]'))
  await page.keyboard.type(STRONG_PASSWORD)
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('area-mfe_feed')).toBeVisible({ timeout: 30_000 })

  // The composer: open it, type, publish.
  await tabTo(page, focusedNamed('Create+'), 60)
  await page.keyboard.press('Enter')
  const composer = page.getByRole('dialog', { name: 'Create a post' })
  await expect(composer).toBeVisible()
  await expect(composer.locator(':focus')).toHaveCount(1)
  const text = `Typed without a mouse ${Date.now()}`
  await tabTo(page, focusedIs('[role="dialog"] textarea:not([aria-hidden]), [role="dialog"] [contenteditable="true"]'))
  await page.keyboard.type(text)
  await tabTo(page, focusedNamed('Publish'))
  await page.keyboard.press('Enter')
  await expect(composer).toBeHidden()
  const card = page.getByTestId('post-card').filter({ hasText: text })
  await expect(card).toBeVisible()

  // A menu opens with Enter and closes with Escape, giving the focus back.
  await card.getByRole('button', { name: 'Post options' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menu')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toBeHidden()
  await expect(card.getByRole('button', { name: 'Post options' })).toBeFocused()

  // A dialog closes with Escape. Create+ is above the new post: back up to it (forward, the focus would first go
  // through every post below, however many the feed holds).
  await tabTo(page, focusedNamed('Create+'), 300, true)
  await page.keyboard.press('Enter')
  await expect(composer).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(composer).toBeHidden()

  // The tabs follow the keyboard. The tab bar, shown at the bottom, comes before the feed in the focus order: a few
  // presses back from Create+, however many posts the feed holds.
  await tabTo(page, focusedNamed('Jobs'), 20, true)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/jobs$/)
  await expect(page.getByTestId('area-mfe_jobs')).toBeVisible()
})
