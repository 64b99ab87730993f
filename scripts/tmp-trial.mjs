import { chromium } from 'playwright'
import { signUpCandidate } from './sign-up-candidate.mjs'
const base = 'http://127.0.0.1:3393'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage'] })
const phone = { viewport: { width: 390, height: 844 } }
const boss = await (await browser.newContext(phone)).newPage()
await boss.goto(`${base}/register`)
await boss.getByLabel('Email').fill(`boss.${Date.now()}@gridworks.dev`)
await boss.getByLabel('Password', { exact: true }).fill('Str0ng!Passw0rd')
await boss.getByLabel('Confirm password').fill('Str0ng!Passw0rd')
await boss.getByRole('radio', { name: 'Employer' }).check()
await boss.getByRole('button', { name: 'Create account' }).click()
await boss.getByTestId('area-mfe_feed').waitFor({ timeout: 60_000 })
const api = (method, url, body) => boss.evaluate(async ({ method, url, body }) => {
  const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '')
  const r = await fetch(url, { method, credentials: 'include', headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': token }, body: body === undefined ? undefined : JSON.stringify(body) })
  return { status: r.status, body: await r.json() }
}, { method, url, body })
await api('POST', '/api/companies', { name: 'Gridworks Trial', description: 'Grid compliance' })
const companyId = (await api('GET', '/api/companies')).body[0].id
const posted = {}
for (const [title, location, state, zipcode] of [['NERC Compliance Analyst', 'Austin', 'Texas', '78701'], ['Substation Technician', 'San Antonio', 'Texas', '78205'], ['Compliance Auditor', 'Denver', 'Colorado', '80202']]) {
  const r = await api('POST', '/api/jobs', { companyId, title, category: 'Audit & Risk', payRate: 38, payUnit: 'hr', schedule: 'Full-time', location, state, country: 'United States', zipcode, description: 'Keep our CIP evidence in order and analyse audit findings every quarter.', requirements: '' })
  posted[title] = r.body.id
}
// The employer moves a job: PATCH through the API, then the candidate must find it at its new place.
const moved = await api('PATCH', `/api/jobs/${posted['Compliance Auditor']}`, { location: 'Boulder' })
console.log('PATCH location', moved.status, moved.body.location ?? JSON.stringify(moved.body).slice(0, 200))

const page = await (await browser.newContext(phone)).newPage()
await signUpCandidate(page, base, 'trial9')
await page.getByRole('navigation').getByRole('link', { name: 'Jobs' }).click()
const search = async (keyword, place) => {
  await page.getByLabel('Keyword').fill(keyword)
  await page.getByLabel('Location').fill(place)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await page.waitForTimeout(1500)
  const text = (await page.locator('main').innerText()).replace(/\n+/g, ' | ')
  console.log(JSON.stringify([keyword, place]), '→', page.url().replace(base, ''), '→', (/Showing [^|]*|No jobs[^|]*|[^|]*went wrong[^|]*/.exec(text) ?? ['?'])[0])
}
await search('complian', 'austn')
await page.screenshot({ path: '/tmp/trial9-search.png' })
await search('complian', 'boulder')
await search('complian', 'denver')
await search('substation tech', 'TEXAS')
await search(`o'brien\\ "; drop table jobs; --`, `%_\\'`)
await page.screenshot({ path: '/tmp/trial9-empty.png' })
await search(':* & | !', '00000')
await search('日本語 ü', 'Zürich, 日本')
await search('x'.repeat(250), '')
await page.screenshot({ path: '/tmp/trial9-long.png' })
// Back walks the searches; then the detail dialog and save.
await page.goBack(); await page.waitForTimeout(800); console.log('back →', decodeURIComponent(page.url().replace(base, '')).slice(0, 80))
await search('analy', '')
await page.getByRole('button', { name: 'View Details' }).first().click()
await page.waitForTimeout(1000)
await page.screenshot({ path: '/tmp/trial9-detail.png' })
await page.getByRole('dialog').getByRole('button', { name: 'Save job', exact: true }).click()
await page.waitForTimeout(800)
console.log('saved flag:', await page.getByRole('dialog').getByRole('button', { name: 'Unsave job', exact: true }).count())
await browser.close()
