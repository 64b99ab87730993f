// A fresh candidate signed up through the registration page, as a visitor does (the API's sign-up does not sign in:
// the page signs in afterwards, with the checks a sign-in gets). Used by the measuring scripts (lighthouse.mjs,
// first-screen-tasks.mjs): once this resolves, the page's context holds the signed-in session.
export async function signUpCandidate(page, base, prefix) {
  await page.goto(`${base}/register`)
  await page.getByLabel('Email').fill(`${prefix}.${Date.now()}@example.com`)
  await page.getByLabel('Password', { exact: true }).fill('Str0ng!Passw0rd')
  await page.getByLabel('Confirm password').fill('Str0ng!Passw0rd')
  await page.getByRole('radio', { name: 'Candidate' }).check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.getByTestId('area-mfe_feed').waitFor({ timeout: 60_000 })
}
