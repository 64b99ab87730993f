import { expect, test } from '@playwright/test'
import { api, expectAccessible, pngImage, postJob, registerThroughUi, RESUME_PDF, uniqueEmail } from './support'

/*
| The installed app without a connection: a candidate saves a job, goes
| offline, reads it from Saved (marked as possibly out of date), writes a
| message that waits on the device ("Waiting for connection"), edits it,
| comes back online, and the employer receives it exactly once. The same for
| an application (with the résumé uploaded before, then one chosen offline),
| a comment on a post and a post from the composer with a photo picked offline.
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

interface EmployerApplication {
  coverLetter: string
  resume: { name: string } | null
  applicant: { id: string }
}

interface CommentAnswer {
  content: string
  authorId: string
}

const OFFLINE_LETTER = 'I have baked bread before dawn for five years at a busy corner bakery near the station.'

test('an application and a comment written offline are each delivered once on reconnect', async ({
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
    const title = `Dawn Shift Baker ${Date.now()}`
    const jobId = await postJob(e, title)
    const postText = `Early risers wanted at the bakery ${Date.now()}`
    const post = await api<{ id: string }>(e, 'POST', '/api/posts', {
      blocks: [{ type: 'paragraph', content: { text: postText } }],
    })

    await registerThroughUi(c, { email: uniqueEmail('offline-apply') })
    const candidate = await api<{ id: string }>(c, 'GET', '/api/user/me')
    const applications = async () =>
      (
        await api<{ applications: EmployerApplication[] }>(e, 'GET', `/api/jobs/${jobId}/applications`)
      ).applications.filter((item) => item.applicant.id === candidate.id)
    const comments = async () =>
      (await api<{ comments: CommentAnswer[] }>(e, 'GET', `/api/posts/${post.id}/comments`)).comments.filter(
        (item) => item.authorId === candidate.id
      )

    await test.step('online: the candidate saves the job, opens it from Saved and uploads a résumé in Apply', async () => {
      await expect
        .poll(() => c.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
        .toBe(true)
      await c.goto(`/jobs/${jobId}`)
      const details = c.getByRole('dialog', { name: title })
      await expect(details.getByRole('heading', { name: title })).toBeVisible()
      await details.getByRole('button', { name: 'Save job', exact: true }).click()
      await expect(details.getByRole('button', { name: 'Unsave job', exact: true })).toBeVisible()
      // Saved read once online is what the device keeps of the list.
      await c.goto('/saved?tab=jobs')
      await c.getByRole('link', { name: title }).click()
      await details
        .getByTestId('job-detail-bar')
        .getByRole('button', { name: `Apply Now to ${title}` })
        .click()
      const apply = c.getByRole('dialog', { name: `Apply to ${title}` })
      await apply
        .getByLabel('Resume file')
        .setInputFiles({ name: 'uploaded-cv.pdf', mimeType: 'application/pdf', buffer: RESUME_PDF })
      await expect(apply.getByTestId('resume-file')).toContainText('uploaded-cv.pdf')
      await expect(apply.getByTestId('resume-file-state')).not.toContainText('back online')
    })

    await test.step('offline: the application, with the uploaded résumé, waits on the device', async () => {
      await candidateContext.setOffline(true)
      const apply = c.getByRole('dialog', { name: `Apply to ${title}` })
      await apply.getByRole('textbox', { name: /Cover letter/ }).fill(OFFLINE_LETTER)
      await apply.getByRole('checkbox', { name: 'Customer Service' }).check()
      await apply.getByRole('checkbox', { name: 'Weekends' }).check()
      await apply.getByRole('checkbox', { name: /18 years of age/ }).check()
      await apply.getByRole('checkbox', { name: /authorized to work/ }).check()
      await apply.getByRole('checkbox', { name: /visa sponsorship/ }).check()
      await apply.getByRole('button', { name: 'Submit Application' }).click()
      await expect(c.getByTestId('toast')).toContainText('Application waiting for connection')
      await expect(apply).toBeHidden()
      const details = c.getByRole('dialog', { name: title })
      const waiting = details.getByTestId('application-draft')
      await expect(waiting.getByTestId('draft-status')).toHaveText('Waiting for connection')
      await expect(details.getByRole('button', { name: `Apply Now to ${title}` })).toHaveCount(0)
      await expectAccessible(c, 'an application waiting for connection')
    })

    await test.step('offline: reopened from Saved, it is edited, with a résumé chosen offline', async () => {
      await c.goto('/saved?tab=jobs')
      await c.getByRole('link', { name: title }).click()
      const details = c.getByRole('dialog', { name: title })
      await expect(details.getByTestId('job-kept')).toBeVisible()
      await details.getByRole('button', { name: `Edit waiting application to ${title}` }).click()
      const edit = c.getByRole('dialog', { name: `Edit your waiting application to ${title}` })
      await expect(edit.getByRole('textbox', { name: /Cover letter/ })).toHaveValue(OFFLINE_LETTER)
      await expect(edit.getByTestId('resume-file')).toContainText('uploaded-cv.pdf')
      await edit.getByRole('button', { name: 'Remove uploaded-cv.pdf' }).click()
      await edit
        .getByLabel('Resume file')
        .setInputFiles({ name: 'offline-cv.pdf', mimeType: 'application/pdf', buffer: RESUME_PDF })
      await expect(edit.getByTestId('resume-file-state')).toContainText("Uploads when you're back online")
      await expectAccessible(c, 'a waiting application being edited')
      await edit.getByRole('button', { name: 'Save Application' }).click()
      await expect(edit).toBeHidden()
      await expect(details.getByTestId('application-draft').getByTestId('draft-status')).toHaveText(
        'Waiting for connection'
      )
    })

    await test.step('back online: the application is delivered once, with the résumé chosen offline', async () => {
      await candidateContext.setOffline(false)
      const details = c.getByRole('dialog', { name: title })
      await expect(details.getByTestId('application-draft')).toHaveCount(0, { timeout: 30_000 })
      await expect(details.getByRole('button', { name: 'Applied' }).first()).toBeVisible()
      await expect
        .poll(async () => (await applications()).map((item) => [item.coverLetter, item.resume?.name]))
        .toEqual([[OFFLINE_LETTER, 'offline-cv.pdf']])
      await c.reload()
      await expect(
        c.getByRole('dialog', { name: title }).getByRole('button', { name: 'Applied' }).first()
      ).toBeVisible()
      expect(await applications()).toHaveLength(1)
    })

    await test.step('offline: a comment on a post waits, and is discarded or edited', async () => {
      await c.goto(`/post/${post.id}`)
      const card = c.getByTestId('post-card').filter({ hasText: postText })
      await expect(card).toBeVisible()
      await card.getByRole('button', { name: 'Comment', exact: true }).click()
      const dialog = c.getByRole('dialog', { name: 'Comments' })
      await expect(dialog.getByText('No comments yet. Start the conversation.')).toBeVisible()
      await candidateContext.setOffline(true)
      const input = dialog.getByLabel('Write a comment')
      await input.fill('Is the shift at five?')
      await input.press('Enter')
      await input.fill('Do you bake rye?')
      await input.press('Enter')
      const drafts = dialog.getByTestId('comment-draft')
      await expect(drafts).toHaveCount(2)
      await expect(drafts.first().getByTestId('draft-status')).toHaveText('Waiting for connection')
      await dialog.getByRole('button', { name: 'Discard waiting comment: Do you bake rye?' }).click()
      await expect(drafts).toHaveCount(1)
      await dialog.getByRole('button', { name: 'Edit waiting comment: Is the shift at five?' }).click()
      await dialog.getByRole('textbox', { name: 'Waiting comment' }).fill('Does the shift start at five?')
      await dialog.getByRole('button', { name: 'Save' }).click()
      await expect(drafts).toContainText('Does the shift start at five?')
      await expectAccessible(c, 'a comment waiting for connection')
    })

    await test.step('back online: the comment is delivered once', async () => {
      await candidateContext.setOffline(false)
      const dialog = c.getByRole('dialog', { name: 'Comments' })
      await expect(dialog.getByTestId('comment-draft')).toHaveCount(0, { timeout: 30_000 })
      await expect(dialog.getByTestId('comment').filter({ hasText: 'Does the shift start at five?' })).toHaveCount(1)
      await expect
        .poll(async () => (await comments()).map((item) => item.content))
        .toEqual(['Does the shift start at five?'])
      await c.reload()
      expect((await comments()).map((item) => item.content)).toEqual(['Does the shift start at five?'])
    })
  } finally {
    await employerContext.close()
    await candidateContext.close()
  }
})

interface PostAnswer {
  id: string
  content: string
  author: { id: string }
  blocks: { type: string; content: { url?: string; alt?: string } }[]
}

test('a post with a photo written offline waits above the feed, is edited, and is published once with it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const context = await browser.newContext({ baseURL })
  try {
    const c = await context.newPage()
    await registerThroughUi(c, { email: uniqueEmail('offline-post') })
    const member = await api<{ id: string }>(c, 'GET', '/api/user/me')
    const stamp = Date.now()
    const first = `Looking for a weekend bakery shift ${stamp}`
    const edited = `Looking for a weekend bakery shift, early mornings ${stamp}`
    const alt = `Bread cooling on racks ${stamp}`
    const feed = c.getByTestId('area-mfe_feed')
    const mine = async () =>
      (await api<{ posts: PostAnswer[] }>(c, 'GET', '/api/posts?type=recent&limit=50')).posts
        .filter((post) => post.author.id === member.id)
        .map((post) => post.content)

    await test.step('online: the feed and the composer open once (their code is then kept on the device)', async () => {
      await expect
        .poll(() => c.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
        .toBe(true)
      // The feed's files loaded before the service worker took the page: loaded again under it, they are kept.
      await c.goto('/home')
      await feed.getByRole('button', { name: 'Create+' }).click()
      const composer = c.getByRole('dialog', { name: 'Create a post' })
      await expect(composer.getByRole('group', { name: 'Text block 1' })).toBeVisible()
      await composer.getByRole('button', { name: 'Cancel' }).click()
      await expect(composer).toBeHidden()
    })

    await test.step('offline: a photo waits in its block; the post waits above the feed with it', async () => {
      await context.setOffline(true)
      await feed.getByRole('button', { name: 'Create+' }).click()
      const composer = c.getByRole('dialog', { name: 'Create a post' })
      await composer.getByRole('group', { name: 'Text block 1' }).getByLabel('Text', { exact: true }).fill(first)
      await composer.getByRole('button', { name: 'Add block after block 1' }).click()
      await c.getByRole('menuitem', { name: 'Image' }).click()
      const image = composer.getByRole('group', { name: 'Image block 2' })
      await image
        .getByTestId('composer-file-input')
        .setInputFiles({ name: 'shift.png', mimeType: 'image/png', buffer: pngImage() })
      await expect(image.getByTestId('pending-media')).toHaveText("Uploads when you're back online")
      const preview = image.getByRole('img', { name: 'Image waiting to upload' })
      await expect(preview).toHaveAttribute('src', /^blob:/)
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16)
      await image.getByLabel('Alt text').fill(alt)
      await expect(c.getByTestId('toast')).toHaveCount(0)
      await composer.getByRole('button', { name: 'Publish' }).click()
      await expect(composer).toBeHidden()
      await expect(c.getByTestId('toast')).toContainText("Your post is published when you're back online.")
      const waiting = feed.getByRole('list', { name: 'Waiting posts' }).getByTestId('post-draft')
      await expect(waiting).toHaveCount(1)
      await expect(waiting).toContainText(first)
      await expect(waiting.getByTestId('draft-status')).toHaveText('Waiting for connection')
      await expectAccessible(c, 'a post waiting for connection')
    })

    await test.step('offline: Edit reopens the composer with its blocks; the edit waits under the same draft', async () => {
      await feed.getByRole('button', { name: `Edit waiting post: ${first}` }).click()
      const composer = c.getByRole('dialog', { name: 'Edit waiting post' })
      const text = composer.getByRole('group', { name: 'Text block 1' }).getByLabel('Text', { exact: true })
      await expect(text).toHaveValue(first)
      const image = composer.getByRole('group', { name: 'Image block 2' })
      await expect(image.getByTestId('pending-media')).toHaveText("Uploads when you're back online")
      await expect(image.getByRole('img', { name: alt })).toHaveAttribute('src', /^blob:/)
      await expect(image.getByLabel('Alt text')).toHaveValue(alt)
      await text.fill(edited)
      await composer.getByRole('button', { name: 'Save' }).click()
      await expect(composer).toBeHidden()
      const waiting = feed.getByTestId('post-draft')
      await expect(waiting).toHaveCount(1)
      await expect(waiting).toContainText(edited)
      await expect(waiting.getByTestId('draft-status')).toHaveText('Waiting for connection')

      // Still there after a reload: it is kept on the device, and the feed itself is not.
      await c.reload()
      await expect(c.getByTestId('offline-notice')).toBeVisible()
      await expect(feed.getByTestId('offline-fallback')).toBeVisible()
      await expect(feed.getByTestId('post-draft')).toContainText(edited)
      await expectAccessible(c, 'the feed offline with a waiting post')
    })

    await test.step('back online: the photo is uploaded, then the post is published once with it', async () => {
      await context.setOffline(false)
      await expect(feed.getByTestId('post-draft')).toHaveCount(0, { timeout: 30_000 })
      const card = feed.getByTestId('post-card').filter({ hasText: edited })
      await expect(card).toHaveCount(1)
      await expect.poll(mine).toEqual([edited])
      const [post] = (await api<{ posts: PostAnswer[] }>(c, 'GET', '/api/posts?type=recent&limit=50')).posts.filter(
        (item) => item.author.id === member.id
      )
      const block = post!.blocks.find((item) => item.type === 'image')
      expect(block?.content.url).toMatch(/^\/uploads\//)
      expect(block?.content.alt).toBe(alt)
      const photo = card.getByRole('img', { name: alt })
      await photo.scrollIntoViewIfNeeded()
      await expect(photo).toHaveAttribute('src', block!.content.url!)
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16)
      // Another start of the app (and any Background Sync) sends nothing more.
      await c.reload()
      await expect(feed.getByTestId('post-card').filter({ hasText: edited })).toHaveCount(1)
      await expect(feed.getByTestId('post-draft')).toHaveCount(0)
      expect(await mine()).toEqual([edited])
    })

    // Not to outrank the next journeys' posts in everyone's feed.
    const posts = (await api<{ posts: PostAnswer[] }>(c, 'GET', '/api/posts?type=recent&limit=50')).posts
    for (const post of posts.filter((item) => item.author.id === member.id)) {
      await api(c, 'DELETE', `/api/posts/${post.id}`)
    }
  } finally {
    await context.close()
  }
})
