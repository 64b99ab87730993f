import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '@hireloop/backend/jobs-constants'
import { getDefaultStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { JobsApp } from './jobs-app'
import { MY_APPLICATIONS_POLL_MS } from '../api/applications/get-my-applications'
import { STATUS_COLORS } from '../features/applications/application-format'
import { makeJob } from '../test/make-job'
import { makeMyApplication } from '../test/make-my-application'
import { makeThread } from '../test/make-thread'
import { dialogClosed, errorAnswer, fakeServer, locationNow, locationStateNow, renderAt } from '../test/render-app'

const { toastAtom } = await import('@hireloop/shared-ui')
const lastToast = () => getDefaultStore().get(toastAtom)

const candidate = { id: 'u1', name: 'Casey', email: 'casey@example.com', userType: 'candidate' }
const page = (
  applications: unknown[],
  more: { nextCursor?: string | null; hasMore?: boolean; total?: number } = {}
) => ({
  applications,
  nextCursor: more.nextCursor ?? null,
  hasMore: more.hasMore ?? false,
  total: more.total ?? applications.length,
})

function server(routes: Record<string, unknown>) {
  return fakeServer({ 'GET /api/user/me': candidate, ...routes })
}

async function cards() {
  return screen.findAllByTestId('application-card')
}

describe('/applications gates and states', () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  it("asks a signed-out visitor to log in ('Please Log In') and reads nothing", async () => {
    const { calls } = fakeServer({ 'GET /api/user/me': () => errorAnswer(401, { error: 'Unauthorized' }) })
    renderAt('/applications', <JobsApp />)
    const gate = await screen.findByTestId('gate-login')
    expect(within(gate).getByRole('heading', { name: 'Please Log In' })).toBeTruthy()
    expect(calls.some((call) => call.url.startsWith('/api/applications'))).toBe(false)
  })

  it("tells an employer 'Access Denied' — 'Only candidates can view job applications.' — and reads nothing", async () => {
    const { calls } = fakeServer({ 'GET /api/user/me': { ...candidate, userType: 'employer' } })
    renderAt('/applications', <JobsApp />)
    const gate = await screen.findByTestId('gate-role')
    expect(within(gate).getByRole('heading', { name: 'Access Denied' })).toBeTruthy()
    expect(within(gate).getByText('Only candidates can view job applications.')).toBeTruthy()
    expect(calls.some((call) => call.url.startsWith('/api/applications'))).toBe(false)
  })

  it("shows the same gate when the server refuses the list (403 'Only candidates can view job applications.')", async () => {
    server({
      'GET /api/applications/my': () => errorAnswer(403, { error: 'Only candidates can view job applications.' }),
    })
    renderAt('/applications', <JobsApp />)
    const gate = await screen.findByTestId('gate-role')
    expect(within(gate).getByText('Only candidates can view job applications.')).toBeTruthy()
  })

  it('says it is loading while the list is on its way', async () => {
    const { fetchMock } = server({ 'GET /api/applications/my': page([]) })
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/api/applications/my')) await held
      return fetchMock(input, init)
    })
    renderAt('/applications', <JobsApp />)
    expect(await screen.findByText('Loading your applications...')).toBeTruthy()
    await act(async () => release())
    expect(await screen.findByText('No Applications Yet')).toBeTruthy()
    expect(screen.queryByText('Loading your applications...')).toBeNull()
  })

  it("says 'Failed to load your applications. Please try again later.' and tries again on request", async () => {
    let fail = true
    const { calls } = server({
      'GET /api/applications/my': () =>
        fail ? errorAnswer(500, { error: 'Internal error' }) : page([makeMyApplication()]),
    })
    renderAt('/applications', <JobsApp />)
    const alert = await screen.findByTestId('applications-error')
    expect(alert.getAttribute('role')).toBe('alert')
    expect(within(alert).getByText('Failed to load your applications. Please try again later.')).toBeTruthy()
    fail = false
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' })))
    expect(await cards()).toHaveLength(1)
    expect(calls.filter((call) => call.url.startsWith('/api/applications/my'))).toHaveLength(2)
  })

  it("shows 'No Applications Yet' with a Browse Jobs button to /jobs", async () => {
    server({
      'GET /api/applications/my': page([]),
      'GET /api/jobs': { jobs: [], total: 0, nextCursor: null, hasMore: false },
    })
    renderAt('/applications', <JobsApp />)
    expect(await screen.findByRole('heading', { name: 'No Applications Yet' })).toBeTruthy()
    expect(screen.queryByTestId('count-badge')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Browse Jobs' }))
    await waitFor(() => expect(locationNow()).toBe('/jobs'))
  })
})

describe('/applications list', () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))
  afterEach(() => vi.useRealTimers())

  it('shows a card with every field of the application and its job', async () => {
    // Two days after applying: the answer is still awaited.
    vi.useFakeTimers({ now: new Date('2026-03-04T12:00:00.000Z'), toFake: ['Date'] })
    const appliedAt = '2026-03-02T12:00:00.000Z'
    const application = makeMyApplication({
      history: [{ from: null, to: 'applied', label: 'Applied', at: appliedAt }],
      job: makeJob({
        title: 'NERC Compliance Analyst',
        description:
          'Keep our reliability standards program audit-ready. You will own evidence collection for CIP-002 through CIP-014, run mock audits every quarter, brief the operations teams, and keep the regional entity informed of every change.',
        company: {
          ...makeJob().company,
          name: 'Gridline Power',
          verified: true,
          responseRate: 82,
          typicalResponseHours: 30,
        } as ReturnType<typeof makeJob>['company'],
      }),
    })
    const { calls } = server({ 'GET /api/applications/my': page([application]) })
    renderAt('/applications', <JobsApp />)
    const [card] = await cards()
    const inCard = within(card)
    expect(inCard.getByRole('heading', { level: 2, name: 'NERC Compliance Analyst' })).toBeTruthy()
    expect(inCard.getByTestId('application-company').textContent).toBe('Gridline Power')
    expect(inCard.getByTitle('Verified')).toBeTruthy()
    expect(inCard.getByTestId('application-location').textContent).toBe('Austin, Texas')
    expect(inCard.getByTestId('application-pay').textContent).toBe('$42.50/hr')
    expect(inCard.getByTestId('application-schedule').textContent).toBe('Full-time')
    expect(inCard.getByTestId('application-status').textContent).toBe('Applied')
    expect(inCard.getByText('Urgent Hiring')).toBeTruthy()
    const applied = inCard.getByTestId('application-applied-date')
    expect(applied.textContent).toBe('Mar 2, 2026')
    expect(applied.getAttribute('datetime')).toBe(appliedAt)
    expect(inCard.getByRole('heading', { level: 3, name: 'Highlighted skills' })).toBeTruthy()
    expect(inCard.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining(['Communication', 'Attention to Detail'])
    )
    expect(inCard.getByTestId('application-availability').textContent).toBe('Monday - Friday, Flexible Hours')
    expect(inCard.getByTestId('application-cover-letter').textContent).toBe(application.coverLetter)
    expect(inCard.getByTestId('application-description').textContent).toBe(
      'Keep our reliability standards program audit-ready. You will own evidence collection for CIP-002 through CIP-014, run mock audits every quarter, brief the operations teams, and…'
    )
    expect(inCard.getByTestId('application-deadline').textContent).toBe(
      'Employers usually answer within 14 days — you will hear from us by Mar 16, 2026 if they have not.' +
        'Responds to 82% of applicants, typically within 30 hours'
    )
    expect(inCard.getByRole('button', { name: 'View Similar Jobs' })).toBeTruthy()
    expect(inCard.getByRole('button', { name: 'Withdraw Application' })).toBeTruthy()
    // The count badge beside the heading, read out as words.
    expect(screen.getByTestId('count-badge').textContent).toBe('1')
    expect(screen.getByText('(1 application)')).toBeTruthy()
    expect(calls.find((call) => call.url.startsWith('/api/applications/my'))?.url).toBe('/api/applications/my?limit=20')
  })

  it('shows each of the six statuses in its own words and colour; Withdraw only while applied', async () => {
    const applications = APPLICATION_STATUSES.map((status, index) =>
      makeMyApplication({
        id: `a-${status}`,
        status,
        statusLabel: APPLICATION_STATUS_LABELS[status],
        respondBy: status === 'applied' ? '2026-03-16T12:00:00.000Z' : null,
        job: makeJob({ id: `j${index}`, title: `Job ${status}` }),
      })
    )
    server({ 'GET /api/applications/my': page(applications) })
    renderAt('/applications', <JobsApp />)
    const list = await cards()
    expect(list).toHaveLength(6)
    expect(screen.getByText('(6 applications)')).toBeTruthy()
    const seen = list.map((card) => {
      const badge = within(card).getByTestId('application-status')
      return {
        label: badge.textContent,
        status: badge.getAttribute('data-status'),
        withdraw: within(card).queryByRole('button', { name: 'Withdraw Application' }) !== null,
        deadline: within(card).queryByTestId('application-deadline') !== null,
      }
    })
    expect(seen).toEqual([
      { label: 'Applied', status: 'applied', withdraw: true, deadline: true },
      { label: 'Under Review', status: 'viewed', withdraw: false, deadline: false },
      { label: 'Interview Scheduled', status: 'interview', withdraw: false, deadline: false },
      { label: 'Offer Extended', status: 'offer', withdraw: false, deadline: false },
      { label: 'Hired', status: 'hired', withdraw: false, deadline: false },
      { label: 'Not Selected', status: 'rejected', withdraw: false, deadline: false },
    ])
    expect(new Set(Object.values(STATUS_COLORS)).size).toBe(6)
    expect(screen.getByTestId('count-badge').textContent).toBe('6')
  })

  it("counts every application the server holds, not the page loaded (the answer's total)", async () => {
    const applications = [makeMyApplication({ id: 'a1' }), makeMyApplication({ id: 'a2', job: makeJob({ id: 'j2' }) })]
    server({ 'GET /api/applications/my': page(applications, { nextCursor: 'c1', hasMore: true, total: 45 }) })
    renderAt('/applications', <JobsApp />)
    expect(await cards()).toHaveLength(2)
    expect(screen.getByTestId('count-badge').textContent).toBe('45')
  })

  it('shows the status history as an ordered timeline, oldest first, each with its label and date', async () => {
    const application = makeMyApplication({
      status: 'interview',
      statusLabel: 'Interview Scheduled',
      respondBy: null,
      history: [
        { from: null, to: 'applied', label: 'Applied', at: '2026-03-02T12:00:00.000Z' },
        { from: 'viewed', to: 'interview', label: 'Interview Scheduled', at: '2026-03-06T12:00:00.000Z' },
        { from: 'applied', to: 'viewed', label: 'Under Review', at: '2026-03-04T12:00:00.000Z' },
      ],
    })
    server({ 'GET /api/applications/my': page([application]) })
    renderAt('/applications', <JobsApp />)
    const [card] = await cards()
    const timeline = within(card).getByRole('list', { name: 'Status history' })
    expect(timeline.tagName).toBe('OL')
    const entries = within(timeline).getAllByTestId('status-timeline-entry')
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'AppliedMar 2, 2026',
      'Under ReviewMar 4, 2026',
      'Interview ScheduledMar 6, 2026',
    ])
    expect(entries[2].querySelector('time')?.getAttribute('datetime')).toBe('2026-03-06T12:00:00.000Z')
  })

  it('goes to /jobs filtered by the category for View Similar Jobs', async () => {
    server({
      'GET /api/applications/my': page([makeMyApplication({ job: makeJob({ category: 'Audit & Risk' }) })]),
      'GET /api/jobs': { jobs: [], total: 0, nextCursor: null, hasMore: false },
    })
    renderAt('/applications', <JobsApp />)
    const [card] = await cards()
    fireEvent.click(within(card).getByRole('button', { name: 'View Similar Jobs' }))
    await waitFor(() => expect(locationNow()).toBe('/jobs?category=Audit+%26+Risk'))
  })

  it('withdraws after the exact confirmation: the card goes and a toast says so', async () => {
    const { calls } = server({
      'GET /api/applications/my': page([
        makeMyApplication(),
        makeMyApplication({ id: 'a2', job: makeJob({ id: 'j2', title: 'Substation Technician' }) }),
      ]),
      'DELETE /api/applications/a1': { message: 'Application withdrawn' },
    })
    renderAt('/applications', <JobsApp />)
    const [first] = await cards()
    // A browser focuses the button it clicks; jsdom does not.
    within(first).getByRole('button', { name: 'Withdraw Application' }).focus()
    fireEvent.click(within(first).getByRole('button', { name: 'Withdraw Application' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Withdraw Application')).toBeTruthy()
    expect(
      within(dialog).getByText(
        'Are you sure you want to withdraw your application for "NERC Compliance Analyst"? This action cannot be undone.'
      )
    ).toBeTruthy()
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' })))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Application Withdrawn', variant: 'success' }))
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/applications/a1'])
    await waitFor(() => expect(screen.getAllByTestId('application-card')).toHaveLength(1))
    expect(within(screen.getByTestId('application-card')).getByText('Substation Technician')).toBeTruthy()
    expect(screen.getByTestId('count-badge').textContent).toBe('1')
    // The focus moves to the card now in its place, not to the top of the page.
    await dialogClosed()
    await waitFor(() =>
      expect(document.activeElement).toBe(within(screen.getByTestId('application-card')).getAllByRole('button')[0])
    )
  })

  it('keeps the card and sends nothing when the confirmation is cancelled', async () => {
    const { calls } = server({ 'GET /api/applications/my': page([makeMyApplication()]) })
    renderAt('/applications', <JobsApp />)
    const [card] = await cards()
    fireEvent.click(within(card).getByRole('button', { name: 'Withdraw Application' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    await dialogClosed()
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false)
    expect(await cards()).toHaveLength(1)
  })

  it("says 'Failed to withdraw application. Please try again.' when refused, and shows the status it has now", async () => {
    let status: 'applied' | 'viewed' = 'applied'
    server({
      'GET /api/applications/my': () =>
        page([makeMyApplication({ status, statusLabel: APPLICATION_STATUS_LABELS[status] })]),
      'DELETE /api/applications/a1': () => {
        status = 'viewed'
        return errorAnswer(409, { error: 'You can only withdraw an application that has not been reviewed yet' })
      },
    })
    renderAt('/applications', <JobsApp />)
    const [card] = await cards()
    fireEvent.click(within(card).getByRole('button', { name: 'Withdraw Application' }))
    await act(async () =>
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }))
    )
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to withdraw application. Please try again.',
        description: 'You can only withdraw an application that has not been reviewed yet',
        variant: 'error',
      })
    )
    await waitFor(() =>
      expect(within(screen.getByTestId('application-card')).getByTestId('application-status').textContent).toBe(
        'Under Review'
      )
    )
    expect(screen.queryByRole('button', { name: 'Withdraw Application' })).toBeNull()
  })

  it('loads the next page with the cursor', async () => {
    const { calls } = server({
      'GET /api/applications/my': (call: { url: string }) =>
        call.url.includes('cursor=c2')
          ? page([makeMyApplication({ id: 'a2', job: makeJob({ id: 'j2', title: 'Older job' }) })])
          : page([makeMyApplication()], { nextCursor: 'c2', hasMore: true }),
    })
    renderAt('/applications', <JobsApp />)
    expect(await cards()).toHaveLength(1)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load More' })))
    await waitFor(() => expect(screen.getAllByTestId('application-card')).toHaveLength(2))
    expect(screen.getByText('Older job')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull()
    expect(calls.map((call) => call.url).filter((url) => url.startsWith('/api/applications/my'))).toEqual([
      '/api/applications/my?limit=20',
      '/api/applications/my?limit=20&cursor=c2',
    ])
  })

  it('shows a new status without a reload once the polling interval has passed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    expect(MY_APPLICATIONS_POLL_MS).toBe(30_000)
    let status: 'applied' | 'interview' = 'applied'
    const { calls } = server({
      'GET /api/applications/my': () =>
        page([makeMyApplication({ status, statusLabel: APPLICATION_STATUS_LABELS[status] })]),
    })
    renderAt('/applications', <JobsApp />)
    const [card] = await cards()
    expect(within(card).getByTestId('application-status').textContent).toBe('Applied')
    status = 'interview'
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MY_APPLICATIONS_POLL_MS - 1_000)
    })
    expect(within(card).getByTestId('application-status').textContent).toBe('Applied')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500)
    })
    await waitFor(() =>
      expect(within(screen.getByTestId('application-card')).getByTestId('application-status').textContent).toBe(
        'Interview Scheduled'
      )
    )
    expect(screen.queryByRole('button', { name: 'Withdraw Application' })).toBeNull()
    expect(calls.filter((call) => call.url.startsWith('/api/applications/my'))).toHaveLength(2)
  })

  it('reads the list again when the window regains focus', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    let status: 'applied' | 'offer' = 'applied'
    const { calls } = server({
      'GET /api/applications/my': () =>
        page([makeMyApplication({ status, statusLabel: APPLICATION_STATUS_LABELS[status] })]),
    })
    renderAt('/applications', <JobsApp />)
    const [card] = await cards()
    expect(within(card).getByTestId('application-status').textContent).toBe('Applied')
    status = 'offer'
    // SWR ignores focus for 5 s after a read.
    vi.setSystemTime(Date.now() + 6_000)
    await act(async () => {
      window.dispatchEvent(new Event('focus'))
    })
    await waitFor(() =>
      expect(within(screen.getByTestId('application-card')).getByTestId('application-status').textContent).toBe(
        'Offer Extended'
      )
    )
    expect(calls.filter((call) => call.url.startsWith('/api/applications/my'))).toHaveLength(2)
  })
})

describe("/applications 'Message Employer'", () => {
  beforeEach(() => getDefaultStore().set(toastAtom, null))

  const employerThread = makeThread({
    id: 't9',
    otherParticipant: { id: 'u-employer', name: 'Erin Grid', userType: 'employer', avatar: null },
  })
  const threadCalls = (calls: { method: string; url: string; body: unknown }[]) =>
    calls.filter((call) => call.url === '/api/threads')

  it("starts the conversation with the job's owner about the job: 'Conversation started', then /messages?thread={id}", async () => {
    const { calls } = server({
      'GET /api/applications/my': page([
        makeMyApplication({ status: 'interview', statusLabel: 'Interview Scheduled' }),
      ]),
      'POST /api/threads': () =>
        new Response(JSON.stringify({ thread: employerThread, isExisting: false }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        }),
    })
    renderAt('/applications', <JobsApp />)
    const [card] = await cards()
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Message Employer' })))
    await waitFor(() => expect(locationNow()).toBe('/messages?thread=t9'))
    expect(threadCalls(calls)).toEqual([
      { method: 'POST', url: '/api/threads', body: { recipientId: 'u-employer', jobId: 'j1' } },
    ])
    expect(lastToast()).toMatchObject({
      title: 'Conversation started',
      description: 'Say hello to Erin Grid.',
      variant: 'success',
    })
  })

  it('opens the existing conversation without a toast', async () => {
    server({
      'GET /api/applications/my': page([makeMyApplication()]),
      'POST /api/threads': { thread: employerThread, isExisting: true },
    })
    renderAt('/applications', <JobsApp />)
    const [card] = await cards()
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Message Employer' })))
    await waitFor(() => expect(locationNow()).toBe('/messages?thread=t9'))
    // The conversation gets the thread for its header, wherever the thread sits in the list.
    expect(locationStateNow()).toEqual({ thread: employerThread })
    expect(lastToast()).toBeNull()
  })

  it("says 'Failed to start conversation' with the server's reason and stays on /applications", async () => {
    server({
      'GET /api/applications/my': page([makeMyApplication()]),
      'POST /api/threads': () =>
        errorAnswer(429, { error: 'You have started too many conversations. Please try again later.' }),
    })
    renderAt('/applications', <JobsApp />)
    const [card] = await cards()
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Message Employer' })))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Failed to start conversation',
        description: 'You have started too many conversations. Please try again later.',
        variant: 'error',
      })
    )
    expect(locationNow()).toBe('/applications')
    expect(within(card).getByRole('button', { name: 'Message Employer' }).hasAttribute('disabled')).toBe(false)
  })

  it('offers no Message Employer when the job carries no owner', async () => {
    const job = makeJob()
    server({
      'GET /api/applications/my': page([
        makeMyApplication({ job: { ...job, company: { ...job.company, ownerId: '' } } }),
      ]),
    })
    renderAt('/applications', <JobsApp />)
    const [card] = await cards()
    expect(within(card).getByRole('button', { name: 'View Similar Jobs' })).toBeTruthy()
    expect(within(card).queryByRole('button', { name: 'Message Employer' })).toBeNull()
  })
})
