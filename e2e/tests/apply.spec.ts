import { expect, test, type Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { waitForMail } from './mail'
import {
  APPLICATION_LETTER as LETTER,
  expectAccessible,
  fillApplication as fillAndSend,
  postJob,
  RESUME_PDF as PDF,
  registerThroughUi,
  uniqueEmail,
} from './support'

/*
| The apply journey: a candidate opens THE Apply dialog from the job detail
| and from a job post in the feed (mfe_jobs/apply, loaded at run time by the
| feed), fills it, uploads a PDF résumé with progress and sends it. The
| employer sees both applications on the dashboard, downloads the résumé,
| moves one to interview and sends the interview e-mail (read from the mail
| catcher); the candidate sees 'Interview Scheduled' on /applications and in
| the notifications, and withdrawing the other application removes it.
*/

const toast = (page: Page) => page.getByTestId('toast')

test('a candidate applies from the job detail and from a job post in the feed; the employer works the pipeline; the candidate follows it and withdraws', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000)
  const employer = await browser.newContext({ baseURL })
  const candidate = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
  try {
    const e = await employer.newPage()
    await registerThroughUi(e, { email: uniqueEmail('shop', 'corner-shop.example'), userType: 'Employer' })
    const first = `Cashier ${Date.now()}`
    const second = `Stock Associate ${Date.now()}`
    const firstId = await postJob(e, first)
    await postJob(e, second)

    const c = await candidate.newPage()
    const candidateEmail = await registerThroughUi(c)

    await test.step('from the job detail', async () => {
      await c.goto(`/jobs/${firstId}`)
      const detail = c.getByRole('dialog', { name: first })
      await detail
        .getByTestId('job-detail-bar')
        .getByRole('button', { name: /Apply Now/ })
        .click()
      const dialog = c.getByRole('dialog', { name: `Apply to ${first}` })
      await expect(dialog).toContainText('$18/hr')
      await dialog.getByRole('button', { name: 'Submit Application' }).click()
      await expect(dialog.getByText('Cover letter must be at least 50 characters')).toBeVisible()
      await expect(dialog.getByText('You must be 18 or older to apply')).toBeVisible()
      await expectAccessible(c, 'the apply dialog with its messages, 390 px wide')
      await fillAndSend(c, dialog)
      await expect(toast(c)).toContainText('Application Submitted!')
      await expect(toast(c)).toContainText(`Your application for ${first} has been sent to the employer.`)
      await expect(dialog).toBeHidden()
      await expect(detail.getByTestId('job-detail-bar').getByRole('button', { name: 'Applied' })).toBeDisabled()
    })

    await test.step('from a job post in the feed', async () => {
      await c.goto('/home')
      const post = c.getByTestId('post-card').filter({ hasText: `We are hiring: ${second}` })
      await post.getByRole('button', { name: `Apply Now to ${second}` }).click()
      const dialog = c.getByRole('dialog', { name: `Apply to ${second}` })
      await expect(dialog).toBeVisible({ timeout: 20_000 })
      await fillAndSend(c, dialog)
      await expect(toast(c)).toContainText('Application Submitted!')
      await expect(post.getByTestId('feed-apply')).toHaveText('Applied! ✓')
      await expect(post.getByTestId('feed-apply')).toBeDisabled()
      await expect(post.getByTestId('feed-apply')).toHaveText('Applied', { timeout: 6_000 })
    })

    await test.step('the employer sees both applications, downloads the résumé, schedules an interview and e-mails it', async () => {
      await e.goto('/dashboard?view=applications')
      await e.getByRole('button', { name: first, exact: true }).click()
      const panel = e.getByRole('region', { name: `Applications for ${first}` })
      const card = panel.getByTestId('applicant-card').filter({ hasText: candidateEmail })
      await expect(card).toContainText(LETTER)
      await expect(card).toContainText('Applied')
      await expectAccessible(e, 'the applications panel')

      const download = e.waitForEvent('download')
      await card.getByRole('button', { name: 'Download Resume' }).click()
      const file = await download
      expect(file.suggestedFilename()).toBe('casey-cv.pdf')
      expect(await readFile((await file.path())!)).toEqual(PDF)
      await expect(toast(e)).toContainText('Resume downloaded')

      await card.getByRole('button', { name: 'Schedule Interview' }).click()
      await expect(toast(e)).toContainText('Application updated')
      await expect(card.getByText('Interview Scheduled', { exact: true })).toBeVisible()

      const since = Date.now()
      await card.getByRole('button', { name: 'Send Email' }).click()
      const dialog = e.getByRole('dialog', { name: /^Email / })
      await dialog.getByRole('radio', { name: 'Interview Invitation' }).check()
      await expect(dialog.getByTestId('email-preview-subject')).toContainText(`Interview invitation: ${first}`)
      await dialog.getByRole('button', { name: 'Send', exact: true }).click()
      await expect(toast(e)).toContainText('Email sent')
      const mail = await waitForMail(candidateEmail, since, 15_000, /^Interview invitation/)
      expect(mail.subject).toContain(first)

      await e.getByRole('button', { name: second, exact: true }).click()
      await expect(
        e.getByRole('region', { name: `Applications for ${second}` }).getByTestId('applicant-card')
      ).toContainText(candidateEmail)
    })

    await test.step('the candidate sees the interview on /applications and in the notifications, and withdraws the other', async () => {
      await c.goto('/applications')
      const interviewCard = c.getByTestId('application-card').filter({ hasText: first })
      await expect(interviewCard.getByTestId('application-status')).toHaveText('Interview Scheduled')
      await expect(interviewCard.getByRole('button', { name: 'Withdraw Application' })).toHaveCount(0)
      await expectAccessible(c, 'My Applications, 390 px wide')

      await c.goto('/notifications')
      await expect(c.getByText(`Your application for ${first}`).first()).toContainText('Interview Scheduled')

      await c.goto('/applications')
      const other = c.getByTestId('application-card').filter({ hasText: second })
      await other.getByRole('button', { name: 'Withdraw Application' }).click()
      const confirm = c.getByRole('dialog')
      await expect(confirm).toContainText(
        `Are you sure you want to withdraw your application for "${second}"? This action cannot be undone.`
      )
      await confirm.getByRole('button', { name: 'Withdraw' }).click()
      await expect(toast(c)).toContainText('Application Withdrawn')
      await expect(other).toHaveCount(0)
      await expect(c.getByTestId('application-card')).toHaveCount(1)
    })
  } finally {
    await employer.close()
    await candidate.close()
  }
})
