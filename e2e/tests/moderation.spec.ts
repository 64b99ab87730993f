import { expect, test, type Page } from '@playwright/test'
import {
  api,
  DEMO_PASSWORD,
  expectAccessible,
  logInThroughUi,
  registerThroughUi,
  signOutThroughUi,
  STRONG_PASSWORD,
  tab,
} from './support'

/*
| Moderation: a member reports a post; the admin sees it in the Review Queue of
| /admin/moderation and rejects it; it is gone from another member's feed.
| The author signs in, reads the notice on /profile/standing and appeals
| (an empty reason first: the server's words show); the appeal is back in the
| admin's queue (source 'Appeal'), the admin approves it, the post is back in
| the feed and the author's strike is lifted. A member the admin restricts
| sees the banner, reads why on the standing page at phone size and can no
| longer post.
*/

const toast = (page: Page) => page.getByTestId('toast')

test('a member reports a post; the admin rejects it; the author appeals; the admin upholds the appeal', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const author = await browser.newContext({ baseURL })
  const reporter = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
  const admin = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
  try {
    const a = await author.newPage()
    const authorEmail = await registerThroughUi(a)
    const text = `Cheap watches, wire me the money first ${Date.now()}`
    const post = await api<{ id: string }>(a, 'POST', '/api/posts', {
      blocks: [{ type: 'paragraph', content: { text } }],
    })
    // The post's own page: the ranked feed of a run full of other journeys' posts may not show it first.
    const postPage = `/post/${post.id}`

    const r = await reporter.newPage()
    await registerThroughUi(r)
    const card = r.getByTestId('post-card').filter({ hasText: text })
    await r.goto(postPage)
    await card.getByRole('button', { name: 'Post options' }).click()
    await r.getByRole('menuitem', { name: 'Report post' }).click()
    await expect(toast(r)).toContainText('Post reported')

    const m = await admin.newPage()
    await logInThroughUi(m, 'admin@hireloop.dev', DEMO_PASSWORD)
    await m.goto('/admin/moderation?tab=queue')
    const item = m.getByTestId('queue-item').filter({ hasText: text })
    await expect(item).toBeVisible({ timeout: 30_000 })
    await expect(item).toContainText('1 report')
    await expectAccessible(m, 'the review queue, 390 px wide')
    await item.getByRole('button', { name: 'Reject' }).click()
    const dialog = m.getByRole('dialog')
    await expect(dialog.getByRole('textbox')).toHaveValue('Content violates guidelines')
    await dialog.getByRole('button', { name: 'Reject' }).click()
    await expect(toast(m)).toContainText('Action completed successfully')

    await r.goto(postPage)
    await expect(r.getByTestId('post-not-found')).toBeVisible()
    await expect(r.getByTestId('post-card').filter({ hasText: text })).toHaveCount(0)

    // The author signs in again and finds the notice through the profile.
    await signOutThroughUi(a)
    await logInThroughUi(a, authorEmail, STRONG_PASSWORD)
    await tab(a, 'Profile').click()
    await a.getByRole('link', { name: 'Account standing' }).click()
    await expect(a).toHaveURL(/\/profile\/standing$/)
    await expect(a.getByRole('heading', { level: 1, name: 'Account standing' })).toBeVisible()
    const notice = a.getByTestId('standing-notice').filter({ hasText: 'Your post was removed' })
    await expect(notice).toHaveCount(1)
    // Screening queued the post as a job scam ("wire me the money first") before the report merged into its item.
    await expect(notice).toContainText('Job scams')
    await expect(notice).toContainText('Awaiting your answer')
    await expect(a.getByRole('heading', { name: '1 of 3 strikes' })).toBeVisible()
    // A report is medium severity by default and the reject dialog's default does not restrict for it: a strike,
    // no restriction, so no banner (the standing above is loaded, and the banner reads the same answer).
    await expect(a.getByRole('region', { name: 'Account restriction' })).toHaveCount(0)
    await expectAccessible(a, 'the account standing page')

    await notice.getByRole('button', { name: 'Appeal' }).click()
    const appeal = a.getByRole('dialog', { name: 'Appeal this decision' })
    await appeal.getByRole('button', { name: 'Send appeal' }).click()
    await expect(appeal).toContainText('Please tell us why this decision should be reviewed')
    await appeal
      .getByRole('textbox', { name: 'Why should we review this decision?' })
      .fill('I was selling my own watch to a friend; nobody was asked to pay first.')
    await appeal.getByRole('button', { name: 'Send appeal' }).click()
    await expect(toast(a)).toContainText('Your appeal has been sent for review')
    await expect(appeal).toHaveCount(0)
    await expect(notice).toContainText('Appeal under review')
    await expect(notice.getByRole('button')).toHaveCount(0)

    // The appeal is back in the admin's queue; the admin upholds it.
    await m.goto('/admin/moderation?tab=queue')
    const appealed = m.getByTestId('queue-item').filter({ hasText: text })
    await expect(appealed).toBeVisible({ timeout: 30_000 })
    await expect(appealed).toContainText('Appeal')
    await appealed.getByRole('button', { name: 'Approve' }).click()
    const approve = m.getByRole('dialog', { name: 'Approve this post?' })
    await approve.getByRole('button', { name: 'Approve' }).click()
    await expect(toast(m)).toContainText('Action completed successfully')

    await expect(async () => {
      await r.goto(postPage)
      await expect(r.getByTestId('post-card').filter({ hasText: text })).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 30_000 })

    await a.reload()
    await expect(notice).toContainText('Reversed: strike lifted')
    await expect(a.getByRole('heading', { name: '0 of 3 strikes' })).toBeVisible()
  } finally {
    await author.close()
    await reporter.close()
    await admin.close()
  }
})

test('a restricted member sees the banner, reads why on the standing page (360 px) and cannot post', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const author = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } })
  const reporter = await browser.newContext({ baseURL })
  const admin = await browser.newContext({ baseURL })
  try {
    const a = await author.newPage()
    await registerThroughUi(a)
    const text = `Meet me behind the station with cash ${Date.now()}`
    const post = await api<{ id: string }>(a, 'POST', '/api/posts', {
      blocks: [{ type: 'paragraph', content: { text } }],
    })

    const r = await reporter.newPage()
    await registerThroughUi(r)
    await api(r, 'POST', `/api/posts/${post.id}/report`, {})

    // The admin rejects it and restricts the author for 3 days (the queue's own dialog restricts by severity only).
    const m = await admin.newPage()
    await logInThroughUi(m, 'admin@hireloop.dev', DEMO_PASSWORD)
    const queue = await api<{ items: Array<{ id: string; contentId: string }> }>(
      m,
      'GET',
      '/api/moderation/queue?contentType=post&limit=100'
    )
    const item = queue.items.find((entry) => entry.contentId === post.id)
    expect(item, 'the reported post in the queue').toBeTruthy()
    await api(m, 'POST', `/api/moderation/queue/${item!.id}/action`, {
      action: 'reject',
      reason: 'Content violates guidelines',
      restrictUser: true,
      restrictDuration: 3,
    })

    await a.reload()
    const banner = a.getByRole('region', { name: 'Account restriction' })
    await expect(banner).toHaveText(
      /^Your account is restricted until .+: you can't post, comment, send messages or post jobs\.See why$/
    )
    await expectAccessible(a, 'home with the restriction banner, 360 px wide')

    await banner.getByRole('link', { name: 'See why' }).click()
    await expect(a).toHaveURL(/\/profile\/standing$/)
    await expect(a.getByRole('heading', { name: '1 of 3 strikes' })).toBeVisible()
    await expect(a.getByRole('main')).toContainText('Your account is restricted until')
    const notice = a.getByTestId('standing-notice').filter({ hasText: 'Your post was removed' })
    await expect(notice.getByRole('button', { name: 'Acknowledge' })).toBeVisible()
    await expectAccessible(a, 'the account standing page of a restricted member, 360 px wide')

    // Keyboard: Acknowledge is reachable and works from the keyboard.
    await notice.getByRole('button', { name: 'Acknowledge' }).focus()
    await a.keyboard.press('Enter')
    await expect(toast(a)).toContainText('Thanks for reviewing the community guidelines')
    await expect(notice).toContainText('Acknowledged')
    await expect(notice.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0)

    await expect(
      api(a, 'POST', '/api/posts', { blocks: [{ type: 'paragraph', content: { text: `Still here ${Date.now()}` } }] })
    ).rejects.toThrow(/: 403 /)
  } finally {
    await author.close()
    await reporter.close()
    await admin.close()
  }
})
