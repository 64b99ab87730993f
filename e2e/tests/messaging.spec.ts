import { expect, test, type Page } from '@playwright/test'
import { api, expectAccessible, postJob, registerThroughUi, uniqueEmail } from './support'

/*
| Messaging, two people in two browsers: a candidate applies to an
| employer's job; the employer starts a conversation from the applicant's
| card; the message arrives on the candidate's page without a reload (the
| Messages tab's badge rises over the live stream), the candidate opens it
| (the badge clears) and answers, and the answer appears in the employer's
| open conversation without a reload; the candidate shares the job into the
| conversation and the employer receives a message linking to it; a
| connection request is accepted from the Connections tab.
*/

const toast = (page: Page) => page.getByTestId('toast')
const messagesTab = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Messages/ })

const LETTER = 'I kept the grid-compliance evidence of a regional utility audit-ready for three years running.'

test('two people exchange messages live: started from an applicant, badge up and down, a job shared into the conversation, a connection accepted', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000)
  const employerContext = await browser.newContext({ baseURL })
  const candidateContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
  try {
    const e = await employerContext.newPage()
    const c = await candidateContext.newPage()
    await registerThroughUi(e, { email: uniqueEmail('utility', 'gridworks-energy.com'), userType: 'Employer' })
    const title = `CIP Evidence Coordinator ${Date.now()}`
    const jobId = await postJob(e, title)
    const candidateEmail = await registerThroughUi(c)
    await api(c, 'POST', `/api/jobs/${jobId}/apply`, {
      coverLetter: LETTER,
      selectedSkills: ['Communication'],
      selectedAvailability: ['Full-time'],
      isEighteenOrOlder: true,
      isAuthorizedToWork: true,
      doesNotRequireSponsorship: true,
    })

    await test.step('the employer starts the conversation from the applicant card', async () => {
      await e.goto('/dashboard?view=applications')
      const card = e
        .getByRole('region', { name: `Applications for ${title}` })
        .getByTestId('applicant-card')
        .filter({ hasText: candidateEmail })
      await card.getByRole('button', { name: /^Message/ }).click()
      await expect(toast(e)).toContainText('Conversation started')
      await expect(e).toHaveURL(/\/messages\?thread=/)
      const input = e.getByRole('textbox', { name: 'Message', exact: true })
      await input.fill('Thanks for applying! Are you free for a call on Thursday?')
      await input.press('Enter')
      await expect(e.getByRole('list', { name: 'Messages' })).toContainText('free for a call on Thursday')
    })

    await test.step('it arrives on the candidate’s page without a reload; opening it clears the badge', async () => {
      await c.goto('/home')
      await expect(messagesTab(c).getByTestId('count-badge')).toHaveText('1', { timeout: 20_000 })
      await messagesTab(c).click()
      const list = c.getByRole('list', { name: 'Conversations' })
      await list.getByText(title).first().click()
      await expect(c.getByRole('list', { name: 'Messages' })).toContainText('free for a call on Thursday')
      await expect(messagesTab(c).getByTestId('count-badge')).toHaveCount(0, { timeout: 20_000 })
      await expectAccessible(c, 'a conversation, 390 px wide')
      // With the on-screen keyboard up (a short viewport), the whole message box stays above the tab bar.
      await c.setViewportSize({ width: 390, height: 500 })
      await expect(async () => {
        const composer = await c.getByRole('form', { name: 'Send a message' }).boundingBox()
        const tabs = await c.getByRole('navigation', { name: 'Main' }).boundingBox()
        expect(composer!.y + composer!.height).toBeLessThanOrEqual(tabs!.y + 1)
        expect(composer!.y).toBeGreaterThan(0)
      }).toPass()
      await c.setViewportSize({ width: 390, height: 844 })
    })

    await test.step('the answer appears in the employer’s open conversation without a reload', async () => {
      const input = c.getByRole('textbox', { name: 'Message', exact: true })
      await input.fill('Yes, Thursday works.')
      await input.press('Shift+Enter')
      await input.pressSequentially('Any time after 2 pm.')
      await input.press('Enter')
      await expect(e.getByRole('list', { name: 'Messages' })).toContainText('Any time after 2 pm.', { timeout: 20_000 })
      await expect(e.getByText('Seen')).toBeVisible({ timeout: 20_000 })
    })

    await test.step("the candidate's 'Message Employer' reopens it and shares the job into it; it arrives linking to the job", async () => {
      const threadAddress = new URL(e.url()).search
      await c.goto('/applications')
      await c
        .getByTestId('application-card')
        .filter({ hasText: title })
        .getByRole('button', { name: 'Message Employer' })
        .click()
      await expect(c).toHaveURL(`${baseURL}/messages${threadAddress}`)

      await c.goto(`/jobs/${jobId}`)
      const detail = c.getByRole('dialog', { name: title })
      await detail.getByRole('button', { name: /share/i }).first().click()
      await c.getByRole('menuitem', { name: /Share in Messages/ }).click()
      const share = c.getByRole('dialog', { name: 'Share Job' })
      await share.getByRole('button', { name: 'Share to 0 conversations' }).click()
      await expect(toast(c)).toContainText('No Conversations Selected')
      await share.getByRole('checkbox').first().check()
      await share.getByRole('textbox', { name: 'Message (optional)' }).fill('Sharing it here so we both have the link.')
      await share.getByRole('button', { name: 'Share to 1 conversation' }).click()
      await expect(toast(c)).toContainText('Shared Successfully!')
      const link = e.getByRole('list', { name: 'Messages' }).getByRole('link', { name: `/jobs/${jobId}` })
      await expect(link).toBeVisible({ timeout: 20_000 })
      await link.click()
      await expect(e.getByRole('dialog', { name: title })).toBeVisible()
    })

    await test.step('a connection request is accepted from the Connections tab', async () => {
      const employer = await api<{ id: string }>(e, 'GET', '/api/user/me')
      await api(c, 'POST', '/api/connections', { targetId: employer.id, note: 'Great talking to you.' })
      await e.goto('/messages/connections')
      await e.getByRole('button', { name: /^Accept / }).click()
      await expect(e.getByRole('list', { name: 'Connections' })).toBeVisible()
      await expectAccessible(e, 'the Connections tab')
    })
  } finally {
    await employerContext.close()
    await candidateContext.close()
  }
})
