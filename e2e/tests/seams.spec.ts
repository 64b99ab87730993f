import { expect, test } from '@playwright/test'
import {
  api,
  DEMO_PASSWORD,
  expectAccessible,
  logInThroughUi,
  postJob,
  registerThroughUi,
  STRONG_PASSWORD,
  tab,
  uniqueEmail,
} from './support'

/*
| The seams a member hits at phone size: a one-letter address registers with
| its owner's name; the verification notice is one line and closes for the
| session; a post's author's name leads to their profile; the admin's way in.
| What a member saves or archives, and the other names, are in
| kept-and-names.spec.ts.
*/

const PHONE = { width: 390, height: 844 }

test('j@… registers with a name; the verification notice closes for the session; no screen is wider than the phone', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const context = await browser.newContext({ baseURL, viewport: PHONE })
  const page = await context.newPage()
  const stamp = Date.now()
  const email = `j@acme-${stamp}.com`
  try {
    await test.step('register with a one-letter address and a name', async () => {
      await page.goto('/register')
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Full name').fill('Jay Park')
      await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD)
      await page.getByLabel('Confirm password').fill(STRONG_PASSWORD)
      await page.getByRole('radio', { name: 'Candidate' }).check()
      await expectAccessible(page, 'registration with a name')
      await page.getByRole('button', { name: 'Create account' }).click()
      await expect(page.getByTestId('area-mfe_feed')).toBeVisible()
      const me = await api<{ name: string; email: string }>(page, 'GET', '/api/user/me')
      expect(me).toMatchObject({ name: 'Jay Park', email })
    })

    await test.step('the verification notice is one line, and closed stays closed for the session', async () => {
      const banner = page.getByRole('region', { name: 'E-mail verification' })
      await expect(banner).toBeVisible()
      expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(48)
      await banner.getByRole('button', { name: 'Dismiss e-mail verification notice' }).click()
      await expect(banner).toHaveCount(0)
      await page.reload()
      await expect(page.getByTestId('area-mfe_feed')).toBeVisible()
      await expect(banner).toHaveCount(0)
    })

    await test.step('no screen is wider than the phone', async () => {
      for (const path of ['/', '/saved', '/profile']) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390)
      }
    })
  } finally {
    await context.close()
  }
})

test("a post's author opens their profile; the admin's tab bar leads to moderation", async ({ browser, baseURL }) => {
  test.setTimeout(180_000)
  const employerContext = await browser.newContext({ baseURL })
  const memberContext = await browser.newContext({ baseURL, viewport: PHONE })
  const adminContext = await browser.newContext({ baseURL, viewport: PHONE })
  try {
    const e = await employerContext.newPage()
    await logInThroughUi(e, 'employer@hireloop.dev', DEMO_PASSWORD)
    const employer = await api<{ id: string; name: string }>(e, 'GET', '/api/user/me')
    const text = `Substation open day ${Date.now()}`
    const post = await api<{ id: string }>(e, 'POST', '/api/posts', {
      blocks: [{ type: 'paragraph', content: { text } }],
    })

    const m = await memberContext.newPage()
    await logInThroughUi(m, 'candidate@hireloop.dev', DEMO_PASSWORD)
    await test.step("the author's name on a post opens their profile page", async () => {
      // The post's own page: where a new post ranks in the feed depends on what else the network posted.
      await m.goto(`/post/${post.id}`)
      const card = m.getByTestId('post-card').filter({ hasText: text })
      await card.getByRole('link', { name: employer.name }).click()
      await expect(m).toHaveURL(new RegExp(`/people/${employer.id}$`))
      const profile = m.getByRole('article', { name: employer.name })
      await expect(profile).toBeVisible()
      await expect(profile.getByTestId('member-actions').getByRole('button').first()).toBeVisible()
      await expectAccessible(m, "a member's profile")
      await m.goto('/people/7d3c1a7e-0000-4000-8000-000000000000')
      await expect(m.getByTestId('profile-unavailable')).toContainText('Profile not available')
    })

    const a = await adminContext.newPage()
    await logInThroughUi(a, 'admin@hireloop.dev', DEMO_PASSWORD)
    await test.step('the admin reaches moderation from the tab bar; escalated items have their tab', async () => {
      await a.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Moderation' }).click()
      await expect(a).toHaveURL(/\/admin\/moderation$/)
      await expect(a.getByRole('tab', { name: /^Escalated/ })).toBeVisible()
      await a.getByRole('tab', { name: /^Escalated/ }).click()
      await expect(a.getByTestId('panel-escalated')).toBeVisible()
      await expectAccessible(a, 'moderation, escalated tab')
      expect(await a.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    })
  } finally {
    await employerContext.close()
    await memberContext.close()
    await adminContext.close()
  }
})

test('at 390×844 the message box sits above the tab bar under the verification notice; the Referrals badge clears once the request is seen', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const employerContext = await browser.newContext({ baseURL })
  const candidateContext = await browser.newContext({ baseURL, viewport: PHONE })
  const referrerContext = await browser.newContext({ baseURL, viewport: PHONE })
  try {
    const e = await employerContext.newPage()
    await registerThroughUi(e, { email: uniqueEmail('seams', `seams-${Date.now()}.example`), userType: 'Employer' })
    const title = `Seams Relay Technician ${Date.now()}`
    const jobId = await postJob(e, title)
    const c = await candidateContext.newPage()
    await registerThroughUi(c)
    const candidate = await api<{ id: string }>(c, 'GET', '/api/user/me')
    await api(c, 'POST', `/api/jobs/${jobId}/apply`, {
      coverLetter: 'I have tested protective relays for six years and keep every record audit-ready.',
      selectedSkills: ['Communication'],
      selectedAvailability: ['Weekends'],
      isEighteenOrOlder: true,
      isAuthorizedToWork: true,
      doesNotRequireSponsorship: true,
    })
    const { thread } = await api<{ thread: { id: string } }>(e, 'POST', '/api/threads', { recipientId: candidate.id })

    await test.step('the composer is on screen, above the tab bar, with the verification notice shown', async () => {
      await c.goto(`/messages?thread=${thread.id}`)
      await expect(c.getByRole('region', { name: 'E-mail verification' })).toBeVisible()
      const input = c.getByRole('textbox', { name: 'Message', exact: true })
      await expect(input).toBeVisible()
      const box = (await input.boundingBox())!
      const navTop = await c
        .getByRole('navigation', { name: 'Main' })
        .evaluate((nav) => nav.getBoundingClientRect().top)
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.y + box.height).toBeLessThanOrEqual(navTop)
      expect(navTop).toBeLessThanOrEqual(844)
      await input.fill('Thursday works for me.')
      await input.press('Enter')
      await expect(c.getByRole('list', { name: 'Messages' })).toContainText('Thursday works for me.')
      await expectAccessible(c, 'a conversation under the verification notice, 390 px wide')
    })

    await test.step('the Referrals badge counts the request and clears on /referrals once it is seen', async () => {
      const r = await referrerContext.newPage()
      const referrerEmail = await registerThroughUi(r, { email: uniqueEmail('referrer') })
      await api(c, 'POST', '/api/referrals', { jobId, referrerEmail, message: 'Would you vouch for me?' })
      await r.goto('/home')
      await expect(tab(r, 'Referrals')).toContainText('1 unread referral notifications', { timeout: 40_000 })
      await tab(r, 'Referrals').click()
      await expect(r).toHaveURL(/\/referrals/)
      await r.getByRole('tab', { name: 'Referral Inbox' }).click()
      await r.getByRole('tab', { name: /^Requests to Answer \(1\)/ }).click()
      const card = r.getByTestId('referral-received').filter({ hasText: title })
      await card.getByRole('button', { name: 'View details' }).click()
      await expect(card.getByTestId('referral-details')).toContainText('Would you vouch for me?')
      await expect(tab(r, 'Referrals').getByTestId('count-badge')).toHaveCount(0, { timeout: 20_000 })
      await r.reload()
      await expect(r.getByRole('tab', { name: 'Referral Inbox' })).toBeVisible()
      await expect(tab(r, 'Referrals').getByTestId('count-badge')).toHaveCount(0)
    })
  } finally {
    await employerContext.close()
    await candidateContext.close()
    await referrerContext.close()
  }
})
