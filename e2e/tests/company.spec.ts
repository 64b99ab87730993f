import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, openJobFilters, pngImage, registerThroughUi, uniqueEmail } from './support'

/*
| Who is hiring, at phone size: an employer registers, names the company
| (with a logo, a description, its website, size, industry and
| headquarters), posts a job through the wizard stating its level; a
| candidate sees the company's name and logo on the card, opens the company
| page and finds the job again by filtering on the company's industry and
| the job's level.
*/

const PHONE = { width: 390, height: 844 }
const jobs = (page: Page) => page.getByTestId('area-mfe_jobs')
const toast = (page: Page) => page.getByTestId('toast')

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('an employer names the company with a logo and posts a job; a candidate sees it, opens the company page and filters by its industry', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const employerContext = await browser.newContext({ baseURL, viewport: PHONE })
  const candidateContext = await browser.newContext({ baseURL, viewport: PHONE })
  const stamp = Date.now()
  const companyName = `Ridgeline Utilities ${stamp}`
  const title = `Substation Compliance Lead ${stamp}`
  try {
    const e = await employerContext.newPage()
    await registerThroughUi(e, { email: uniqueEmail('owner', 'ridgeline-utilities.com'), userType: 'Employer' })

    await test.step('the first visit to the dashboard asks the employer to set up the company', async () => {
      await e.goto('/dashboard')
      await expect(e.getByRole('heading', { name: 'Set up your company' })).toBeVisible({ timeout: 20_000 })
      await e.screenshot({ path: test.info().outputPath('employer-first-time.png'), fullPage: true })
      await expectAccessible(e, 'the company set-up form')
    })

    await test.step('names it, uploads a logo and fills in the details; a refused website shows at its field', async () => {
      await e.getByRole('textbox', { name: 'Company name' }).fill(companyName)
      await e.locator('input[type=file]').setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: pngImage(64, 64, [16, 120, 80]),
      })
      await expect(e.getByRole('button', { name: 'Change logo' })).toBeVisible()
      await e
        .getByRole('textbox', { name: 'About the company' })
        .fill('We run the substations of the Front Range.\n\nOur compliance team keeps them audit-ready.')
      await e.getByRole('textbox', { name: 'Website' }).fill('ridgeline-utilities.com')
      await e.getByRole('textbox', { name: 'Headquarters' }).fill('Boulder, Colorado')
      await choose(e, 'Company size', '51-200 employees')
      await choose(e, 'Industry', 'Construction')
      await e.getByRole('button', { name: 'Create company' }).click()
      await expect(e.getByText('Website must be an http(s) link')).toBeVisible()
      await e.getByRole('textbox', { name: 'Website' }).fill('https://www.ridgeline-utilities.com')
      await e.getByRole('button', { name: 'Create company' }).click()
      await expect(toast(e)).toContainText('Company created')
      await expect(jobs(e).getByText(companyName)).toBeVisible()
    })

    await test.step("the dashboard's Company page edits it", async () => {
      await jobs(e).getByRole('button', { name: 'Company', exact: true }).click()
      await expect(e).toHaveURL(/\/dashboard\/company$/)
      await expect(e.getByRole('textbox', { name: 'Company name' })).toHaveValue(companyName)
      await expect(e.getByTestId('verification-note')).toContainText('Not verified yet')
      await expectAccessible(e, 'the company settings page')
    })

    await test.step('posts a job through the wizard under the company, stating its level', async () => {
      await e.goto('/jobs/new')
      await expect(e.getByText('Step 1 of 6')).toBeVisible({ timeout: 20_000 })
      await expect(e.getByTestId('wizard-company')).toContainText(companyName)
      await e.getByRole('combobox', { name: 'Job title' }).fill(title)
      await e.getByRole('option', { name: `Use "${title}" as custom title` }).click()
      await e.getByRole('button', { name: 'Next' }).last().click()
      await choose(e, 'Job category', 'Operations & Technical Compliance')
      await e.getByRole('button', { name: 'Next' }).last().click()
      await e.getByRole('textbox', { name: 'Pay rate' }).fill('52')
      await choose(e, 'Per', 'Hour')
      await choose(e, 'Schedule Type', 'Full-time')
      await e.getByRole('button', { name: 'Next' }).last().click()
      await e.getByRole('combobox', { name: 'City' }).fill('Denve')
      await e.getByRole('option', { name: 'Denver, Colorado' }).click()
      await e.getByRole('textbox', { name: 'Zip code' }).fill('80202')
      await e.getByRole('button', { name: 'Next' }).last().click()
      await e
        .getByRole('textbox', { name: 'Job description' })
        .fill('Lead the compliance programme of our twelve substations.')
      await choose(e, 'Experience level', 'Executive')
      await e.getByRole('button', { name: 'Next' }).last().click()
      await expect(e.getByTestId('job-preview')).toContainText(companyName)
      await expect(e.getByTestId('job-preview')).toContainText('Executive')
      await e.getByRole('button', { name: 'Post Job' }).click()
      await expect(toast(e)).toContainText('Job Posted Successfully!')
    })

    const c = await candidateContext.newPage()
    await registerThroughUi(c, { email: uniqueEmail('seeker') })

    await test.step("the candidate sees the company's name and logo on the card and opens its page", async () => {
      await c.goto(`/jobs?keyword=${encodeURIComponent(title)}`)
      const card = jobs(c).getByTestId('job-card').filter({ hasText: title })
      await expect(card).toBeVisible({ timeout: 20_000 })
      await expect(card.getByTestId('job-card-company')).toHaveText(companyName)
      await expect(card.locator('img[src*="/uploads/public/"]')).toBeVisible()
      await card.getByTestId('job-card-company').click()
      await expect(c).toHaveURL(/\/companies\/[0-9a-f-]{36}$/)
      const page = jobs(c)
      await expect(page.getByRole('heading', { name: companyName })).toBeVisible()
      await expect(page).toContainText('Our compliance team keeps them audit-ready.')
      await expect(page).toContainText('Boulder, Colorado')
      await expect(page).toContainText('51-200 employees')
      await expect(page).toContainText('Construction')
      await expect(page.getByText(/^Founding Employer #\d+$/)).toBeVisible()
      await expect(page.getByTestId('company-job').filter({ hasText: title })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Edit company' })).toHaveCount(0)
      await expectAccessible(c, 'the company page')
    })

    await test.step("filters by the company's industry and the job's level and finds the job", async () => {
      await c.goto('/jobs')
      // On a phone the search card is compact until the search is focused.
      await jobs(c).getByRole('textbox', { name: 'Keyword' }).focus()
      await openJobFilters(c)
      await jobs(c).getByRole('checkbox', { name: 'Construction' }).click()
      await expect(c).toHaveURL(/industry=Construction/)
      await choose(c, 'Experience level', 'Executive')
      await expect(c).toHaveURL(/experienceLevel=Executive/)
      await expect(jobs(c).getByTestId('job-card').filter({ hasText: title })).toBeVisible()
    })
  } finally {
    await employerContext.close()
    await candidateContext.close()
  }
})
