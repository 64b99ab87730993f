import { expect, test } from '@playwright/test'
import { api, expectAccessible, postJob, registerThroughUi, uniqueEmail } from './support'

/*
| The installed app without a connection: a candidate saves a job, goes
| offline, reads it from Saved (marked as possibly out of date), writes a
| message that waits on the device ("Waiting for connection"), edits it,
| comes back online, and the employer receives it exactly once.
*/

interface MessageAnswer {
  id: string
  content: string
  senderId: string
}

test('a saved job reads offline and a message written offline is delivered once on reconnect', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const employerContext = await browser.newContext({ baseURL })
  const candidateContext = await browser.newContext({ baseURL })
  try {
    const e = await employerContext.newPage()
    const c = await candidateContext.newPage()
    await registerThroughUi(e, { email: uniqueEmail('bakery', 'northside-bakery.com'), userType: 'Employer' })
    const title = `Early Shift Baker ${Date.now()}`
    const jobId = await postJob(e, title)

    await registerThroughUi(c, { email: uniqueEmail('offline-drafts') })
    const candidate = await api<{ id: string }>(c, 'GET', '/api/user/me')
    await api(c, 'POST', `/api/jobs/${jobId}/apply`, {
      coverLetter: 'I have baked bread before dawn for five years at a busy corner bakery.',
      selectedSkills: ['Communication'],
      selectedAvailability: ['Full-time'],
      isEighteenOrOlder: true,
      isAuthorizedToWork: true,
      doesNotRequireSponsorship: true,
    })
    const { thread } = await api<{ thread: { id: string } }>(e, 'POST', '/api/threads', {
      recipientId: candidate.id,
      jobId,
    })
    const threadUrl = `/api/threads/${thread.id}/messages`

    await test.step('online: the candidate saves the job and opens Saved and the conversation', async () => {
      await expect
        .poll(() => c.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
        .toBe(true)
      await c.goto(`/jobs/${jobId}`)
      const details = c.getByRole('dialog')
      await expect(details.getByRole('heading', { name: title })).toBeVisible()
      await details.getByRole('button', { name: 'Save job', exact: true }).click()
      await expect(details.getByRole('button', { name: 'Unsave job', exact: true })).toBeVisible()

      await c.goto('/saved?tab=jobs')
      await expect(c.getByTestId('saved-job').filter({ hasText: title })).toBeVisible()
      await expect(c.getByTestId('saved-jobs-kept')).toHaveCount(0)

      await c.goto(`/messages?thread=${thread.id}`)
      await expect(c.getByTestId('conversation')).toBeVisible()
      await expect(c.getByText('No messages yet. Say hello!')).toBeVisible()
    })

    await test.step('offline: Saved lists the job from the device, marked as possibly out of date', async () => {
      await candidateContext.setOffline(true)
      await c.goto('/saved?tab=jobs')
      await expect(c.getByTestId('offline-notice')).toBeVisible()
      await expect(c.getByTestId('saved-jobs-kept')).toHaveText(/^Saved on .+ — may be out of date$/)
      await expect(c.getByTestId('saved-job').filter({ hasText: title })).toBeVisible()
      await expectAccessible(c, 'saved jobs offline')
    })

    await test.step('offline: the saved job opens, marked as possibly out of date', async () => {
      await c.getByRole('link', { name: title }).click()
      const details = c.getByRole('dialog')
      await expect(details.getByRole('heading', { name: title })).toBeVisible()
      await expect(details.getByTestId('job-kept')).toHaveText("You're offline: this may be out of date")
      // The job list behind it is not kept: the one offline state, not a load error.
      await expect(c.getByTestId('offline-fallback')).toBeVisible()
      await expectAccessible(c, 'a saved job offline')
    })

    await test.step('offline: a message waits on the device, and can be edited while it waits', async () => {
      await c.goto(`/messages?thread=${thread.id}`)
      const conversation = c.getByTestId('conversation')
      await expect(conversation.getByTestId('offline-fallback')).toBeVisible()
      const input = conversation.getByRole('textbox', { name: 'Message', exact: true })
      await input.fill('I can start on Monday.')
      await input.press('Enter')
      const draft = conversation.getByTestId('message-draft')
      await expect(draft).toContainText('I can start on Monday.')
      await expect(draft.getByTestId('message-draft-status')).toHaveText('Waiting for connection')
      await expect(input).toHaveValue('')

      await draft.getByRole('button', { name: 'Edit waiting message: I can start on Monday.' }).click()
      await draft.getByRole('textbox', { name: 'Waiting message' }).fill('I can start on Monday at 5 am.')
      await draft.getByRole('button', { name: 'Save' }).click()
      await expect(draft).toContainText('I can start on Monday at 5 am.')
      await expect(draft.getByTestId('message-draft-status')).toHaveText('Waiting for connection')
      await expectAccessible(c, 'a message waiting for connection')

      // Still there after a reload: it is kept on the device.
      await c.reload()
      await expect(c.getByTestId('message-draft')).toContainText('I can start on Monday at 5 am.')
    })

    await test.step('back online: the message is delivered once and leaves the waiting list', async () => {
      await candidateContext.setOffline(false)
      const conversation = c.getByTestId('conversation')
      await expect(conversation.getByTestId('message-draft')).toHaveCount(0, { timeout: 30_000 })
      await expect(conversation.getByRole('list', { name: 'Messages' })).toContainText('I can start on Monday at 5 am.')

      const received = async () =>
        (await api<{ messages: MessageAnswer[] }>(e, 'GET', threadUrl)).messages.filter(
          (message) => message.senderId === candidate.id
        )
      await expect
        .poll(async () => (await received()).map((message) => message.content))
        .toEqual(['I can start on Monday at 5 am.'])
      // Another start of the app (and any Background Sync) sends nothing more.
      await c.reload()
      await expect(c.getByRole('list', { name: 'Messages' })).toContainText('I can start on Monday at 5 am.')
      await expect(c.getByTestId('message-draft')).toHaveCount(0)
      expect((await received()).map((message) => message.content)).toEqual(['I can start on Monday at 5 am.'])
    })
  } finally {
    await employerContext.close()
    await candidateContext.close()
  }
})
