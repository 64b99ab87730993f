import { expect, test, type Browser, type Page } from '@playwright/test'
import { api, expectAccessible, postJob, registerThroughUi, uniqueEmail } from './support'

/*
| The jobs area's seams at phone size (390×844): no screen traps the
| candidate, what the employer writes shows at once, no text widens a
| screen, and the first screen of /jobs shows the list.
*/

const PHONE = { width: 390, height: 844 }
const jobs = (page: Page) => page.getByTestId('area-mfe_jobs')
/** Unbroken, 60 characters: the kind of name that made /jobs scroll sideways. */
const LONG_NAME = `talent.acquisition.team.of.the.northern.grid.${Date.now()}`.padEnd(60, 'x').slice(0, 60)

/** A signed-in employer with a company named `companyName` (created through the API). */
async function employerWithCompany(browser: Browser, baseURL: string | undefined, companyName?: string) {
  const context = await browser.newContext({ baseURL, viewport: PHONE })
  const page = await context.newPage()
  await registerThroughUi(page, { email: uniqueEmail('seams', `seams-${Date.now()}.example`), userType: 'Employer' })
  const companies = await api<Array<{ id: string }>>(page, 'GET', '/api/companies')
  if (!companies.length) {
    await api(page, 'POST', '/api/companies', {
      name: companyName ?? `Seams Shop ${Date.now()}`,
      description: 'Groceries and grid compliance',
    })
  }
  return { context, page }
}

async function pageWidth(page: Page) {
  return page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth))
}

test('job details: open Apply, cancel, close and land on the list; Escape and Back close them (phone and 1280 px)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const employer = await employerWithCompany(browser, baseURL)
  const title = `Seams Cashier ${Date.now()}`
  await postJob(employer.page, title)
  const candidate = await browser.newContext({ baseURL, viewport: PHONE })
  try {
    const c = await candidate.newPage()
    await registerThroughUi(c)
    await c.goto('/jobs')
    await c.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true))
    const card = jobs(c).getByTestId('job-card').filter({ hasText: title })
    const detail = c.getByRole('dialog', { name: title })
    const openDetail = async () => {
      await card.getByRole('button', { name: `View details of ${title}` }).click()
      await expect(detail).toBeVisible()
      await expect(c).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/)
    }

    await test.step('Apply, Cancel, Close: the list, not the dialog', async () => {
      await openDetail()
      await detail
        .getByTestId('job-detail-bar')
        .getByRole('button', { name: /Apply Now/ })
        .click()
      const apply = c.getByRole('dialog', { name: `Apply to ${title}` })
      await expect(apply).toBeVisible()
      await apply.getByRole('button', { name: 'Cancel' }).click()
      await expect(apply).toBeHidden()
      await detail.getByRole('button', { name: 'Close' }).click()
      await expect(c).toHaveURL(/\/jobs$/)
      await expect(c.getByRole('dialog')).toHaveCount(0)
      await expect(card).toBeVisible()
      await expectAccessible(c, 'the list after closing the details')
    })

    await test.step('Escape, and Back with Apply open', async () => {
      await openDetail()
      await c.keyboard.press('Escape')
      await expect(c).toHaveURL(/\/jobs$/)
      await expect(c.getByRole('dialog')).toHaveCount(0)
      await openDetail()
      await detail
        .getByTestId('job-detail-bar')
        .getByRole('button', { name: /Apply Now/ })
        .click()
      await expect(c.getByRole('dialog', { name: `Apply to ${title}` })).toBeVisible()
      await c.goBack()
      await expect(c).toHaveURL(/\/jobs$/)
      await expect(c.getByRole('dialog')).toHaveCount(0)
      await expect(card).toBeVisible()
    })

    await test.step('at 1280 px too', async () => {
      await c.setViewportSize({ width: 1280, height: 900 })
      await openDetail()
      await detail
        .getByRole('button', { name: /Apply Now/ })
        .first()
        .click()
      const apply = c.getByRole('dialog', { name: `Apply to ${title}` })
      await apply.getByRole('button', { name: 'Cancel' }).click()
      await expect(apply).toBeHidden()
      await detail.getByRole('button', { name: 'Close' }).click()
      await expect(c.getByRole('dialog')).toHaveCount(0)
      await expect(c).toHaveURL(/\/jobs$/)
    })
    expect(await c.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true)
  } finally {
    await employer.context.close()
    await candidate.close()
  }
})

test('an employer posts a job and sees it on the dashboard without a reload', async ({ browser, baseURL }) => {
  test.setTimeout(180_000)
  const { context, page: e } = await employerWithCompany(browser, baseURL)
  const title = `Grid Seams Analyst ${Date.now()}`
  try {
    await e.goto('/dashboard')
    await expect(jobs(e).getByText('No job postings yet')).toBeVisible()
    await e.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true))
    await jobs(e).getByRole('button', { name: 'Post New Job' }).click()
    await expect(e.getByText('Step 1 of 6')).toBeVisible({ timeout: 20_000 })
    await e.getByRole('combobox', { name: 'Job title' }).fill(title)
    await e.getByRole('button', { name: 'Next' }).last().click()
    await e.getByRole('combobox', { name: 'Job category' }).click()
    await e.getByRole('option', { name: 'Audit & Risk', exact: true }).click()
    await e.getByRole('button', { name: 'Next' }).last().click()
    await e.getByRole('textbox', { name: 'Pay rate' }).fill('38')
    await e.getByRole('combobox', { name: 'Per' }).click()
    await e.getByRole('option', { name: 'Hour', exact: true }).click()
    await e.getByRole('combobox', { name: 'Schedule Type' }).click()
    await e.getByRole('option', { name: 'Full-time', exact: true }).click()
    await e.getByRole('button', { name: 'Next' }).last().click()
    await e.getByRole('combobox', { name: 'City' }).fill('Austi')
    await e.getByRole('option', { name: 'Austin, Texas' }).click()
    await e.getByRole('textbox', { name: 'Zip code' }).fill('78701')
    await e.getByRole('button', { name: 'Next' }).last().click()
    await e.getByRole('textbox', { name: 'Job description' }).fill('Keep our CIP evidence audit-ready for the field.')
    await e.getByRole('button', { name: 'Next' }).last().click()
    await e.getByRole('button', { name: 'Post Job' }).click()
    await expect(e.getByTestId('toast')).toContainText('Job Posted Successfully!')
    await e.getByTestId('job-detail-bar').getByRole('button', { name: 'Manage' }).click()
    await expect(e).toHaveURL(/\/dashboard/)
    await expect(jobs(e).getByTestId('dashboard-job').filter({ hasText: title })).toBeVisible()
    await expect(jobs(e).getByText('No job postings yet')).toHaveCount(0)
    expect(await e.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true)
    await expectAccessible(e, 'the dashboard after posting')
  } finally {
    await context.close()
  }
})

test('a 60-character unbroken company name leaves /jobs and the job details 390 px wide; the first screen shows three jobs', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const employer = await employerWithCompany(browser, baseURL, LONG_NAME)
  const stamp = Date.now()
  const titles = [1, 2, 3, 4].map((n) => `Seams Reliability Coordinator ${n} ${stamp}`)
  for (const title of titles) await postJob(employer.page, title)
  const candidate = await browser.newContext({ baseURL, viewport: PHONE })
  try {
    const c = await candidate.newPage()
    await registerThroughUi(c)
    await c.goto('/jobs')
    const cards = jobs(c).getByTestId('job-card')
    await expect(cards.filter({ hasText: titles[3] })).toBeVisible()

    await test.step('three jobs on the first screen, above the tab bar', async () => {
      const navTop = await c
        .getByRole('navigation', { name: 'Main' })
        .evaluate((nav) => nav.getBoundingClientRect().top)
      const bottoms = await cards.evaluateAll((all) =>
        all.slice(0, 3).map((card) => card.getBoundingClientRect().bottom)
      )
      expect(bottoms).toHaveLength(3)
      for (const bottom of bottoms) expect(bottom).toBeLessThanOrEqual(navTop)
      await expectAccessible(c, 'the first screen of /jobs')
    })

    await test.step('the long name wraps on the list and in the details', async () => {
      const card = cards.filter({ hasText: titles[0] })
      await expect(card.getByTestId('job-card-company')).toHaveText(LONG_NAME)
      expect(await pageWidth(c)).toBeLessThanOrEqual(390)
      await card.getByRole('button', { name: `View details of ${titles[0]}` }).click()
      const detail = c.getByRole('dialog', { name: titles[0] })
      await expect(detail).toContainText(LONG_NAME)
      expect(await pageWidth(c)).toBeLessThanOrEqual(390)
      const close = detail.getByRole('button', { name: 'Close' })
      const box = await close.boundingBox()
      expect(box && box.x + box.width).toBeLessThanOrEqual(390)
      await expectAccessible(c, 'the details of a job with a long company name')
    })

    await test.step('nor /applications, the employer dashboard and the company page', async () => {
      const jobId = await c.evaluate(() => location.pathname.split('/').pop() ?? '')
      await api(c, 'POST', `/api/jobs/${jobId}/apply`, {
        coverLetter: 'I keep NERC CIP evidence audit-ready and would like to do it for your sites as well.',
        selectedSkills: ['Communication'],
        selectedAvailability: ['Weekends'],
        isEighteenOrOlder: true,
        isAuthorizedToWork: true,
        doesNotRequireSponsorship: true,
      })
      await c.goto('/applications')
      await expect(jobs(c).getByText(titles[0])).toBeVisible()
      await expect(jobs(c)).toContainText(LONG_NAME)
      expect(await pageWidth(c)).toBeLessThanOrEqual(390)
      await expectAccessible(c, '/applications with a long company name')

      const e = employer.page
      const [company] = await api<Array<{ id: string }>>(e, 'GET', '/api/companies')
      for (const view of ['jobs', 'applications']) {
        await e.goto(`/dashboard?view=${view}`)
        await expect(jobs(e).getByText(titles[0]).first()).toBeVisible()
        expect(await pageWidth(e), `/dashboard?view=${view}`).toBeLessThanOrEqual(390)
      }
      await e.goto(`/companies/${company!.id}`)
      await expect(jobs(e).getByRole('heading', { name: LONG_NAME })).toBeVisible()
      expect(await pageWidth(e)).toBeLessThanOrEqual(390)
      await expectAccessible(e, 'the company page with a long name')
    })
  } finally {
    await employer.context.close()
    await candidate.close()
  }
})

test('an employer writes a private note on an application and sees it after a reload', async ({ browser, baseURL }) => {
  test.setTimeout(180_000)
  const employer = await employerWithCompany(browser, baseURL)
  const title = `Seams Field Auditor ${Date.now()}`
  const jobId = await postJob(employer.page, title)
  const candidate = await browser.newContext({ baseURL, viewport: PHONE })
  try {
    const c = await candidate.newPage()
    await registerThroughUi(c)
    await api(c, 'POST', `/api/jobs/${jobId}/apply`, {
      coverLetter: 'I have kept NERC CIP evidence in order for five years and would love to do it for you.',
      selectedSkills: ['Communication'],
      selectedAvailability: ['Weekends'],
      isEighteenOrOlder: true,
      isAuthorizedToWork: true,
      doesNotRequireSponsorship: true,
    })
    const e = employer.page
    const note = 'Strong on CIP-007; call back Tuesday.'
    await e.goto('/dashboard?view=applications')
    await jobs(e).getByRole('button', { name: title, exact: true }).click()
    const applicant = jobs(e).getByTestId('applicant-card')
    const section = applicant.getByRole('region', { name: /Private note on/ })
    await expect(section).toContainText('No note yet.')
    await section.getByRole('button', { name: 'Add note' }).click()
    await section.getByRole('textbox', { name: /Note on/ }).fill(note)
    await section.getByRole('button', { name: 'Save note' }).click()
    await expect(section.getByTestId('application-note')).toHaveText(note)
    await expectAccessible(e, 'the applications panel with a note')

    await e.reload()
    await jobs(e).getByRole('button', { name: title, exact: true }).click()
    await expect(
      jobs(e)
        .getByTestId('applicant-card')
        .getByRole('region', { name: /Private note on/ })
        .getByTestId('application-note')
    ).toHaveText(note)
    // The applicant's name opens their member profile.
    await expect(jobs(e).getByTestId('applicant-card').getByRole('heading').getByRole('link')).toHaveAttribute(
      'href',
      /^\/people\/[0-9a-f-]{36}$/
    )
  } finally {
    await employer.context.close()
    await candidate.close()
  }
})
