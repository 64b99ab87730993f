import { expect, test, type Page } from '@playwright/test'
import { api, expectAccessible, openJobFilters, registerThroughUi, uniqueEmail } from './support'

/*
| The jobs remote against the real jobs module. An employer signs up (names
| their company, which becomes a founding employer), posts a job with
| the wizard, reloading in the middle; a candidate finds it by keyword and two
| filters, opens it, saves it and finds it under Saved Jobs, shares it to the
| feed (the post opens the job), keeps the search as an alert; the early-bird
| page counts the new founder.
*/

const toast = (page: Page) => page.getByTestId('toast')
const jobs = (page: Page) => page.getByTestId('area-mfe_jobs')

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function foundersJoined(page: Page) {
  await page.goto('/early-bird')
  const text = await page.getByTestId('founders-joined').textContent()
  return Number(/(\d+)/.exec(text ?? '')?.[1])
}

test('an employer posts a job with the wizard; a candidate finds, opens, saves and shares it, keeps the search as an alert; the early-bird page counts the founder; the employer pauses and deletes the job', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(360_000)
  const employerContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
  const candidateContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
  const title = `Grid Reliability Analyst ${Date.now()}`
  try {
    const e = await employerContext.newPage()
    const c = await candidateContext.newPage()
    const before = await foundersJoined(c)
    await expectAccessible(c, 'the early-bird page')

    await registerThroughUi(e, { email: uniqueEmail('founder', 'gridco-energy.com'), userType: 'Employer' })

    await test.step('the wizard keeps its draft across a reload and posts the job', async () => {
      await e.goto('/profile')
      await e.getByRole('link', { name: 'Post a New Job' }).click()
      // The first time, the employer names the company the job is posted under.
      await e.getByRole('textbox', { name: 'Company name' }).fill(`Gridco Energy ${Date.now()}`)
      await e.getByRole('button', { name: 'Create company' }).click()
      await expect(e.getByText('Step 1 of 6')).toBeVisible({ timeout: 20_000 })
      await expect(e.getByTestId('wizard-company')).toContainText('Gridco Energy')
      await e.getByRole('combobox', { name: 'Job title' }).fill(title)
      await expectAccessible(e, 'the wizard, step 1')
      await e.getByRole('button', { name: 'Next' }).last().click()
      await choose(e, 'Job category', 'Audit & Risk')
      await e.reload()
      // A reload keeps the step and the draft; the browser's Back and Forward move between steps.
      await expect(e.getByText('Step 2 of 6')).toBeVisible({ timeout: 20_000 })
      await expect(e.getByRole('combobox', { name: 'Job category' })).toContainText('Audit & Risk')
      await e.goBack()
      await expect(e.getByText('Step 1 of 6')).toBeVisible()
      await expect(e.getByRole('combobox', { name: 'Job title' })).toHaveValue(title)
      await e.goForward()
      await expect(e.getByText('Step 2 of 6')).toBeVisible()
      await expect(e.getByRole('combobox', { name: 'Job category' })).toContainText('Audit & Risk')
      await e.getByRole('button', { name: 'Next' }).last().click()
      await e.getByRole('textbox', { name: 'Pay rate' }).fill('38')
      await choose(e, 'Per', 'Hour')
      await choose(e, 'Schedule Type', 'Full-time')
      await e.getByRole('button', { name: 'Next' }).last().click()
      await e.getByRole('combobox', { name: 'City' }).fill('Austi')
      await e.getByRole('option', { name: 'Austin, Texas' }).click()
      await expect(e.getByRole('combobox', { name: 'State' })).toHaveValue('Texas')
      await e.getByRole('textbox', { name: 'Zip code' }).fill('78701')
      await e.getByRole('button', { name: 'Next' }).last().click()
      await e
        .getByRole('textbox', { name: 'Job description' })
        .fill('Keep our CIP evidence audit-ready and coach the field teams.')
      await e.getByRole('checkbox', { name: 'Health Insurance' }).check()
      await e.getByRole('button', { name: 'Next' }).last().click()
      await expect(e.getByTestId('job-preview')).toContainText('$38/hr')
      await expectAccessible(e, 'the wizard preview')
      await e.getByRole('button', { name: 'Post Job' }).click()
      await expect(toast(e)).toContainText('Job Posted Successfully!')
      await expect(e.getByRole('dialog')).toContainText(title)
      await expect(e.getByTestId('job-detail-bar').getByRole('button', { name: 'Manage' })).toBeVisible()
      // Back leaves the new job for where the employer started, not for an empty wizard.
      await e.goBack()
      await expect(e).toHaveURL(/\/profile$/)
    })

    await test.step('the employer sees it on the dashboard', async () => {
      await e.goto('/dashboard')
      await expect(jobs(e).getByTestId('dashboard-job').filter({ hasText: title })).toContainText('Active')
      await expectAccessible(e, 'the dashboard')
    })

    await registerThroughUi(c, { email: uniqueEmail('seeker') })

    await test.step('the candidate finds it by keyword and two filters, opens and saves it', async () => {
      await c.goto('/jobs')
      await jobs(c).getByRole('textbox', { name: 'Keyword' }).fill(title.split(' ').slice(0, 3).join(' '))
      await jobs(c).getByRole('button', { name: 'Search', exact: true }).click()
      await openJobFilters(c)
      // Each filter goes into the address, which then checks the box.
      await jobs(c).getByRole('checkbox', { name: 'Full-time' }).click()
      await expect(jobs(c).getByRole('checkbox', { name: 'Full-time' })).toBeChecked()
      await jobs(c).getByRole('checkbox', { name: 'Health Insurance' }).click()
      await expect(jobs(c).getByRole('checkbox', { name: 'Health Insurance' })).toBeChecked()
      await expect(c).toHaveURL(/jobType=Full-time/)
      await expect(c).toHaveURL(/benefits=Health\+Insurance/)
      const card = jobs(c).getByTestId('job-card').filter({ hasText: title })
      await expect(card).toContainText('$38/hr')
      await expect(card).not.toContainText('Not Rated Yet')
      await expectAccessible(c, 'the jobs page with filters')
      await card.getByRole('button', { name: /View details/ }).click()
      const dialog = c.getByRole('dialog')
      await expect(dialog.getByRole('heading', { name: title })).toBeVisible()
      await expectAccessible(c, 'the job detail dialog')
      await dialog.getByRole('button', { name: 'Save Job', exact: true }).click()
      await expect(toast(c)).toContainText('Job Saved!')
      await expect(dialog.getByRole('button', { name: 'Saved', exact: true })).toBeVisible()
      // The filtered address survives a reload.
      await c.reload()
      await expect(c.getByRole('dialog').getByRole('heading', { name: title })).toBeVisible()
    })

    await test.step('Saved Jobs on the profile lists it', async () => {
      await c.goto('/profile')
      await c.getByRole('link', { name: 'Saved Jobs' }).click()
      await expect(c).toHaveURL(/\/jobs\?saved=true/)
      await expect(jobs(c).getByTestId('job-card').filter({ hasText: title })).toBeVisible()
      await expect(jobs(c).getByText(/^\d+ saved$/)).toHaveText('1 saved')
    })

    await test.step('the candidate shares it to the feed and the post opens the job', async () => {
      const card = jobs(c).getByTestId('job-card').filter({ hasText: title })
      await card.getByRole('button', { name: 'Share job' }).click()
      await c.getByRole('menuitem', { name: /Share to Feed/ }).click()
      const share = c.getByRole('dialog', { name: 'Share Job' })
      await share.getByRole('button', { name: 'Share to Feed' }).click()
      await expect(toast(c)).toContainText('Caption Required')
      await share.getByRole('textbox', { name: 'Caption' }).fill('Worth a look for grid people')
      await expectAccessible(c, 'the share dialog')
      await share.getByRole('button', { name: 'Share to Feed' }).click()
      await expect(toast(c)).toContainText('Posted to Feed!')
      await c.goto('/home')
      const post = c.getByTestId('post-card').filter({ hasText: 'Worth a look for grid people' })
      await post.getByRole('link', { name: 'View this job' }).click()
      await expect(c).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/)
      await expect(c.getByRole('dialog').getByRole('heading', { name: title })).toBeVisible()
    })

    await test.step('the search becomes a job alert, listed under Job Alerts', async () => {
      await c.goto(`/jobs?keyword=${encodeURIComponent('Grid Reliability')}&location=Austin`)
      await jobs(c).getByRole('button', { name: 'Save this search as an alert' }).click()
      const dialog = c.getByRole('dialog', { name: 'Create a job alert' })
      await dialog.getByRole('combobox', { name: 'Distance' }).click()
      await c.getByRole('option', { name: 'Within 50 miles' }).click()
      await dialog.getByRole('combobox', { name: 'How often' }).click()
      await c.getByRole('option', { name: 'Weekly digest' }).click()
      await expectAccessible(c, 'the job alert dialog')
      await dialog.getByRole('button', { name: 'Create Alert' }).click()
      await expect(toast(c)).toContainText('Job Alert Created')
      await c.goto('/profile')
      await c.getByRole('link', { name: 'Job Alerts' }).click()
      const alert = jobs(c).getByTestId('job-alert').filter({ hasText: 'Grid Reliability in Austin' })
      await expect(alert).toContainText('Active')
      await expect(alert).toContainText('Within 50 miles · Weekly digest · by e-mail')
      await alert.getByRole('button', { name: 'Pause' }).click()
      await expect(alert).toContainText('Paused')
      await expectAccessible(c, 'the job alerts')
    })

    await test.step('the early-bird page counts the new founder', async () => {
      // Journeys beside this one may found companies too: the new founder's number is past the count before and
      // within the count after.
      const [company] = await api<Array<{ foundingEmployerNumber: number | null }>>(e, 'GET', '/api/companies')
      const number = company?.foundingEmployerNumber ?? 0
      expect(number).toBeGreaterThan(before)
      expect(await foundersJoined(c)).toBeGreaterThanOrEqual(number)
    })

    await test.step('the employer pauses the job (candidates lose it), activates it, then deletes it', async () => {
      await e.goto('/dashboard?view=jobs')
      const row = jobs(e).getByTestId('dashboard-job').filter({ hasText: title })
      await row.getByRole('button', { name: `Actions for ${title}` }).click()
      await e.getByRole('menuitem', { name: 'Pause Job' }).click()
      await expect(toast(e)).toContainText('Job updated')
      await expect(row).toContainText('Paused')
      await c.goto(`/jobs?keyword=${encodeURIComponent(title)}`)
      await expect(jobs(c).getByText('No jobs match your search')).toBeVisible()
      await row.getByRole('button', { name: `Actions for ${title}` }).click()
      await e.getByRole('menuitem', { name: 'Activate Job' }).click()
      await expect(row).toContainText('Active')
      await row.getByRole('button', { name: `Actions for ${title}` }).click()
      await e.getByRole('menuitem', { name: 'Delete Job' }).click()
      const confirm = e.getByRole('dialog')
      await expect(confirm).toContainText(`Are you sure you want to delete "${title}"?`)
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await expect(toast(e)).toContainText('Job deleted')
      await expect(row).toHaveCount(0)
    })
  } finally {
    await employerContext.close()
    await candidateContext.close()
  }
})
