import { expect, test } from '@playwright/test'
import { api, DEMO_PASSWORD, logInThroughUi, registerThroughUi } from './support'

/*
| A restricted member whose write is refused reads, on that screen, what
| they cannot do and until when (the shared notice raised by the API client
| on the restriction 403), not a bare failure. Set-up through the API: a
| reported post, the admin's reject with a 3-day restriction.
*/

test('a restricted member publishing a post reads what they cannot do and until when', async ({ browser, baseURL }) => {
  test.setTimeout(180_000)
  const author = await browser.newContext({ baseURL })
  const reporter = await browser.newContext({ baseURL })
  const admin = await browser.newContext({ baseURL })
  try {
    const a = await author.newPage()
    await registerThroughUi(a)
    const post = await api<{ id: string }>(a, 'POST', '/api/posts', {
      blocks: [{ type: 'paragraph', content: { text: `Cash only, behind the station ${Date.now()}` } }],
    })
    const r = await reporter.newPage()
    await registerThroughUi(r)
    await api(r, 'POST', `/api/posts/${post.id}/report`, {})
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
    await a.getByTestId('area-mfe_feed').getByRole('button', { name: 'Create+' }).click()
    const composer = a.getByRole('dialog', { name: 'Create a post' })
    await composer.getByRole('group', { name: 'Text block 1' }).getByRole('textbox').first().fill('Back again')
    await composer.getByRole('button', { name: 'Publish' }).click()

    const notice = a.getByRole('alertdialog', { name: 'Your account is restricted' })
    await expect(notice).toBeVisible()
    await expect(notice).toContainText(
      /Your account is restricted until [A-Z][a-z]+ \d{1,2}, \d{4}\. Until .+, you can't post, comment, send messages or post jobs/
    )
    await notice.getByRole('button', { name: 'OK' }).click()
    await expect(notice).toHaveCount(0)
  } finally {
    await author.close()
    await reporter.close()
    await admin.close()
  }
})
