import { expect, test, type Page } from '@playwright/test'
import { api, DEMO_PASSWORD, expectAccessible, logInThroughUi, postJob } from './support'

/*
| The admin tools: a member soft-deletes their own comment and
| the admin restores it from /admin/comments (part 1 §6); the admin marks the
| demo employer's company verified from /admin/companies and its job card in
| /jobs shows the Verified badge (part 2).
*/

const toast = (page: Page) => page.getByTestId('toast')
const PHONE = { width: 390, height: 844 }

test('the admin restores a deleted comment and verifies a company; the badge shows on its job', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const employer = await browser.newContext({ baseURL })
  const member = await browser.newContext({ baseURL, viewport: PHONE })
  const admin = await browser.newContext({ baseURL, viewport: PHONE })
  try {
    const e = await employer.newPage()
    await logInThroughUi(e, 'employer@hireloop.dev', DEMO_PASSWORD)
    const stamp = Date.now()
    const heading = `Grid maintenance update ${stamp}`
    await api(e, 'POST', '/api/posts', {
      blocks: [
        { type: 'heading', content: { text: heading, level: 2 } },
        { type: 'paragraph', content: { text: 'We replaced the old transformer this week.' } },
      ],
    })
    const jobTitle = `Line Technician ${stamp}`
    await postJob(e, jobTitle)
    const [company] = await api<Array<{ id: string; name: string; verified: boolean }>>(e, 'GET', '/api/companies')
    expect(company!.verified).toBe(false)

    const comment = `Nice work on the transformer ${stamp}`
    const m = await member.newPage()
    await logInThroughUi(m, 'candidate@hireloop.dev', DEMO_PASSWORD)
    const card = m.getByTestId('post-card').filter({ has: m.getByRole('heading', { name: heading }) })
    await test.step('the member comments on the post and deletes their comment', async () => {
      await m.reload()
      await card.getByRole('button', { name: 'Comment', exact: true }).click()
      const comments = m.getByRole('dialog', { name: 'Comments' })
      await comments.getByLabel('Write a comment').fill(comment)
      await comments.getByLabel('Write a comment').press('Enter')
      const mine = comments.getByTestId('comment').filter({ hasText: comment })
      await expect(mine).toBeVisible()
      await mine.getByRole('button', { name: 'Comment options' }).click()
      await m.getByRole('menuitem', { name: 'Delete' }).click()
      await m.getByRole('dialog', { name: 'Delete comment' }).getByRole('button', { name: 'Delete' }).click()
      await expect(toast(m)).toContainText('Comment deleted.')
      await expect(mine).toHaveCount(0)
      await comments.getByRole('button', { name: 'Close comments' }).click()
    })

    const a = await admin.newPage()
    await logInThroughUi(a, 'admin@hireloop.dev', DEMO_PASSWORD)
    await test.step('the admin restores it from /admin/comments', async () => {
      await a.goto('/admin/moderation')
      await a.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: 'Deleted comments' }).click()
      await expect(a).toHaveURL(/\/admin\/comments$/)
      await expect(a.getByRole('heading', { level: 1, name: 'Deleted comments' })).toBeVisible()
      const row = a.getByTestId('deleted-comment').filter({ hasText: comment })
      await expect(row).toBeVisible()
      await expect(row).toContainText('By ')
      await expect(row.getByRole('link', { name: 'View post' })).toHaveAttribute('href', /^\/post\/[0-9a-f-]{36}$/)
      await expectAccessible(a, 'the deleted comments page, 390 px wide')
      await row.getByRole('button', { name: 'Restore' }).click()
      await expect(toast(a)).toContainText('Comment restored.')
      await expect(row).toHaveCount(0)
    })

    await test.step('the comment is back on the post', async () => {
      await m.reload()
      await card.getByRole('button', { name: '1 comment' }).click()
      const comments = m.getByRole('dialog', { name: 'Comments' })
      await expect(comments.getByTestId('comment').filter({ hasText: comment })).toBeVisible()
      await comments.getByRole('button', { name: 'Close comments' }).click()
    })

    await test.step("the admin marks the demo employer's company verified", async () => {
      await a.goto('/admin/companies')
      await expect(a.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible()
      await a.getByRole('searchbox', { name: 'Search companies' }).fill(company!.name)
      const row = a.getByTestId('company').filter({ hasText: company!.name })
      await expect(row).toHaveCount(1)
      await expectAccessible(a, 'the companies page, 390 px wide')
      await row.getByRole('button', { name: 'Mark verified' }).click()
      await expect(toast(a)).toContainText(`${company!.name} is now verified`)
      await expect(row.getByRole('button', { name: 'Remove verification' })).toBeVisible()
      await expect(row.getByText('Verified', { exact: true })).toBeVisible()
    })

    await test.step('the job card in /jobs shows the Verified badge', async () => {
      await m.goto('/jobs')
      const job = m.getByTestId('job-card').filter({ hasText: jobTitle })
      await expect(job).toBeVisible({ timeout: 30_000 })
      await expect(job.getByRole('img', { name: 'Verified' })).toBeVisible()
    })
  } finally {
    await employer.close()
    await member.close()
    await admin.close()
  }
})
