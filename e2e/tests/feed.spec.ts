import { expect, test, type Locator, type Page } from '@playwright/test'
import { api, expectAccessible, registerThroughUi, uniqueEmail } from './support'

/*
| The feed remote against the real backend. Two people in two browser
| contexts: an author who writes, edits, archives and deletes a post, and a
| reader who reacts, comments, reports, searches and opens a shared link.
*/

const toast = (page: Page) => page.getByTestId('toast')
const feed = (page: Page) => page.getByTestId('area-mfe_feed')
const postCard = (page: Page, heading: string) =>
  page.getByTestId('post-card').filter({ has: page.getByRole('heading', { name: heading }) })
const nameOf = (email: string) => email.split('@')[0]!

/** A genuine small PNG, drawn by the browser itself. */
async function drawPng(page: Page, width = 24, height = 16) {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas')
      canvas.width = w
      canvas.height = h
      const context = canvas.getContext('2d')!
      context.fillStyle = '#2563eb'
      context.fillRect(0, 0, w, h)
      return canvas.toDataURL('image/png').split(',')[1]!
    },
    [width, height] as const
  )
  return Buffer.from(base64, 'base64')
}

async function openPostMenu(card: Locator, item: string) {
  await card.getByRole('button', { name: 'Post options' }).click()
  await card.page().getByRole('menuitem', { name: item }).click()
}

test('write a block post, react and comment from a second account, report, search, share, edit, archive and delete', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(360_000)
  const author = await browser.newContext({ baseURL })
  const reader = await browser.newContext({ baseURL, permissions: ['clipboard-read', 'clipboard-write'] })
  try {
    const a = await author.newPage()
    const b = await reader.newPage()
    const authorEmail = await registerThroughUi(a, { email: uniqueEmail('feedauthor') })
    const readerEmail = await registerThroughUi(b, { email: uniqueEmail('feedreader') })
    const heading = `Open day ${Date.now()}`
    let postId = ''

    await test.step('the composer refuses an empty post', async () => {
      await feed(a).getByRole('button', { name: 'Create+' }).click()
      const composer = a.getByRole('dialog', { name: 'Create a post' })
      await expect(composer.getByRole('group', { name: 'Text block 1' })).toBeVisible()
      await expectAccessible(a, 'the composer')
      // The only block cannot be removed.
      await expect(composer.getByRole('button', { name: 'Remove Text block 1' })).toBeDisabled()
      await composer.getByRole('button', { name: 'Publish' }).click()
      await expect(toast(a)).toContainText('Empty content')
      await expect(toast(a)).toContainText('Please add some content before publishing.')
      // Only images and videos may be uploaded.
      await composer.getByRole('button', { name: 'Add block after block 1' }).click()
      await a.getByRole('menuitem', { name: 'Image' }).click()
      await composer
        .getByRole('group', { name: 'Image block 2' })
        .getByTestId('composer-file-input')
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') })
      await expect(toast(a)).toContainText('Invalid file type')
      await expect(toast(a)).toContainText('Please select an image or video file.')
      await composer.getByRole('button', { name: 'Cancel' }).click()
      await expect(composer).toBeHidden()
    })

    await test.step('the author writes a post with an uploaded image, a heading and an event', async () => {
      await feed(a).getByRole('button', { name: 'Photo', exact: true }).click()
      const composer = a.getByRole('dialog', { name: 'Create a post' })
      const image = composer.getByRole('group', { name: 'Image block 1' })
      await image
        .getByTestId('composer-file-input')
        .setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: await drawPng(a) })
      await expect(image.getByRole('img', { name: 'Uploaded image' })).toBeVisible()
      await expect(image.getByLabel('Image link')).toHaveValue(/\/uploads\//)
      await image.getByLabel('Caption').fill('Our team')

      // A heading added after the image, then moved above it.
      await composer.getByRole('button', { name: 'Add block after block 1' }).click()
      await a.getByRole('menuitem', { name: 'Heading' }).click()
      await composer.getByRole('button', { name: 'Move Heading block 2 up' }).click()
      await composer
        .getByRole('group', { name: 'Heading block 1' })
        .getByLabel('Heading', { exact: true })
        .fill(heading)

      await composer.getByRole('button', { name: 'Add block after block 2' }).click()
      await a.getByRole('menuitem', { name: 'Event' }).click()
      const event = composer.getByRole('group', { name: 'Event block 3' })
      await event.getByLabel('Event title').fill('Grid operations open day')
      await event.getByLabel('Event date').fill('2030-05-14')
      await event.getByLabel('Event time').fill('09:30')
      await event.getByLabel('Event location').fill('Austin, TX')
      await composer.getByRole('button', { name: 'Publish' }).click()
      await expect(toast(a)).toContainText('Post published')
      await expect(composer).toBeHidden()

      const card = postCard(a, heading)
      await expect(card).toBeVisible()
      await expect(card.getByRole('img', { name: 'Our team' })).toBeVisible()
      await expect(card.getByRole('region', { name: 'Event' })).toContainText('Grid operations open day')
      await expect(card.getByRole('region', { name: 'Event' })).toContainText('Austin, TX')
      await expectAccessible(a, 'the feed with a post')
      await expect(card.locator('[data-block-type]')).toHaveCount(3)
      await expect(card.locator('[data-block-type]').first()).toHaveAttribute('data-block-type', 'heading')
      await expect(card).toContainText('just now')
      postId = (await card.getAttribute('data-post-id'))!
      expect(postId).toMatch(/^[0-9a-f-]{36}$/)
    })

    await test.step('a second account reacts and comments', async () => {
      await b.getByRole('button', { name: 'Refresh feed' }).click()
      const card = postCard(b, heading)
      await expect(card).toBeVisible()
      // Hovering opens the picker; it closes 300 ms after the pointer leaves.
      const like = card.getByRole('group', { name: 'Post actions' }).getByRole('button', { name: 'Like', exact: true })
      await like.hover()
      const picker = card.getByRole('toolbar', { name: 'Reactions' })
      await expect(picker.getByRole('button')).toHaveCount(5)
      await b.mouse.move(0, 0)
      await expect(picker).toBeHidden()
      await like.click()
      await expect(card.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true')
      await expect(card.getByLabel('1 reaction')).toBeVisible()

      await card.getByRole('button', { name: 'Comment', exact: true }).click()
      const comments = b.getByRole('dialog', { name: 'Comments' })
      await expect(comments.getByText('No comments yet. Start the conversation.')).toBeVisible()
      await comments.getByLabel('Write a comment').fill('Count me in!')
      await comments.getByLabel('Write a comment').press('Enter')
      await expect(comments.getByTestId('comment').filter({ hasText: 'Count me in!' })).toBeVisible()
      await expectAccessible(b, 'the comments dialog')
      await comments.getByRole('button', { name: 'Close comments' }).click()
      await expect(card.getByRole('button', { name: '1 comment' })).toBeVisible()
    })

    await test.step('the author is notified, opens the post and replies to the comment', async () => {
      await a.reload()
      const bell = feed(a).getByRole('button', { name: /^Notifications( \d+\+? unread)?$/ })
      await expect(bell.getByTestId('count-badge')).toHaveText('2', { timeout: 15_000 })
      await bell.click()
      const dropdown = a.getByRole('dialog', { name: 'Notifications' })
      await expect(dropdown.getByTestId('notification')).toHaveCount(2)
      await expectAccessible(a, 'the notifications dropdown')
      await dropdown
        .getByTestId('notification')
        .filter({ hasText: /comment/i })
        .getByRole('button')
        .first()
        .click()
      await expect(a).toHaveURL(new RegExp(`/post/${postId}$`))

      const card = postCard(a, heading)
      await card.getByRole('button', { name: '1 comment' }).click()
      const comments = a.getByRole('dialog', { name: 'Comments' })
      const readerComment = comments.getByRole('listitem', { name: `Comment by ${nameOf(readerEmail)}` })
      await expect(readerComment).toContainText('Count me in!')
      await readerComment.getByRole('button', { name: 'Celebrate' }).click()
      await expect(readerComment.getByRole('button', { name: 'Celebrate (1)' })).toHaveAttribute('aria-pressed', 'true')
      await readerComment.getByRole('button', { name: 'Reply' }).click()
      const reply = comments.getByLabel(`Reply to ${nameOf(readerEmail)}`)
      await reply.fill('See you there.')
      await reply.press('Enter')
      await expect(comments.getByRole('listitem', { name: `Reply by ${nameOf(authorEmail)}` })).toContainText(
        'See you there.'
      )
      await comments.getByRole('button', { name: 'Close comments' }).click()
      await expect(card.getByRole('button', { name: '2 comments' })).toBeVisible()
    })

    await test.step('the notifications page marks read and deletes', async () => {
      await a.goto('/notifications')
      const items = a.getByRole('list', { name: 'Notifications' }).getByTestId('notification')
      await expect(items).toHaveCount(2)
      await expectAccessible(a, 'the notifications page')
      await a.getByRole('button', { name: 'Mark all read' }).click()
      await expect(a.locator('[data-testid="notification"][data-unread="true"]')).toHaveCount(0)
      await items.first().getByRole('button', { name: 'Delete notification' }).click()
      await expect(items).toHaveCount(1)
      await a.reload()
      await expect(items).toHaveCount(1)
      await expect(feed(a).getByRole('button', { name: 'Mark all read' })).toBeDisabled()
    })

    await test.step('the reader reports the post twice', async () => {
      const card = postCard(b, heading)
      await openPostMenu(card, 'Report post')
      await expect(toast(b)).toContainText('Post reported')
      await openPostMenu(card, 'Report post')
      await expect(toast(b)).toContainText('Already Reported')
      await expect(toast(b)).toContainText('You have already reported this post.')
      // Everyone may bookmark; only the owner edits, archives and deletes.
      await card.getByRole('button', { name: 'Post options' }).click()
      await expect(b.getByRole('menuitem', { name: 'Save bookmark' })).toBeVisible()
      await expectAccessible(b, 'the post menu')
      await expect(b.getByRole('menuitem', { name: 'Edit post' })).toHaveCount(0)
      await b.keyboard.press('Escape')
    })

    await test.step("the reader may not delete the author's reply", async () => {
      const card = postCard(b, heading)
      await card.getByRole('button', { name: 'Comment', exact: true }).click()
      const comments = b.getByRole('dialog', { name: 'Comments' })
      const reply = comments.getByRole('listitem', { name: `Reply by ${nameOf(authorEmail)}` })
      await reply.getByRole('button', { name: 'Comment options' }).click()
      await b.getByRole('menuitem', { name: 'Delete' }).click()
      const confirm = b.getByRole('dialog', { name: 'Delete comment' })
      await expect(confirm).toContainText('removed permanently')
      await expectAccessible(b, 'the delete-comment confirmation')
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await expect(toast(b)).toContainText('Permission Denied')
      await expect(toast(b)).toContainText("You don't have permission to delete this comment.")
      await expect(reply).toBeVisible()
      await comments.getByRole('button', { name: 'Close comments' }).click()
    })

    await test.step('the reader finds the author through the search dropdown and opens their profile', async () => {
      const search = feed(b).getByRole('combobox', { name: 'Search' })
      await search.fill(nameOf(authorEmail))
      const people = b.getByRole('listbox', { name: 'Search results' }).getByRole('group', { name: 'People' })
      const person = people.getByRole('option').filter({ hasText: nameOf(authorEmail) })
      await expect(person).toBeVisible()
      await expectAccessible(b, 'the search results')
      await person.click()
      await expect(b).toHaveURL(/\/people\/[0-9a-f-]{36}$/)
      await expect(b.getByRole('heading', { level: 1, name: nameOf(authorEmail) })).toBeVisible()
      await expectAccessible(b, "the author's profile page")
      await b.goBack()
      await expect(feed(b)).toBeVisible()
    })

    let link = ''
    await test.step('the reader copies the link and opens /post/{id} from it', async () => {
      const card = postCard(b, heading)
      await card.getByRole('button', { name: 'Share' }).click()
      await b.getByRole('menuitem', { name: 'Copy Link' }).click()
      await expect(toast(b)).toContainText('Link copied')
      link = await b.evaluate(() => navigator.clipboard.readText())
      expect(link).toBe(`${baseURL}/post/${postId}`)
      await expect(toast(b)).toContainText(link)
      await expect(card.getByText('1 share')).toBeVisible()

      await b.goto(link)
      await expect(b).toHaveURL(new RegExp(`/post/${postId}$`))
      await expect(postCard(b, heading)).toBeVisible()
      await expect(postCard(b, heading).getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true'
      )
    })

    await test.step('the author edits the post', async () => {
      await a.goto('/')
      const card = postCard(a, heading)
      await openPostMenu(card, 'Edit post')
      const composer = a.getByRole('dialog', { name: 'Edit post' })
      await expect(
        composer.getByRole('group', { name: 'Heading block 1' }).getByLabel('Heading', { exact: true })
      ).toHaveValue(heading)
      await expect(composer.getByRole('group', { name: 'Image block 2' }).getByLabel('Caption')).toHaveValue('Our team')
      await composer
        .getByRole('group', { name: 'Heading block 1' })
        .getByLabel('Heading', { exact: true })
        .fill(`${heading} (updated)`)
      await composer.getByRole('button', { name: 'Save' }).click()
      await expect(toast(a)).toContainText('Post updated')
      const updated = postCard(a, `${heading} (updated)`)
      await expect(updated).toBeVisible()
      await expect(updated).toContainText('Edited')
      await expect(updated.getByRole('img', { name: 'Our team' })).toBeVisible()
    })

    await test.step('the author archives the post: it leaves the feed, the link stops working for others', async () => {
      const card = postCard(a, `${heading} (updated)`)
      await openPostMenu(card, 'Archive post')
      const confirm = a.getByRole('dialog', { name: 'Archive post' })
      await expectAccessible(a, 'the archive confirmation')
      await confirm.getByRole('button', { name: 'Archive' }).click()
      await expect(toast(a)).toContainText('Post archived')
      await expect(card).toHaveCount(0)

      await b.goto(link)
      await expect(b.getByTestId('post-not-found')).toBeVisible()
      await expectAccessible(b, 'the post-not-found page')
    })

    await test.step('the author deletes the archived post from its page', async () => {
      await a.goto(`/post/${postId}`)
      const card = postCard(a, `${heading} (updated)`)
      await expect(card).toContainText('Archived')
      await openPostMenu(card, 'Delete post')
      const confirm = a.getByRole('dialog', { name: 'Delete post' })
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await expect(toast(a)).toContainText('Post deleted')
      await expect(a).toHaveURL(/\/$/)
      await a.goto(`/post/${postId}`)
      await expect(a.getByTestId('post-not-found')).toBeVisible()
    })
  } finally {
    await author.close()
    await reader.close()
  }
})

test('on a phone the feed fills in its first page, then loads the next as the reader scrolls', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  const posted: string[] = []
  try {
    await registerThroughUi(page)
    // Enough posts for two pages of ten, whatever the other journeys left (deleted at the end: they would outrank the
    // next journeys' posts in everyone's feed).
    for (let index = 0; index < 12; index++) {
      const post = await api<{ id: string }>(page, 'POST', '/api/posts', {
        blocks: [{ type: 'paragraph', content: { text: `Shift pattern ${index}: early, late, weekend. `.repeat(4) } }],
      })
      posted.push(post.id)
    }
    await page.goto('/home')
    const cards = feed(page).getByTestId('post-card')
    // The first screen's posts first, the rest of the page of ten as the browser is idle.
    await expect(cards).toHaveCount(10)
    // The search dropdown spans the screen, not only the narrow box between the header's buttons.
    const search = feed(page).getByRole('combobox', { name: 'Search' })
    await search.fill('zzqx')
    const none = page.getByRole('status').filter({ hasText: 'No results for "zzqx"' })
    await expect(none).toBeVisible()
    expect((await search.boundingBox())!.width).toBeLessThan(250)
    expect((await none.boundingBox())!.width).toBeGreaterThan(340)
    await search.press('Escape')
    await expect(none).toHaveCount(0)
    // The next page once the reader comes near the end.
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 1_500)
        return cards.count()
      })
      .toBeGreaterThan(10)
    await expectAccessible(page, 'the feed, scrolled')
  } finally {
    for (const id of posted) await api(page, 'DELETE', `/api/posts/${id}`)
    await context.close()
  }
})

test('on a phone a reply being edited or answered keeps its text field wide, and Edit puts the focus in it', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  let postId = ''
  try {
    await registerThroughUi(page)
    postId = (
      await api<{ id: string }>(page, 'POST', '/api/posts', {
        blocks: [{ type: 'paragraph', content: { text: 'Who covers the weekend shift at the substation?' } }],
      })
    ).id
    const first = await api<{ id: string }>(page, 'POST', `/api/posts/${postId}/comments`, {
      content: 'I can take Saturday.',
    })
    await api(page, 'POST', `/api/posts/${postId}/comments`, {
      content: 'Sunday works for me.',
      parentCommentId: first.id,
    })
    await page.goto(`/post/${postId}`)
    await page.getByTestId('post-card').getByRole('button', { name: '2 comments' }).click()
    const comments = page.getByRole('dialog', { name: 'Comments' })
    const reply = comments.getByRole('listitem', { name: /^Reply by / })
    /** The field's width, once it is seen to lie within the dialog (nothing scrolls sideways there). */
    const fieldWidth = async (label: string) => {
      const field = (await comments.getByLabel(label).boundingBox())!
      const dialog = (await comments.boundingBox())!
      expect(field.x).toBeGreaterThanOrEqual(dialog.x)
      expect(field.x + field.width).toBeLessThanOrEqual(dialog.x + dialog.width)
      return field.width
    }

    await test.step('editing the reply: the field has the focus and spans the reply', async () => {
      await reply.getByRole('button', { name: 'Comment options' }).click()
      await page.getByRole('menuitem', { name: 'Edit' }).click()
      await expect(page.getByRole('menu')).toHaveCount(0)
      await expect(comments.getByLabel('Edit comment')).toBeFocused()
      expect(await fieldWidth('Edit comment')).toBeGreaterThan(150)
      await reply.getByRole('button', { name: 'Cancel' }).click()
    })

    await test.step('answering the reply: the field has the focus and spans the thread', async () => {
      await reply.getByRole('button', { name: 'Reply' }).click()
      const label = (await reply.getAttribute('aria-label'))!.replace(/^Reply by /, 'Reply to ')
      await expect(comments.getByLabel(label)).toBeFocused()
      expect(await fieldWidth(label)).toBeGreaterThan(200)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await expectAccessible(page, 'a reply being answered, 390 px wide')
    })
  } finally {
    if (postId) await api(page, 'DELETE', `/api/posts/${postId}`)
    await context.close()
  }
})
