import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, fillApplication, postJob, registerThroughUi, tab, uniqueEmail } from './support'

/*
| The referrals journey: a candidate asks a member for a referral from a job's
| detail; the referrer sees the Referrals badge, opens the inbox and presses
| 'Refer {first name}'; the candidate applies; the employer sees the
| application under Referred with the referrer's name and sends a thank-you;
| the referrer reads the thank-you in Messages and follows the application's
| stage in the inbox.
*/

const toast = (page: Page) => page.getByTestId('toast')

test('ask, refer, apply, thank the referrer, follow the stage', async ({ browser, baseURL }) => {
  test.setTimeout(300_000)
  const employer = await browser.newContext({ baseURL })
  const candidate = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
  const referrer = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
  try {
    const e = await employer.newPage()
    await registerThroughUi(e, { email: uniqueEmail('grid', 'grid-works.example'), userType: 'Employer' })
    const title = `Substation Cashier ${Date.now()}`
    const jobId = await postJob(e, title)

    const r = await referrer.newPage()
    const referrerEmail = await registerThroughUi(r, { email: uniqueEmail('referrer') })
    const c = await candidate.newPage()
    const candidateEmail = await registerThroughUi(c)

    await test.step('the candidate asks the member for a referral from the job', async () => {
      await c.goto(`/jobs/${jobId}`)
      const detail = c.getByRole('dialog', { name: title })
      await detail.getByRole('button', { name: 'Ask for a referral' }).click()
      const dialog = c.getByRole('dialog', { name: 'Ask for a referral' })
      await dialog.getByRole('tab', { name: 'By e-mail' }).click()
      await dialog.getByRole('button', { name: 'Send Request' }).click()
      await expect(dialog.getByText(/e-mail/i).first()).toBeVisible()
      await dialog.getByLabel('Their e-mail address').fill(referrerEmail)
      await dialog
        .getByLabel('Message (optional)')
        .fill('We worked the same shifts for two years: would you vouch for me?')
      await expectAccessible(c, 'the ask-for-a-referral dialog, 390 px wide')
      await dialog.getByRole('button', { name: 'Send Request' }).click()
      await expect(toast(c)).toContainText('Referral request sent')
      await expect(dialog).toBeHidden()
    })

    await test.step('the referrer sees the badge, opens the inbox and refers', async () => {
      await r.goto('/home')
      await expect(tab(r, 'Referrals')).toContainText('1 unread referral notifications', { timeout: 40_000 })
      await tab(r, 'Referrals').click()
      await r.getByRole('tab', { name: 'Referral Inbox' }).click()
      await r.getByRole('tab', { name: /^Requests to Answer \(1\)/ }).click()
      const card = r.getByTestId('referral-received').filter({ hasText: title })
      await expect(card).toContainText('New')
      await card.getByRole('button', { name: 'View details' }).click()
      await expect(card.getByTestId('referral-details')).toContainText('would you vouch for me?')
      await expectAccessible(r, 'the referral inbox, 390 px wide')
      await card.getByRole('button', { name: /^Refer / }).click()
      await expect(toast(r)).toContainText('Response recorded')
      await expect(card.getByRole('button', { name: 'Decline' })).toHaveCount(0)
    })

    await test.step('the candidate applies', async () => {
      await c.goto(`/jobs/${jobId}`)
      const detail = c.getByRole('dialog', { name: title })
      await detail
        .getByTestId('job-detail-bar')
        .getByRole('button', { name: /Apply Now/ })
        .click()
      await fillApplication(c, c.getByRole('dialog', { name: `Apply to ${title}` }))
      await expect(toast(c)).toContainText('Application Submitted!')
    })

    await test.step('the employer sees it under Referred with the referrer and thanks them', async () => {
      await e.goto('/dashboard?view=applications')
      await e.getByRole('button', { name: title, exact: true }).click()
      const panel = e.getByRole('region', { name: `Applications for ${title}` })
      await panel.getByRole('tab', { name: /^Referred/ }).click()
      const card = panel.getByTestId('applicant-card').filter({ hasText: candidateEmail })
      await expect(card).toContainText(/Referred by /)
      await card.getByRole('button', { name: 'Thank Referrer' }).click()
      const dialog = e.getByRole('dialog', { name: 'Thank Referrer' })
      await dialog.getByRole('radio', { name: 'Custom message' }).check()
      await dialog.getByLabel('Thank-you message').fill('Thank you for vouching: the interview is next week.')
      await expectAccessible(e, 'the thank-you dialog')
      await dialog.getByRole('button', { name: 'Send Thank You' }).click()
      await expect(toast(e)).toContainText('Thank you message sent!')
    })

    await test.step('the referrer reads the thank-you and follows the stage', async () => {
      await r.goto('/messages')
      await expect(r.getByText('Thank you for vouching: the interview is next week.').first()).toBeVisible({
        timeout: 20_000,
      })
      await r.goto('/referrals?tab=inbox')
      await r.getByRole('tab', { name: /^Requests to Answer/ }).click()
      const card = r.getByTestId('referral-received').filter({ hasText: title })
      await expect(card.getByTestId('application-stage')).toContainText('Applied')
    })
  } finally {
    await employer.close()
    await candidate.close()
    await referrer.close()
  }
})
