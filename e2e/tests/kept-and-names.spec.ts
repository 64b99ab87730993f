import { expect, test, type Browser, type Page } from '@playwright/test'
import {
  api,
  DEMO_PASSWORD,
  expectAccessible,
  logInThroughUi,
  postJob,
  registerThroughUi,
  uniqueEmail,
} from './support'

/*
| What a member keeps can be found again, and every name leads to a profile,
| at phone size (390×844). A saved job and a saved post are found under Saved
| (from the profile's quick actions), opened from there and removed; the
| archived posts listed on the profile are restored or deleted; My
| Applications counts every application, not the page loaded. A comment's
| author, an applicant on the employer's side, the candidate of a referral
| request, the other member of a conversation and the author of a queued
| report open that member's profile page; a profile hidden by moderation
| answers "Profile not available". Each journey makes its own members and
| finds its items by their own words or addresses, never by the feed's order.
*/

const PHONE = { width: 390, height: 844 }
const toast = (page: Page) => page.getByTestId('toast')
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

type Me = { id: string; name: string; email: string }
const me = (page: Page) => api<Me>(page, 'GET', '/api/user/me')

/** A new member signed in at phone size, in a browser of their own. */
async function member(browser: Browser, baseURL: string | undefined, userType: 'Candidate' | 'Employer' = 'Candidate') {
  const context = await browser.newContext({ baseURL, viewport: PHONE })
  const page = await context.newPage()
  // An employer's address needs a company domain of its own.
  const email = userType === 'Employer' ? uniqueEmail('kept', `kept-${Date.now()}.example`) : uniqueEmail('kept')
  await registerThroughUi(page, { email, userType })
  return { context, page, ...(await me(page)) }
}

const APPLICATION = {
  coverLetter: 'I have kept protection-relay records audit-ready for six years and know the grid rules well.',
  selectedSkills: ['Communication'],
  selectedAvailability: ['Weekends'],
  isEighteenOrOlder: true,
  isAuthorizedToWork: true,
  doesNotRequireSponsorship: true,
}

async function pageWidth(page: Page) {
  return page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth))
}

/** The profile's quick action "Saved", reached from the tab bar as a member does. */
async function openSavedFromProfile(page: Page) {
  await mainNav(page).getByRole('link', { name: 'Profile' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await page.getByRole('link', { name: 'Saved', exact: true }).click()
  await expect(page).toHaveURL(/\/saved$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible()
}

/** The member's profile page for `person`, as another member sees it. */
async function expectProfileOf(page: Page, person: { id: string; name: string }) {
  await expect(page).toHaveURL(new RegExp(`/people/${person.id}$`))
  const profile = page.getByRole('article', { name: person.name })
  await expect(profile).toBeVisible()
  await expect(profile.getByRole('heading', { level: 1, name: person.name })).toBeVisible()
  return profile
}

test('a saved job is found under Saved from the profile, opened from there and removed', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const employer = await member(browser, baseURL, 'Employer')
  const title = `Kept Relay Technician ${Date.now()}`
  const jobId = await postJob(employer.page, title)
  const candidate = await member(browser, baseURL)
  const c = candidate.page
  try {
    const card = c.getByTestId('area-mfe_jobs').getByTestId('job-card').filter({ hasText: title })
    await test.step('Saved starts empty; back on /jobs, the candidate saves the job from its card', async () => {
      await c.goto(`/jobs?keyword=${encodeURIComponent(title)}`)
      await expect(card.getByRole('button', { name: 'Save job' })).toHaveAttribute('aria-pressed', 'false')
      await openSavedFromProfile(c)
      await c.getByRole('tab', { name: 'Jobs' }).click()
      await expect(c.getByText('No saved jobs')).toBeVisible()
      await c.goBack()
      await expect(c).toHaveURL(/\/profile$/)
      await c.goBack()
      await expect(c).toHaveURL(/\/jobs\?keyword=/)
      await card.getByRole('button', { name: 'Save job' }).click()
      await expect(toast(c)).toContainText('Job Saved!')
      await expect(card.getByRole('button', { name: 'Unsave job' })).toHaveAttribute('aria-pressed', 'true')
    })

    const saved = c.getByTestId('saved-job').filter({ hasText: title })
    await test.step('Profile → Saved → the Jobs tab lists it with its company and place', async () => {
      await openSavedFromProfile(c)
      await c.getByRole('tab', { name: 'Jobs' }).click()
      await expect(c).toHaveURL(/\/saved\?tab=jobs$/)
      await expect(c.getByRole('list', { name: 'Saved jobs' }).getByTestId('saved-job')).toHaveCount(1)
      await expect(saved).toContainText('Austin')
      expect(await pageWidth(c)).toBeLessThanOrEqual(390)
      await expectAccessible(c, 'the saved jobs, 390 px wide')
    })

    await test.step('its title opens the job; closing the details lands on /jobs', async () => {
      await saved.getByRole('link', { name: title }).click()
      await expect(c).toHaveURL(new RegExp(`/jobs/${jobId}$`))
      const detail = c.getByRole('dialog', { name: title })
      await expect(detail.getByRole('heading', { name: title })).toBeVisible()
      await expect(detail.getByRole('button', { name: 'Saved', exact: true })).toBeVisible()
      await detail.getByRole('button', { name: 'Close' }).click()
      await expect(c.getByRole('dialog')).toHaveCount(0)
    })

    await test.step('removed from Saved, it is gone there and shows unsaved on /jobs without a reload', async () => {
      await openSavedFromProfile(c)
      await c.getByRole('tab', { name: 'Jobs' }).click()
      await saved.getByRole('button', { name: `Remove saved job ${title}` }).click()
      await expect(toast(c)).toContainText('Job Removed')
      await expect(c.getByText('No saved jobs')).toBeVisible()
      await mainNav(c).getByRole('link', { name: 'Jobs' }).click()
      const jobs = c.getByTestId('area-mfe_jobs')
      await jobs.getByRole('textbox', { name: 'Keyword' }).fill(title)
      await jobs.getByRole('button', { name: 'Search', exact: true }).click()
      await expect(card.getByRole('button', { name: 'Save job' })).toHaveAttribute('aria-pressed', 'false')
      await card.getByRole('button', { name: `View details of ${title}` }).click()
      await expect(
        c.getByRole('dialog', { name: title }).getByRole('button', { name: 'Save Job', exact: true })
      ).toBeVisible()
    })

    await test.step('and stays removed after a reload', async () => {
      await c.goto('/saved?tab=jobs')
      await expect(c.getByText('No saved jobs')).toBeVisible()
      const { jobs } = await api<{ jobs: Array<{ id: string }> }>(c, 'GET', '/api/jobs?saved=true')
      expect(jobs.map((job) => job.id)).not.toContain(jobId)
    })
  } finally {
    await employer.context.close()
    await candidate.context.close()
  }
})

test("a post saved from its menu is found under Saved's posts, opened from there and removed", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const author = await member(browser, baseURL)
  const reader = await member(browser, baseURL)
  const r = reader.page
  const text = `Kept field notes on breaker testing ${Date.now()}`
  try {
    const post = await api<{ id: string }>(author.page, 'POST', '/api/posts', {
      blocks: [{ type: 'paragraph', content: { text } }],
    })
    const card = r.getByTestId('post-card').filter({ hasText: text })

    await test.step('Saved starts empty; back on the post, the reader saves it from its menu', async () => {
      await r.goto(`/post/${post.id}`)
      await expect(card).toBeVisible()
      await openSavedFromProfile(r)
      await expect(r.getByText('No saved posts')).toBeVisible()
      await r.goBack()
      await expect(r).toHaveURL(/\/profile$/)
      await r.goBack()
      await expect(r).toHaveURL(new RegExp(`/post/${post.id}$`))
      await card.getByRole('button', { name: 'Post options' }).click()
      await r.getByRole('menuitem', { name: 'Save bookmark' }).click()
      await expect(toast(r)).toContainText('Find it under Saved on your profile.')
    })

    const saved = r.getByTestId('saved-post').filter({ hasText: text })
    await test.step('Profile → Saved lists it under Posts with its author', async () => {
      await openSavedFromProfile(r)
      await expect(r.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true')
      await expect(r.getByRole('list', { name: 'Saved posts' }).getByTestId('saved-post')).toHaveCount(1)
      await expect(saved.getByRole('link', { name: author.name })).toHaveAttribute('href', `/people/${author.id}`)
      expect(await pageWidth(r)).toBeLessThanOrEqual(390)
      await expectAccessible(r, 'the saved posts, 390 px wide')
    })

    await test.step('its words open the post, whose menu offers to remove the bookmark', async () => {
      await saved.getByRole('link', { name: text }).click()
      await expect(r).toHaveURL(new RegExp(`/post/${post.id}$`))
      await expect(card).toBeVisible()
      await card.getByRole('button', { name: 'Post options' }).click()
      await expect(r.getByRole('menuitem', { name: 'Remove bookmark' })).toBeVisible()
      await r.keyboard.press('Escape')
    })

    await test.step('removed from Saved, it is gone there and unsaved on its page, back without a reload', async () => {
      await openSavedFromProfile(r)
      await saved.getByRole('button', { name: `Remove saved post by ${author.name}` }).click()
      await expect(toast(r)).toContainText('Bookmark removed')
      await expect(r.getByText('No saved posts')).toBeVisible()
      await r.goBack()
      await expect(r).toHaveURL(/\/profile$/)
      await r.goBack()
      await expect(r).toHaveURL(new RegExp(`/post/${post.id}$`))
      await card.getByRole('button', { name: 'Post options' }).click()
      await expect(r.getByRole('menuitem', { name: 'Save bookmark' })).toBeVisible()
      await r.keyboard.press('Escape')
    })

    await test.step('and stays removed after a reload', async () => {
      await r.goto('/saved')
      await expect(r.getByText('No saved posts')).toBeVisible()
      const { posts } = await api<{ posts: Array<{ id: string }> }>(r, 'GET', '/api/posts/bookmarks')
      expect(posts.map((item) => item.id)).not.toContain(post.id)
    })
  } finally {
    await author.context.close()
    await reader.context.close()
  }
})

test('archived posts are listed on the profile: one restored, one deleted', async ({ browser, baseURL }) => {
  test.setTimeout(180_000)
  const author = await member(browser, baseURL)
  const a = author.page
  const stamp = Date.now()
  const kept = `Kept: a week of relay audits ${stamp}`
  const dropped = `Dropped: a draft about substations ${stamp}`
  try {
    const keptPost = await api<{ id: string }>(a, 'POST', '/api/posts', {
      blocks: [{ type: 'paragraph', content: { text: kept } }],
    })
    const droppedPost = await api<{ id: string }>(a, 'POST', '/api/posts', {
      blocks: [{ type: 'paragraph', content: { text: dropped } }],
    })
    await api(a, 'PATCH', `/api/posts/${droppedPost.id}/archive`, { isArchived: true })

    const archived = a.getByRole('region', { name: 'Archived posts' })
    const item = (words: string) => archived.getByTestId('archived-post').filter({ hasText: words })
    const card = a.getByTestId('post-card').filter({ hasText: kept })
    await test.step('the profile lists the post archived earlier; back on another post, its menu archives it', async () => {
      await a.goto(`/post/${keptPost.id}`)
      await expect(card).toBeVisible()
      await mainNav(a).getByRole('link', { name: 'Profile' }).click()
      await expect(archived.getByTestId('archived-post')).toHaveCount(1)
      await expect(item(dropped)).toBeVisible()
      await a.goBack()
      await expect(a).toHaveURL(new RegExp(`/post/${keptPost.id}$`))
      await card.getByRole('button', { name: 'Post options' }).click()
      await a.getByRole('menuitem', { name: 'Archive post' }).click()
      await a.getByRole('dialog', { name: 'Archive post' }).getByRole('button', { name: 'Archive' }).click()
      await expect(toast(a)).toContainText('Post archived')
      await expect(card.getByText('Archived', { exact: true })).toBeVisible()
    })

    await test.step('the profile lists both under Archived posts without a reload', async () => {
      await mainNav(a).getByRole('link', { name: 'Profile' }).click()
      await expect(a).toHaveURL(/\/profile$/)
      await expect(archived.getByTestId('archived-post')).toHaveCount(2)
      await expect(item(kept).getByRole('link', { name: kept })).toHaveAttribute('href', `/post/${keptPost.id}`)
      expect(await pageWidth(a)).toBeLessThanOrEqual(390)
      await expectAccessible(a, 'the profile with archived posts, 390 px wide')
    })

    await test.step('Restore puts one back: off the list, no longer archived on its page', async () => {
      await item(kept).getByRole('button', { name: 'Restore' }).click()
      await expect(toast(a)).toContainText('Post restored to the feed.')
      await expect(item(kept)).toHaveCount(0)
      await expect(item(dropped)).toBeVisible()
      await a.goBack()
      await expect(a).toHaveURL(new RegExp(`/post/${keptPost.id}$`))
      await expect(card).toBeVisible()
      await expect(card.getByText('Archived', { exact: true })).toHaveCount(0)
      await card.getByRole('button', { name: 'Post options' }).click()
      await expect(a.getByRole('menuitem', { name: 'Archive post' })).toBeVisible()
      await a.keyboard.press('Escape')
      await mainNav(a).getByRole('link', { name: 'Profile' }).click()
      await expect(a).toHaveURL(/\/profile$/)
      await expect(archived.getByTestId('archived-post')).toHaveCount(1)
    })

    await test.step('Delete, after its confirmation, removes the other for good', async () => {
      await item(dropped).getByRole('button', { name: 'Delete' }).click()
      const confirm = a.getByRole('dialog', { name: 'Delete post' })
      await expect(confirm).toContainText('This cannot be undone.')
      await expectAccessible(a, 'the delete confirmation on the profile')
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await expect(toast(a)).toContainText('Post deleted')
      await expect(confirm).toHaveCount(0)
      await expect(archived).toHaveCount(0)
      await a.reload()
      await expect(a.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(archived).toHaveCount(0)
    })

    await test.step('the restored post shows on its page, the deleted one is not found', async () => {
      await a.goto(`/post/${keptPost.id}`)
      await expect(card).toBeVisible()
      await expect(card.getByText('Archived', { exact: true })).toHaveCount(0)
      await a.goto(`/post/${droppedPost.id}`)
      await expect(a.getByTestId('post-not-found')).toBeVisible()
    })
  } finally {
    await author.context.close()
  }
})

test('My Applications counts every application, not the page loaded', async ({ browser, baseURL }) => {
  test.setTimeout(240_000)
  const employer = await member(browser, baseURL, 'Employer')
  const candidate = await member(browser, baseURL)
  const c = candidate.page
  const stamp = Date.now()
  const count = 21
  try {
    const e = employer.page
    await api(e, 'POST', '/api/companies', { name: `Kept Utilities ${stamp}`, description: 'Grid compliance' })
    const [company] = await api<Array<{ id: string }>>(e, 'GET', '/api/companies')
    for (let n = 1; n <= count; n++) {
      const job = await api<{ id: string }>(e, 'POST', '/api/jobs', {
        companyId: company!.id,
        title: `Kept Meter Reader ${n} ${stamp}`,
        category: 'Audit & Risk',
        payRate: 18,
        payUnit: 'hr',
        schedule: 'Part-time',
        location: 'Austin',
        state: 'Texas',
        country: 'United States',
        zipcode: '78701',
        description: 'Read the meters of our Austin customers and keep every record in order.',
        requirements: '',
      })
      await api(c, 'POST', `/api/jobs/${job.id}/apply`, APPLICATION)
    }

    await c.goto('/applications')
    const list = c.getByRole('list', { name: 'Your applications' })
    await expect(list.getByTestId('application-card')).toHaveCount(20)
    const header = c.getByTestId('area-mfe_jobs')
    await expect(header.getByTestId('count-badge')).toHaveText(String(count))
    await expect(header.getByText(`(${count} applications)`)).toBeAttached()
    await expectAccessible(c, 'My Applications with more than a page, 390 px wide')
    await c.getByRole('button', { name: 'Load More' }).click()
    await expect(list.getByTestId('application-card')).toHaveCount(count)
    await expect(header.getByTestId('count-badge')).toHaveText(String(count))
    await expect(c.getByRole('button', { name: 'Load More' })).toHaveCount(0)
  } finally {
    await employer.context.close()
    await candidate.context.close()
  }
})

test("a comment's author and the other member of a conversation open their profile pages", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const author = await member(browser, baseURL)
  const commenter = await member(browser, baseURL)
  const a = author.page
  const text = `Kept: who is at the substation open day ${Date.now()}`
  try {
    const post = await api<{ id: string }>(a, 'POST', '/api/posts', {
      blocks: [{ type: 'paragraph', content: { text } }],
    })
    await api(commenter.page, 'POST', `/api/posts/${post.id}/comments`, { content: 'I will bring the test set.' })

    await test.step("the comment's author name opens their profile", async () => {
      await a.goto(`/post/${post.id}`)
      const card = a.getByTestId('post-card').filter({ hasText: text })
      await card.getByRole('button', { name: '1 comment' }).click()
      const comments = a.getByRole('dialog', { name: 'Comments' })
      const comment = comments.getByRole('listitem', { name: `Comment by ${commenter.name}` })
      await expect(comment).toContainText('I will bring the test set.')
      await comment.getByRole('link', { name: commenter.name }).click()
      await expectProfileOf(a, commenter)
      await expect(a.getByRole('dialog', { name: 'Comments' })).toHaveCount(0)
      await expectAccessible(a, "a commenter's profile, 390 px wide")
    })

    // Members message their connections: the commenter asks, the author accepts.
    const request = await api<{ id: string }>(commenter.page, 'POST', '/api/connections', { targetId: author.id })
    await api(a, 'POST', `/api/connections/${request.id}/accept`)
    const { thread } = await api<{ thread: { id: string } }>(a, 'POST', '/api/threads', {
      recipientId: commenter.id,
    })
    await api(a, 'POST', `/api/threads/${thread.id}/messages`, { content: 'Thanks for the comment, see you there.' })
    const c = commenter.page

    await test.step('the name in the conversation list opens the other member’s profile', async () => {
      await c.goto('/messages')
      const row = c.getByRole('list', { name: 'Conversations' }).getByRole('listitem').filter({ hasText: author.name })
      await row.getByTestId('thread-name').getByRole('link', { name: author.name }).click()
      const profile = await expectProfileOf(c, author)
      // Connected: a candidate may message them or ask them for a referral.
      const actions = profile.getByTestId('member-actions')
      await expect(actions.getByRole('button', { name: 'Message' })).toBeVisible()
      await expect(actions.getByRole('link', { name: 'Refer' })).toBeVisible()
    })

    await test.step("the open conversation's heading names them and links to their profile", async () => {
      await c.goto(`/messages?thread=${thread.id}`)
      await expect(c.getByRole('list', { name: 'Messages' })).toContainText('Thanks for the comment')
      await c.getByRole('heading', { level: 2, name: author.name }).getByRole('link', { name: author.name }).click()
      await expectProfileOf(c, author)
    })
  } finally {
    await author.context.close()
    await commenter.context.close()
  }
})

test("the employer opens an applicant's profile from the applications panel; the referrer opens the candidate's from the request", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const employer = await member(browser, baseURL, 'Employer')
  const title = `Kept Field Auditor ${Date.now()}`
  const jobId = await postJob(employer.page, title)
  const candidate = await member(browser, baseURL)
  const referrer = await member(browser, baseURL)
  try {
    await api(candidate.page, 'POST', `/api/jobs/${jobId}/apply`, APPLICATION)
    await api(candidate.page, 'POST', '/api/referrals', {
      jobId,
      referrerEmail: referrer.email,
      message: 'We audited the same sites: would you vouch for me?',
    })

    await test.step("the applicant's name in the dashboard's applications panel opens their profile", async () => {
      const e = employer.page
      await e.goto('/dashboard?view=applications')
      await e.getByRole('button', { name: title, exact: true }).click()
      const card = e
        .getByRole('region', { name: `Applications for ${title}` })
        .getByTestId('applicant-card')
        .filter({ hasText: candidate.name })
      await card.getByRole('heading').getByRole('link', { name: candidate.name }).click()
      await expectProfileOf(e, candidate)
      await expectAccessible(e, "an applicant's profile, 390 px wide")
      await e.goBack()
      await expect(e.getByRole('region', { name: `Applications for ${title}` })).toBeVisible()
    })

    await test.step("the referral request links to the candidate's profile", async () => {
      const r = referrer.page
      await r.goto('/referrals?tab=inbox')
      await r.getByRole('tab', { name: /^Requests to Answer/ }).click()
      const card = r.getByTestId('referral-received').filter({ hasText: title })
      await card.getByRole('link', { name: `${candidate.name}'s profile` }).click()
      await expectProfileOf(r, candidate)
    })
  } finally {
    await employer.context.close()
    await candidate.context.close()
    await referrer.context.close()
  }
})

test('the admin opens a reported member\'s profile from the queue; once rejected it answers "Profile not available"', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const reported = await member(browser, baseURL)
  const reporter = await member(browser, baseURL)
  const adminContext = await browser.newContext({ baseURL, viewport: PHONE })
  try {
    await api(reporter.page, 'POST', '/api/moderation/reports', {
      contentType: 'profile',
      contentId: reported.id,
      reason: 'Impersonating a utility inspector',
    })
    const m = await adminContext.newPage()
    await logInThroughUi(m, 'admin@hireloop.dev', DEMO_PASSWORD)
    const item = m.getByTestId('queue-item').filter({ hasText: 'Impersonating a utility inspector' }).filter({
      hasText: reported.name,
    })

    await test.step("the author's name on the queued report opens their profile", async () => {
      // /admin is the moderation dashboard's address too.
      await m.goto('/admin')
      await expect(m).toHaveURL(/\/admin\/moderation$/)
      await expect(m.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible()
      await m.goto('/admin/moderation?tab=queue')
      await expect(item).toBeVisible({ timeout: 30_000 })
      // On a phone the admin tools sit under the title, which keeps its word whole on one line.
      const title = m.getByRole('heading', { level: 1, name: 'Moderation' })
      const tools = m.getByRole('navigation', { name: 'Admin tools' })
      expect((await title.boundingBox())!.height).toBeLessThan(48)
      expect((await tools.boundingBox())!.y).toBeGreaterThan((await title.boundingBox())!.y)
      await item.getByTestId('queue-meta').getByRole('link', { name: reported.name }).click()
      await expectProfileOf(m, reported)
      await m.goBack()
      await expect(item).toBeVisible()
    })

    await test.step('the admin rejects the profile', async () => {
      await item.getByRole('button', { name: 'Reject' }).click()
      const dialog = m.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Reject' }).click()
      await expect(toast(m)).toContainText('Action completed successfully')
    })

    await test.step('another member opening it reads "Profile not available"; its owner still sees their own', async () => {
      const r = reporter.page
      await r.goto(`/people/${reported.id}`)
      await expect(r.getByTestId('profile-unavailable')).toContainText('Profile not available')
      await expect(r.getByRole('article', { name: reported.name })).toHaveCount(0)
      await expectAccessible(r, 'a profile hidden by moderation, 390 px wide')
      const own = reported.page
      await own.goto(`/people/${reported.id}`)
      await expect(own).toHaveURL(/\/profile$/)
    })
  } finally {
    await reported.context.close()
    await reporter.context.close()
    await adminContext.close()
  }
})

test('a member reports another member’s profile and blocks them; their conversation closes to both', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const reporter = await member(browser, baseURL)
  const other = await member(browser, baseURL)
  const r = reporter.page
  try {
    const request = await api<{ id: string }>(other.page, 'POST', '/api/connections', { targetId: reporter.id })
    await api(r, 'POST', `/api/connections/${request.id}/accept`)
    const { thread } = await api<{ thread: { id: string } }>(other.page, 'POST', '/api/threads', {
      recipientId: reporter.id,
    })
    await api(other.page, 'POST', `/api/threads/${thread.id}/messages`, { content: 'Are you at the open day?' })

    await r.goto(`/people/${other.id}`)
    const profile = await expectProfileOf(r, other)
    const more = r.getByRole('button', { name: 'More actions' })

    await test.step('Report profile: a guideline, the moderators’ answer, and once only', async () => {
      await more.click()
      await r.getByRole('menuitem', { name: 'Report profile' }).click()
      const dialog = r.getByRole('dialog', { name: 'Report profile' })
      await expect(dialog.getByRole('button', { name: 'Report' })).toBeDisabled()
      await dialog.getByRole('radio').first().check()
      await dialog.getByLabel('Details (optional)').fill('The profile photo is of someone else.')
      await expectAccessible(r, 'the report dialog, 390 px wide')
      await dialog.getByRole('button', { name: 'Report' }).click()
      await expect(r.getByTestId('toast').filter({ hasText: 'Profile reported' })).toBeVisible()
      await expect(dialog).toHaveCount(0)
      await expect(more).toBeFocused()

      await more.click()
      await r.getByRole('menuitem', { name: 'Report profile' }).click()
      await dialog.getByRole('radio').first().check()
      await dialog.getByRole('button', { name: 'Report' }).click()
      await expect(r.getByTestId('toast').filter({ hasText: 'Already Reported' })).toBeVisible()
    })

    await test.step('Block: confirmed, then the profile says what it means', async () => {
      await more.click()
      await r.getByRole('menuitem', { name: 'Block' }).click()
      const confirm = r.getByRole('dialog', { name: `Block ${other.name}?` })
      await expect(confirm).toContainText('is not told')
      await confirm.getByRole('button', { name: 'Block' }).click()
      await expect(profile).toContainText(`You blocked ${other.name}.`)
      await expect(profile.getByRole('button', { name: 'Message' })).toHaveCount(0)
    })

    await test.step('the conversation can no longer be written to, from either side', async () => {
      await r.goto(`/messages?thread=${thread.id}`)
      await expect(r.getByRole('list', { name: 'Messages' })).toContainText('Are you at the open day?')
      await expect(r.getByText(`You blocked ${other.name}, so neither of you can send messages here.`)).toBeVisible()
      await expect(
        api(other.page, 'POST', `/api/threads/${thread.id}/messages`, { content: 'Hello?' })
      ).rejects.toThrow(/: 403 /)
    })
  } finally {
    await reporter.context.close()
    await other.context.close()
  }
})
