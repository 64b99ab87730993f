import { expect, type Page } from '@playwright/test'
import { codeFrom, waitForMail } from './mail'

export const DEMO_PASSWORD = 'Hireloop#2026'
export const STRONG_PASSWORD = 'Str0ng!Passw0rd'

let counter = 0
export function uniqueEmail(prefix = 'candidate', domain = 'example.com') {
  counter += 1
  return `${prefix}.${Date.now()}.${counter}@${domain}`
}

/** Registers through the UI and waits for the signed-in home. */
export async function registerThroughUi(
  page: Page,
  options: { email?: string; userType?: 'Candidate' | 'Employer' } = {}
) {
  const email = options.email ?? uniqueEmail()
  await page.goto('/register')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD)
  await page.getByLabel('Confirm password').fill(STRONG_PASSWORD)
  await page.getByRole('radio', { name: options.userType ?? 'Candidate' }).check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/(home)?$/)
  await expect(page.getByTestId('area-mfe_feed')).toBeVisible()
  return email
}

/**
 * Signs in through the UI. A scripted form fill looks like a bot, so the
 * server may ask for the proof-of-work puzzle (the shell solves it) and, from
 * a new device, for the code it e-mails: read it from the mail catcher.
 */
export async function logInThroughUi(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  const since = Date.now()
  await page.getByRole('button', { name: 'Log in' }).click()
  const home = page.getByTestId('area-mfe_feed')
  const code = page.getByLabel('Verification code')
  await expect(home.or(code)).toBeVisible({ timeout: 30_000 })
  if (await code.isVisible()) {
    await code.fill(codeFrom(await waitForMail(email, since)))
    await page.getByRole('button', { name: 'Log in' }).click()
  }
  await expect(home).toBeVisible()
}

export function tab(page: Page, name: 'Home' | 'Jobs' | 'Referrals' | 'Messages' | 'Profile') {
  return page.getByRole('navigation').getByRole('link', { name })
}
