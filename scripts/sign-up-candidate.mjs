// A fresh candidate signed up through the registration page, as a visitor does (the API's sign-up does not sign in:
// the page signs in afterwards, with the checks a sign-in gets). Used by the measuring scripts (lighthouse.mjs,
// first-screen-tasks.mjs, first-load-libraries.mjs): once this resolves, the page's context holds the signed-in
// session.
export async function signUpCandidate(page, base, prefix) {
  await page.goto(`${base}/register`)
  await page.getByLabel('Email').fill(`${prefix}.${Date.now()}@example.com`)
  await page.getByLabel('Password', { exact: true }).fill('Str0ng!Passw0rd')
  await page.getByLabel('Confirm password').fill('Str0ng!Passw0rd')
  await page.getByRole('radio', { name: 'Candidate' }).check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.getByTestId('area-mfe_feed').waitFor({ timeout: 60_000 })
}

/**
 * Makes sure /home has a page of posts to show (a fresh database has none, and an empty feed is not the first screen
 * people see): the signed-in user of `page` posts what is missing of `count`, each a heading and a paragraph.
 * `FEED_POSTS=0` measures the empty feed instead.
 */
export async function ensureFeedPosts(page, base, count = Number(process.env.FEED_POSTS ?? 10)) {
  const shown = (await (await page.request.get(`${base}/api/posts?limit=${Math.max(count, 1)}`)).json()).items ?? []
  const xsrf = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '')
  for (let index = shown.length; index < count; index++) {
    const blocks = [
      { type: 'heading', content: { text: `Hiring update ${index + 1}`, level: 2 } },
      { type: 'paragraph', content: { text: 'Three shifts a week, training on site, a referral bonus. '.repeat(3) } },
    ]
    const response = await page.request.post(`${base}/api/posts`, {
      headers: { 'x-xsrf-token': xsrf },
      data: { blocks },
    })
    if (!response.ok()) throw new Error(`could not post: ${response.status()} ${await response.text()}`)
  }
}

/**
 * A fresh candidate with a page of posts in the feed, signed up in a context of `browser` that is then closed: the
 * session (cookies and storage) to open /home with, as `browser.newContext({ storageState })` takes it.
 */
export async function signedInWithFeed(browser, base, prefix) {
  const page = await browser.newPage()
  try {
    await signUpCandidate(page, base, prefix)
    await ensureFeedPosts(page, base)
    return await page.context().storageState()
  } finally {
    await page.context().close()
  }
}
