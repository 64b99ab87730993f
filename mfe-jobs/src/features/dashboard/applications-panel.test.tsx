import type { EmployerApplicationAnswer, EmployerApplicationsPage } from '@hireloop/backend/api-types/jobs'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeEmployerApplication } from '../../test/make-employer-application'
import { makeJob } from '../../test/make-job'
import { makeThread } from '../../test/make-thread'
import { dialogClosed, errorAnswer, fakeServer, locationNow, renderAt, type FakeCall } from '../../test/render-app'
import { DashboardPage } from './dashboard-page'

const { toastAtom } = await import('@hireloop/shared-ui')
const lastToast = () => getDefaultStore().get(toastAtom)

const employer = { id: 'u2', name: 'Erin', email: 'erin@grid.example', userType: 'employer' }
const counts = { all: 3, referred: 1, pending: 1, reviewed: 2 }

function page(applications: EmployerApplicationAnswer[], extra: Partial<EmployerApplicationsPage> = {}) {
  return { applications, nextCursor: null, hasMore: false, counts, ...extra }
}

const dana = makeEmployerApplication()
const sam = makeEmployerApplication({
  id: 'a2',
  status: 'interview',
  statusLabel: 'Interview Scheduled',
  referred: true,
  resume: null,
  applicant: { id: 'u6', name: 'Sam Ortiz', email: 'sam@example.com', phone: null, avatar: null },
  selectedSkills: ['Sales'],
  selectedAvailability: ['Weekends'],
})

function server(overrides: Record<string, unknown> = {}) {
  return fakeServer({
    'GET /api/user/me': employer,
    'GET /api/companies': [{ id: 'c1', name: 'Gridline Power' }],
    'GET /api/companies/c1/jobs': [makeJob(), makeJob({ id: 'j2', title: 'Lineworker', status: 'paused' })],
    'GET /api/jobs/j1/applications': page([dana, sam]),
    'GET /api/jobs/j2/applications': page([], { counts: { all: 0, referred: 0, pending: 0, reviewed: 0 } }),
    ...overrides,
  })
}

const panel = () => screen.getByRole('region', { name: /^Applications for / })
const card = (name: string) => screen.getByRole('article', { name })
const buttonNames = (element: HTMLElement) =>
  within(element)
    .getAllByRole('button')
    .map((button) => button.textContent)
const listReads = (calls: FakeCall[], jobId = 'j1') =>
  calls.filter((call) => call.method === 'GET' && call.url.startsWith(`/api/jobs/${jobId}/applications`))

describe('/dashboard applications panel', () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  it("shows 'Applications for {job}' for the first job and switches with the selected job", async () => {
    const { calls } = server()
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    expect(await screen.findByRole('region', { name: 'Applications for NERC Compliance Analyst' })).toBeTruthy()
    expect(await screen.findByRole('article', { name: 'Dana Lee' })).toBeTruthy()
    expect(listReads(calls)[0].url).toBe('/api/jobs/j1/applications?tab=all&limit=20')
    expect(screen.getByRole('button', { name: 'NERC Compliance Analyst' }).getAttribute('aria-pressed')).toBe('true')

    fireEvent.click(screen.getByRole('button', { name: 'Lineworker' }))
    expect(await screen.findByRole('region', { name: 'Applications for Lineworker' })).toBeTruthy()
    expect(await screen.findByText('No applications yet')).toBeTruthy()
    expect(listReads(calls, 'j2')[0].url).toBe('/api/jobs/j2/applications?tab=all&limit=20')
    expect(screen.queryByRole('article', { name: 'Dana Lee' })).toBeNull()
    expect(screen.getByRole('tab', { name: 'All (0)' })).toBeTruthy()
  })

  it('shows the tabs with their counts and asks the server for the chosen tab', async () => {
    const { calls } = server({
      'GET /api/jobs/j1/applications': (call: FakeCall) =>
        call.url.includes('tab=pending') ? page([dana]) : page([dana, sam]),
    })
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    const samCard = await screen.findByRole('article', { name: 'Sam Ortiz' })
    // The applicant's name opens their member profile.
    expect(within(samCard).getByRole('link', { name: 'Sam Ortiz' }).getAttribute('href')).toBe('/people/u6')
    const tabs = within(panel()).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All (3)', 'Referred (1)', 'Pending (1)', 'Reviewed (2)'])
    expect(tabs[0].getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0].id)

    fireEvent.click(screen.getByRole('tab', { name: 'Pending (1)' }))
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sam Ortiz' })).toBeNull())
    expect(screen.getByRole('article', { name: 'Dana Lee' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Pending (1)' }).getAttribute('aria-selected')).toBe('true')
    expect(listReads(calls).at(-1)?.url).toBe('/api/jobs/j1/applications?tab=pending&limit=20')

    fireEvent.click(screen.getByRole('tab', { name: 'Referred (1)' }))
    await waitFor(() => expect(listReads(calls).at(-1)?.url).toBe('/api/jobs/j1/applications?tab=referred&limit=20'))
    fireEvent.click(screen.getByRole('tab', { name: 'Reviewed (2)' }))
    await waitFor(() => expect(listReads(calls).at(-1)?.url).toBe('/api/jobs/j1/applications?tab=reviewed&limit=20'))
  })

  it('says so when a tab has no applications', async () => {
    server({
      'GET /api/jobs/j1/applications': (call: FakeCall) =>
        call.url.includes('tab=referred') ? page([]) : page([dana, sam]),
    })
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    await screen.findByRole('article', { name: 'Dana Lee' })
    fireEvent.click(screen.getByRole('tab', { name: 'Referred (1)' }))
    expect(await screen.findByText('No referred applications')).toBeTruthy()
  })

  it('shows each applicant: contact, applied date, status, cover letter, skills, availability, referral, résumé', async () => {
    server()
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    const first = await screen.findByRole('article', { name: 'Dana Lee' })
    expect(within(first).getByRole('link', { name: 'dana@example.com' }).getAttribute('href')).toBe(
      'mailto:dana@example.com'
    )
    expect(within(first).getByRole('link', { name: '+1 (512) 555-0100' }).getAttribute('href')).toBe('tel:+15125550100')
    expect(within(first).getByText('Applied Nov 20, 2026')).toBeTruthy()
    expect(within(first).getByText('Applied').closest('[data-status]')?.getAttribute('data-status')).toBe('applied')
    expect(within(first).getByText(dana.coverLetter)).toBeTruthy()
    expect(
      within(within(first).getByRole('list', { name: 'Skills' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    ).toEqual(['Communication', 'Attention to Detail'])
    expect(
      within(within(first).getByRole('list', { name: 'Availability' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    ).toEqual(['Monday - Friday', 'Full-time'])
    expect(within(first).queryByText('Referred')).toBeNull()
    expect(within(first).getByRole('button', { name: 'Download Resume' })).toBeTruthy()

    const second = card('Sam Ortiz')
    expect(within(second).getByText('Referred')).toBeTruthy()
    expect(within(second).getByText('Interview Scheduled')).toBeTruthy()
    expect(
      within(second)
        .queryAllByRole('link')
        .map((link) => link.getAttribute('href'))
    ).toEqual(['/people/u6', 'mailto:sam@example.com'])
    expect(within(second).queryByRole('button', { name: 'Download Resume' })).toBeNull()
    expect(within(second).getByRole('button', { name: 'Message' })).toBeTruthy()
  })

  it('offers only the moves the pipeline allows from each status, named by their target', async () => {
    const statuses = [
      ['applied', 'Applied'],
      ['viewed', 'Under Review'],
      ['interview', 'Interview Scheduled'],
      ['offer', 'Offer Extended'],
      ['hired', 'Hired'],
      ['rejected', 'Not Selected'],
    ] as const
    server({
      'GET /api/jobs/j1/applications': page(
        statuses.map(([status, statusLabel], index) =>
          makeEmployerApplication({
            id: `a${index}`,
            status,
            statusLabel,
            resume: null,
            applicant: {
              id: `u${index}`,
              name: `Person ${status}`,
              email: `${status}@x.example`,
              phone: null,
              avatar: null,
            },
          })
        )
      ),
    })
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    await screen.findByRole('article', { name: 'Person applied' })
    expect(buttonNames(card('Person applied'))).toEqual([
      'Mark Under Review',
      'Schedule Interview',
      'Extend Offer',
      'Reject',
      'Send Email',
      'Message',
    ])
    expect(buttonNames(card('Person viewed'))).toEqual([
      'Schedule Interview',
      'Extend Offer',
      'Reject',
      'Send Email',
      'Message',
    ])
    expect(buttonNames(card('Person interview'))).toEqual(['Extend Offer', 'Reject', 'Send Email', 'Message'])
    expect(buttonNames(card('Person offer'))).toEqual(['Mark Hired', 'Reject', 'Send Email', 'Message'])
    expect(buttonNames(card('Person hired'))).toEqual(['Send Email', 'Message'])
    expect(buttonNames(card('Person rejected'))).toEqual(['Send Email', 'Message'])
  })

  it('moves an application with PATCH {status} in the stored vocabulary and refreshes the list', async () => {
    const moved = { ...dana, status: 'interview' as const, statusLabel: 'Interview Scheduled' }
    let answered = false
    const { calls } = server({
      'GET /api/jobs/j1/applications': () => page(answered ? [moved, sam] : [dana, sam]),
      'PATCH /api/applications/a1': () => ((answered = true), moved),
    })
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    const first = await screen.findByRole('article', { name: 'Dana Lee' })
    const readsBefore = listReads(calls).length
    await act(async () => fireEvent.click(within(first).getByRole('button', { name: 'Schedule Interview' })))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Application updated', description: 'Dana Lee: Interview Scheduled' })
    )
    const patch = calls.filter((call) => call.method === 'PATCH')
    expect(patch).toEqual([{ method: 'PATCH', url: '/api/applications/a1', body: { status: 'interview' } }])
    expect(within(card('Dana Lee')).getByText('Interview Scheduled')).toBeTruthy()
    expect(buttonNames(card('Dana Lee'))).toEqual([
      'Extend Offer',
      'Reject',
      'Send Email',
      'Message',
      'Download Resume',
    ])
    await waitFor(() => expect(listReads(calls).length).toBeGreaterThan(readsBefore))
  })

  it("drops a moved application from the Pending tab once it is past 'applied'", async () => {
    const viewed = { ...dana, status: 'viewed' as const, statusLabel: 'Under Review' }
    let moved = false
    server({
      'GET /api/jobs/j1/applications': (call: FakeCall) =>
        call.url.includes('tab=pending') ? page(moved ? [] : [dana]) : page([moved ? viewed : dana, sam]),
      'PATCH /api/applications/a1': () => ((moved = true), viewed),
    })
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    await screen.findByRole('article', { name: 'Dana Lee' })
    fireEvent.click(screen.getByRole('tab', { name: 'Pending (1)' }))
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sam Ortiz' })).toBeNull())
    await act(async () => fireEvent.click(within(card('Dana Lee')).getByRole('button', { name: 'Mark Under Review' })))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Application updated' }))
    expect(screen.queryByRole('article', { name: 'Dana Lee' })).toBeNull()
  })

  it('keeps the focus in the list when a moved card leaves the tab: on the card now in its place', async () => {
    const kim = makeEmployerApplication({
      id: 'a3',
      applicant: { id: 'u7', name: 'Kim Ito', email: 'kim@example.com', phone: null, avatar: null },
    })
    const viewed = { ...dana, status: 'viewed' as const, statusLabel: 'Under Review' }
    let moved = false
    server({
      'GET /api/jobs/j1/applications': (call: FakeCall) =>
        call.url.includes('tab=pending') ? page(moved ? [kim] : [dana, kim]) : page([moved ? viewed : dana, kim]),
      'PATCH /api/applications/a1': () => ((moved = true), viewed),
    })
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    await screen.findByRole('article', { name: 'Dana Lee' })
    fireEvent.click(screen.getByRole('tab', { name: /^Pending/ }))
    await screen.findByRole('article', { name: 'Kim Ito' })
    const move = within(card('Dana Lee')).getByRole('button', { name: 'Mark Under Review' })
    // A browser focuses the button it clicks; jsdom does not.
    move.focus()
    await act(async () => fireEvent.click(move))
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Dana Lee' })).toBeNull())
    // The first thing to act on in that card: the applicant's name, a link to their profile.
    expect(document.activeElement).toBe(within(card('Kim Ito')).getByRole('link', { name: 'Kim Ito' }))
  })

  it("says 'Update failed' with the server's message when the pipeline refuses a move (409)", async () => {
    server({
      'PATCH /api/applications/a2': () =>
        errorAnswer(409, { error: 'An application cannot move from Interview Scheduled to Hired' }),
    })
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    const second = await screen.findByRole('article', { name: 'Sam Ortiz' })
    await act(async () => fireEvent.click(within(second).getByRole('button', { name: 'Extend Offer' })))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Update failed',
        description: 'An application cannot move from Interview Scheduled to Hired',
        variant: 'error',
      })
    )
    expect(within(card('Sam Ortiz')).getByText('Interview Scheduled')).toBeTruthy()
  })

  it("says 'Please try again' when a move fails without a reason", async () => {
    server({ 'PATCH /api/applications/a1': () => errorAnswer(500, { error: 'Internal server error' }) })
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    const first = await screen.findByRole('article', { name: 'Dana Lee' })
    await act(async () => fireEvent.click(within(first).getByRole('button', { name: 'Mark Under Review' })))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Update failed', description: 'Please try again' }))
  })

  it('asks before rejecting, and rejects only when confirmed', async () => {
    const rejectedAnswer = { ...dana, status: 'rejected' as const, statusLabel: 'Not Selected' }
    let moved = false
    const { calls } = server({
      'GET /api/jobs/j1/applications': () => page([moved ? rejectedAnswer : dana, sam]),
      'PATCH /api/applications/a1': () => ((moved = true), rejectedAnswer),
    })
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    const first = await screen.findByRole('article', { name: 'Dana Lee' })
    // Every action of a card is described by the applicant's name: twenty Rejects are not alike to a screen reader.
    for (const action of within(first).getAllByRole('button')) {
      expect(action.getAttribute('aria-describedby')).toBe('applicant-a1')
    }
    fireEvent.click(within(first).getByRole('button', { name: 'Reject' }))
    let dialog = await screen.findByRole('dialog', { name: 'Reject Application' })
    expect(
      within(dialog).getByText(
        'Are you sure you want to reject Dana Lee\'s application for "NERC Compliance Analyst"? They will be told they were not selected.'
      )
    ).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await dialogClosed()
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false)

    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Dana Lee' })).getByRole('button', { name: 'Reject' })
    )
    dialog = await screen.findByRole('dialog', { name: 'Reject Application' })
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' })))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Application updated' }))
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      { method: 'PATCH', url: '/api/applications/a1', body: { status: 'rejected' } },
    ])
    const rejected = await screen.findByRole('article', { name: 'Dana Lee' })
    expect(within(rejected).getByText('Not Selected')).toBeTruthy()
    expect(buttonNames(rejected)).toEqual(['Send Email', 'Message', 'Download Resume'])
  })
})

describe('/dashboard applications list', () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))
  afterEach(() => {
    vi.useRealTimers()
  })

  it('loads the next page by cursor', async () => {
    const { calls } = server({
      'GET /api/jobs/j1/applications': (call: FakeCall) =>
        call.url.includes('cursor=') ? page([sam]) : page([dana], { nextCursor: 'c-2', hasMore: true }),
    })
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    await screen.findByRole('article', { name: 'Dana Lee' })
    expect(screen.queryByRole('article', { name: 'Sam Ortiz' })).toBeNull()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })))
    expect(await screen.findByRole('article', { name: 'Sam Ortiz' })).toBeTruthy()
    expect(listReads(calls).at(-1)?.url).toBe('/api/jobs/j1/applications?tab=all&limit=20&cursor=c-2')
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))).toEqual([
      'applicant-a1',
      'applicant-a2',
    ])
  })

  it('re-reads the applications every 30 seconds, so new applicants appear without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let arrived = false
    const { calls } = server({ 'GET /api/jobs/j1/applications': () => page(arrived ? [dana, sam] : [dana]) })
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    await screen.findByRole('article', { name: 'Dana Lee' })
    const reads = listReads(calls).length
    arrived = true
    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000)
    })
    expect(await screen.findByRole('article', { name: 'Sam Ortiz' })).toBeTruthy()
    expect(listReads(calls).length).toBe(reads + 1)
  })

  it('reads the loaded pages again after a new first page, so nobody drops between two pages', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const kim = makeEmployerApplication({
      id: 'a3',
      applicant: { id: 'u7', name: 'Kim Ito', email: 'kim@example.com', phone: null, avatar: null },
    })
    // One applicant a page, newest first: a new one moves everyone down a page.
    let all = [dana, sam]
    server({
      'GET /api/jobs/j1/applications': (call: FakeCall) => {
        const at = Number(new URL(call.url, 'http://x').searchParams.get('cursor') ?? 0)
        const more = at + 1 < all.length
        return page([all[at]!], { nextCursor: more ? String(at + 1) : null, hasMore: more })
      },
    })
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    await screen.findByRole('article', { name: 'Dana Lee' })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })))
    await screen.findByRole('article', { name: 'Sam Ortiz' })

    all = [kim, dana, sam]
    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000)
    })
    await screen.findByRole('article', { name: 'Kim Ito' })
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))).toEqual([
        'applicant-a3',
        'applicant-a1',
      ])
    )
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy()
  })

  it('offers to try again when the list cannot be read', async () => {
    let fail = true
    server({
      'GET /api/jobs/j1/applications': () =>
        fail ? errorAnswer(500, { error: 'Internal server error' }) : page([dana]),
    })
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    expect(await screen.findByText('Failed to load applications')).toBeTruthy()
    fail = false
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })))
    expect(await screen.findByRole('article', { name: 'Dana Lee' })).toBeTruthy()
  })
})

describe('/dashboard send email', () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  async function openEmail() {
    const first = await screen.findByRole('article', { name: 'Dana Lee' })
    fireEvent.click(within(first).getByRole('button', { name: 'Send Email' }))
    return screen.findByRole('dialog', { name: 'Email Dana Lee' })
  }

  it('sends the chosen template with the edited message, after a preview of what the candidate receives', async () => {
    const { calls } = server({ 'POST /api/applications/a1/send-email': { message: 'Email sent' } })
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    const dialog = await openEmail()
    const templates = within(dialog).getAllByRole('radio')
    expect(templates.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Application Received',
      'Under Review',
      'Interview Invitation',
      'Application Accepted',
      'Not Selected',
    ])
    expect((templates[0] as HTMLInputElement).checked).toBe(true)
    const message = within(dialog).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement
    expect(message.value).toBe(
      'Thanks again for your interest in joining Gridline Power. We aim to get back to every applicant within two weeks.'
    )
    const preview = within(dialog).getByRole('region', { name: 'Email preview' })
    expect(within(preview).getByTestId('email-preview-subject').textContent).toBe(
      'Gridline Power received your application for NERC Compliance Analyst'
    )

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Interview Invitation' }))
    expect(message.value).toBe(
      'Please reply with a few times that suit you this week, and let us know whether you prefer a phone or a video call.'
    )
    expect(within(preview).getByTestId('email-preview-subject').textContent).toBe(
      'Interview invitation: NERC Compliance Analyst at Gridline Power'
    )
    fireEvent.change(message, { target: { value: 'Could you come in on Tuesday at 10am?' } })
    expect(
      within(within(preview).getByTestId('email-preview-body'))
        .getAllByRole('paragraph')
        .map((paragraph) => paragraph.textContent)
    ).toEqual([
      "You're invited to an interview",
      'Hi Dana Lee,',
      'Gridline Power would like to invite you to interview for NERC Compliance Analyst.',
      'A message from Gridline Power:',
      'Could you come in on Tuesday at 10am?',
    ])

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send' })))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Email sent',
        description: 'Your email to Dana Lee is on its way.',
        variant: 'success',
      })
    )
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/applications/a1/send-email',
        body: { emailType: 'interview_invitation', message: 'Could you come in on Tuesday at 10am?' },
      },
    ])
    await dialogClosed()
  })

  it("opens on the template that fits where the application stands: Sam's interview, not 'Application Received'", async () => {
    server()
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    const samCard = await screen.findByRole('article', { name: 'Sam Ortiz' })
    fireEvent.click(within(samCard).getByRole('button', { name: 'Send Email' }))
    const dialog = await screen.findByRole('dialog', { name: 'Email Sam Ortiz' })
    expect(within(dialog).getByRole('radio', { name: 'Interview Invitation' })).toHaveProperty('checked', true)
    expect((within(dialog).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe(
      'Please reply with a few times that suit you this week, and let us know whether you prefer a phone or a video call.'
    )
  })

  it('sends the template alone when the employer clears the message, and refuses one over 2000 characters', async () => {
    const { calls } = server({ 'POST /api/applications/a1/send-email': { message: 'Email sent' } })
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    const dialog = await openEmail()
    const message = within(dialog).getByRole('textbox', { name: 'Message' })
    fireEvent.change(message, { target: { value: 'x'.repeat(2001) } })
    expect(within(dialog).getByText('2001/2000 - Message is too long')).toBeTruthy()
    expect((within(dialog).getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true)

    fireEvent.change(message, { target: { value: '   ' } })
    expect(within(dialog).queryByText('A message from Gridline Power:')).toBeNull()
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send' })))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Email sent' }))
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { emailType: 'application_received', message: '' },
    ])
  })

  it("says 'Failed to Send Email - Please try again later.' and keeps the dialog open", async () => {
    server({ 'POST /api/applications/a1/send-email': () => errorAnswer(500, { error: 'Internal server error' }) })
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    const dialog = await openEmail()
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send' })))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to Send Email',
        description: 'Please try again later.',
        variant: 'error',
      })
    )
    expect(screen.getByRole('dialog', { name: 'Email Dana Lee' })).toBeTruthy()
  })

  it("shows the server's message when e-mails are rate-limited (429)", async () => {
    server({
      'POST /api/applications/a1/send-email': () =>
        errorAnswer(429, { error: 'Too many requests. Please try again later.' }),
    })
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    const dialog = await openEmail()
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send' })))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to Send Email',
        description: 'Too many requests. Please try again later.',
      })
    )
  })
})

describe('/dashboard résumé download', () => {
  const downloads: { href: string; download: string }[] = []
  const originalCreate = URL.createObjectURL
  const originalRevoke = URL.revokeObjectURL

  beforeEach(() => {
    getDefaultStore().set(toastAtom, null)
    downloads.length = 0
    URL.createObjectURL = vi.fn(() => 'blob:resume')
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.href, download: this.download })
    })
  })
  afterEach(() => {
    URL.createObjectURL = originalCreate
    URL.revokeObjectURL = originalRevoke
  })

  it("downloads the file under the name the server gives and says 'Resume downloaded'", async () => {
    const { fetchMock } = server({
      'GET /api/applications/a1/resume': () =>
        new Response('%PDF-1.7 résumé', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="Dana Lee CV.pdf"',
          },
        }),
    })
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    const first = await screen.findByRole('article', { name: 'Dana Lee' })
    await act(async () => fireEvent.click(within(first).getByRole('button', { name: 'Download Resume' })))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Resume downloaded', description: 'Dana Lee CV.pdf' })
    )
    expect(downloads).toEqual([{ href: 'blob:resume', download: 'Dana Lee CV.pdf' }])
    const request = fetchMock.mock.calls.find(([url]) => String(url) === '/api/applications/a1/resume')
    expect(request?.[1]?.credentials).toBe('include')
    const blob = (URL.createObjectURL as ReturnType<typeof vi.fn>).mock.calls[0][0] as Blob
    expect(blob.size).toBe(new TextEncoder().encode('%PDF-1.7 résumé').length)
  })

  it("names the file 'resume.pdf' when the server gives no name", async () => {
    server({ 'GET /api/applications/a1/resume': () => new Response('%PDF', { status: 200 }) })
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    const first = await screen.findByRole('article', { name: 'Dana Lee' })
    await act(async () => fireEvent.click(within(first).getByRole('button', { name: 'Download Resume' })))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Resume downloaded' }))
    expect(downloads).toEqual([{ href: 'blob:resume', download: 'resume.pdf' }])
  })

  it("says 'Resume not found' on 404", async () => {
    server({ 'GET /api/applications/a1/resume': () => errorAnswer(404, { error: 'Resume not found' }) })
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    const first = await screen.findByRole('article', { name: 'Dana Lee' })
    await act(async () => fireEvent.click(within(first).getByRole('button', { name: 'Download Resume' })))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Resume not found',
        description: 'This application does not have a resume uploaded.',
        variant: 'error',
      })
    )
    expect(downloads).toEqual([])
  })

  it("says 'Download failed' on any other failure", async () => {
    server({ 'GET /api/applications/a1/resume': () => errorAnswer(403, { error: 'Forbidden' }) })
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    const first = await screen.findByRole('article', { name: 'Dana Lee' })
    await act(async () => fireEvent.click(within(first).getByRole('button', { name: 'Download Resume' })))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Download failed',
        description: 'There was an error downloading the resume. Please try again.',
        variant: 'error',
      })
    )
    expect(downloads).toEqual([])
  })
})

describe("/dashboard 'Message'", () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  const threadCalls = (calls: FakeCall[]) => calls.filter((call) => call.url === '/api/threads')

  it("starts the conversation with the applicant about the job: 'Conversation started', then /messages?thread={id}", async () => {
    const { calls } = server({
      'POST /api/threads': () =>
        new Response(JSON.stringify({ thread: makeThread({ id: 't-new' }), isExisting: false }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        }),
    })
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    const dana = await screen.findByRole('article', { name: 'Dana Lee' })
    await act(async () => fireEvent.click(within(dana).getByRole('button', { name: 'Message' })))
    await waitFor(() => expect(locationNow()).toBe('/messages?thread=t-new'))
    expect(threadCalls(calls)).toEqual([
      { method: 'POST', url: '/api/threads', body: { recipientId: 'u5', jobId: 'j1' } },
    ])
    expect(lastToast()).toMatchObject({
      title: 'Conversation started',
      description: 'Say hello to Dana Lee.',
      variant: 'success',
    })
  })

  it('goes straight to an existing conversation, without a toast', async () => {
    const { calls } = server({
      'POST /api/threads': {
        thread: makeThread({
          id: 't-old',
          otherParticipant: { id: 'u6', name: 'Sam Ortiz', userType: 'candidate', avatar: null },
        }),
        isExisting: true,
      },
    })
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    const sam = await screen.findByRole('article', { name: 'Sam Ortiz' })
    await act(async () => fireEvent.click(within(sam).getByRole('button', { name: 'Message' })))
    await waitFor(() => expect(locationNow()).toBe('/messages?thread=t-old'))
    expect(threadCalls(calls)[0].body).toEqual({ recipientId: 'u6', jobId: 'j1' })
    expect(lastToast()).toBeNull()
  })

  it("says 'Failed to start conversation' with the server's reason and stays on the dashboard", async () => {
    server({ 'POST /api/threads': () => errorAnswer(403, { error: 'You cannot message this person' }) })
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    const dana = await screen.findByRole('article', { name: 'Dana Lee' })
    const button = within(dana).getByRole('button', { name: 'Message' })
    await act(async () => fireEvent.click(button))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to start conversation',
        description: 'You cannot message this person',
        variant: 'error',
      })
    )
    expect(locationNow()).toBe('/dashboard')
    expect((button as HTMLButtonElement).disabled).toBe(false)
  })

  it('keeps the server error out of the toast when it failed (5xx)', async () => {
    server({ 'POST /api/threads': () => errorAnswer(500, { error: 'relation "threads" does not exist' }) })
    renderAt('/dashboard', <DashboardPage renderEditor={() => null} />)
    const dana = await screen.findByRole('article', { name: 'Dana Lee' })
    await act(async () => fireEvent.click(within(dana).getByRole('button', { name: 'Message' })))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to start conversation',
        description: 'Something went wrong. Please try again.',
      })
    )
    expect(locationNow()).toBe('/dashboard')
  })
})
