import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { JobsApp } from './jobs-app'
import { installFakeXhr } from '../test/fake-xhr'
import { makeJob } from '../test/make-job'
import { dialogClosed, errorAnswer, fakeServer, renderAt } from '../test/render-app'

const { toastAtom } = await import('@hireloop/shared-ui')
const lastToast = () => getDefaultStore().get(toastAtom)

const candidate = {
  id: 'u1',
  name: 'Casey',
  email: 'casey@example.com',
  userType: 'candidate',
  // 'Welding' is not one of the 12 choices; of the others only the first 3 are pre-selected.
  skills: ['Sales', 'Welding', 'Customer Service', 'Team Work', 'Communication'],
  availability: ['Weekends', 'Evenings', 'Nights'],
}
const employer = { id: 'u9', name: 'Erin', email: 'erin@other.example', userType: 'employer' }
const page = (jobs = [makeJob()]) => ({ jobs, nextCursor: null, hasMore: false, total: jobs.length })
const LETTER = 'I have five years of customer-facing work and I am keen to grow with your team here.'

function application(overrides: Record<string, unknown> = {}) {
  return {
    id: 'a1',
    jobId: 'j1',
    status: 'applied',
    statusLabel: 'Applied',
    appliedAt: '2026-11-23T12:00:00.000Z',
    updatedAt: '2026-11-23T12:00:00.000Z',
    coverLetter: LETTER,
    selectedSkills: ['Sales'],
    selectedAvailability: ['Weekends'],
    resume: null,
    history: [{ from: null, to: 'applied', label: 'Applied', at: '2026-11-23T12:00:00.000Z' }],
    respondBy: '2026-12-07T12:00:00.000Z',
    job: makeJob({ hasApplied: true, applicantCount: 3 }),
    ...overrides,
  }
}

function server(overrides: Record<string, unknown> = {}) {
  return fakeServer({
    'GET /api/user/me': candidate,
    'GET /api/user/job-interactions': { saved: [], liked: [], applied: [] },
    'GET /api/jobs': page(),
    'GET /api/jobs/j1': makeJob(),
    ...overrides,
  })
}

async function openFromCard() {
  renderAt('/jobs', <JobsApp />)
  const card = await screen.findByTestId('job-card')
  fireEvent.click(within(card).getByRole('button', { name: /Apply Now/ }))
  return screen.findByRole('dialog', { name: 'Apply to NERC Compliance Analyst' })
}

function fillValid(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText(/Cover letter/), { target: { value: LETTER } })
  for (const box of [/18 years of age/, /authorized to work/, /visa sponsorship/]) {
    fireEvent.click(within(dialog).getByRole('checkbox', { name: box }))
  }
}

const checked = (dialog: HTMLElement, name: string) =>
  (within(dialog).getByRole('checkbox', { name }) as HTMLInputElement).checked

describe('Apply dialog', () => {
  beforeEach(() => {
    getDefaultStore().set(toastAtom, null)
    sessionStorage.clear()
  })

  it('opens from the card with the job summary, the profile pre-selection and the live count', async () => {
    server()
    const dialog = await openFromCard()
    const summary = within(dialog).getByTestId('apply-job-summary')
    for (const text of ['Gridline Power', 'Austin, Texas', '$42.50/hr', 'Full-time']) {
      expect(within(summary).getByText(text)).toBeTruthy()
    }
    expect(within(dialog).getAllByRole('checkbox').length).toBe(12 + 9 + 3)
    expect(['Sales', 'Customer Service', 'Team Work'].every((skill) => checked(dialog, skill))).toBe(true)
    expect(checked(dialog, 'Communication')).toBe(false)
    expect(checked(dialog, 'Weekends') && checked(dialog, 'Evenings')).toBe(true)
    expect(checked(dialog, 'Monday - Friday')).toBe(false)
    expect(within(dialog).getByTestId('cover-letter-count').textContent).toBe('0/1000')
    fireEvent.change(within(dialog).getByLabelText(/Cover letter/), { target: { value: 'Hello there' } })
    expect(within(dialog).getByTestId('cover-letter-count').textContent).toBe('11/1000')
  })

  it('shows every message of part 2 §5 on submit, tied to its field, and sends nothing', async () => {
    const { calls } = server()
    const dialog = await openFromCard()
    for (const skill of ['Sales', 'Customer Service', 'Team Work']) {
      fireEvent.click(within(dialog).getByRole('checkbox', { name: skill }))
    }
    for (const slot of ['Weekends', 'Evenings']) fireEvent.click(within(dialog).getByRole('checkbox', { name: slot }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }))
    for (const message of [
      'Cover letter must be at least 50 characters',
      'Please select at least one relevant skill',
      'Please select your availability',
      'You must be 18 or older to apply',
      'You must be authorized to work in the US',
      'You must not require visa sponsorship',
    ]) {
      expect(within(dialog).getByText(message)).toBeTruthy()
    }
    const eighteen = within(dialog).getByRole('checkbox', { name: /18 years of age/ })
    expect(eighteen.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(eighteen.getAttribute('aria-describedby')!)?.textContent).toBe(
      'You must be 18 or older to apply'
    )
    const letter = within(dialog).getByLabelText(/Cover letter/)
    expect(document.activeElement).toBe(letter)
    expect(letter.getAttribute('aria-describedby')).toContain(letter.id + '-helper-text')

    fireEvent.change(letter, { target: { value: 'x'.repeat(49) } })
    expect(within(dialog).getByText('Cover letter must be at least 50 characters')).toBeTruthy()
    fireEvent.change(letter, { target: { value: 'x'.repeat(1001) } })
    expect(within(dialog).getByText('Cover letter is too long')).toBeTruthy()
    expect(within(dialog).getByTestId('cover-letter-count').textContent).toBe('1001/1000')
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('a job opened through a referral link (?ref=) sends its code with the application to that job', async () => {
    const { calls } = server({ 'POST /api/jobs/j1/apply': application() })
    renderAt('/jobs/j1?ref=Ab3_xYz-Q', <JobsApp />)
    const detail = await screen.findByRole('dialog', { name: 'NERC Compliance Analyst' })
    fireEvent.click(within(within(detail).getByTestId('job-detail-bar')).getByRole('button', { name: /Apply Now/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Apply to NERC Compliance Analyst' })
    fillValid(dialog)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Application Submitted!' }))
    const post = calls.find((call) => call.method === 'POST' && call.url === '/api/jobs/j1/apply')
    expect(post?.body).toMatchObject({ referralCode: 'Ab3_xYz-Q', resumeUrl: null })
  })

  it('shows a message only once its field was touched', async () => {
    server()
    const dialog = await openFromCard()
    const letter = within(dialog).getByLabelText(/Cover letter/)
    fireEvent.change(letter, { target: { value: 'short' } })
    expect(within(dialog).queryByText('Cover letter must be at least 50 characters')).toBeNull()
    fireEvent.blur(letter)
    expect(within(dialog).getByText('Cover letter must be at least 50 characters')).toBeTruthy()
    expect(within(dialog).queryByText('You must be 18 or older to apply')).toBeNull()
  })

  it("uploads a résumé with progress, sends the contract's body, then reads 'Applied' with the new count", async () => {
    const Xhr = installFakeXhr()
    let release: (value: Response) => void = () => {}
    const { calls } = server({
      'POST /api/jobs/j1/apply': () => new Promise<Response>((resolve) => (release = resolve)),
    })
    const dialog = await openFromCard()
    fillValid(dialog)
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Team Work' }))
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Monday - Friday' }))

    const pdf = new File(['%PDF-1.7 résumé'], 'casey-cv.pdf', { type: 'application/pdf' })
    await act(async () => fireEvent.change(within(dialog).getByLabelText('Resume file'), { target: { files: [pdf] } }))
    await waitFor(() => expect(Xhr.last?.url).toBe('/api/upload/resume'))
    const xhr = Xhr.last!
    expect(xhr.method).toBe('POST')
    expect(xhr.withCredentials).toBe(true)
    expect(xhr.headers['X-XSRF-TOKEN']).toBe('test-token')
    expect((xhr.body!.get('file') as File).name).toBe('casey-cv.pdf')
    act(() => xhr.progress(40, 100))
    expect(within(dialog).getByText('Uploading... 40%')).toBeTruthy()
    expect(
      within(dialog).getByRole('progressbar', { name: 'Resume upload progress' }).getAttribute('aria-valuenow')
    ).toBe('40')
    expect((within(dialog).getByRole('button', { name: 'Submit Application' }) as HTMLButtonElement).disabled).toBe(
      true
    )
    await act(async () =>
      xhr.answer(201, { id: 'r1', url: 'resume:r1', name: 'casey-cv.pdf', size: 2048, type: 'application/pdf' })
    )
    expect(lastToast()).toMatchObject({ title: 'Resume uploaded', variant: 'success' })
    expect(within(within(dialog).getByTestId('resume-file')).getByText('casey-cv.pdf')).toBeTruthy()
    expect(within(dialog).getByText('2 KB')).toBeTruthy()

    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }))
    expect(await within(dialog).findByRole('button', { name: 'Submitting...' })).toBeTruthy()
    const post = calls.find((call) => call.method === 'POST' && call.url === '/api/jobs/j1/apply')
    expect(post?.body).toEqual({
      coverLetter: LETTER,
      selectedSkills: ['Sales', 'Customer Service'],
      selectedAvailability: ['Weekends', 'Evenings', 'Monday - Friday'],
      isEighteenOrOlder: true,
      isAuthorizedToWork: true,
      doesNotRequireSponsorship: true,
      resumeUrl: 'resume:r1',
    })
    await act(async () =>
      release(
        new Response(JSON.stringify(application()), { status: 201, headers: { 'Content-Type': 'application/json' } })
      )
    )
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Application Submitted!',
        description: 'Your application for NERC Compliance Analyst has been sent to the employer.',
        variant: 'success',
      })
    )
    await dialogClosed()
    const card = screen.getByTestId('job-card')
    const applied = within(card).getByRole('button', { name: 'Applied' }) as HTMLButtonElement
    expect(applied.disabled).toBe(true)
    expect(within(card).getByText(/· 3 applicants$/)).toBeTruthy()
    // 'N applied' and the applications lists read again from the server.
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/user/job-interactions').length).toBeGreaterThan(1)
    )
  })

  it('removes an uploaded résumé and sends resumeUrl null', async () => {
    const Xhr = installFakeXhr()
    const { calls } = server({ 'POST /api/jobs/j1/apply': application() })
    const dialog = await openFromCard()
    fillValid(dialog)
    const doc = new File(['doc'], 'cv.docx', { type: '' })
    await act(async () => fireEvent.change(within(dialog).getByLabelText('Resume file'), { target: { files: [doc] } }))
    await waitFor(() => expect(Xhr.last).toBeTruthy())
    await act(async () => Xhr.last!.answer(201, { id: 'r2', url: 'resume:r2', name: 'cv.docx', size: 3, type: 'x' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove cv.docx' }))
    expect(within(dialog).queryByTestId('resume-file')).toBeNull()
    expect(within(dialog).getByRole('button', { name: 'Upload Resume' })).toBeTruthy()
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' })))
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true))
    expect((calls.find((call) => call.method === 'POST')!.body as { resumeUrl: unknown }).resumeUrl).toBeNull()
  })

  it('abandons an upload when the dialog closes, and the reopened form can be sent', async () => {
    const Xhr = installFakeXhr()
    server()
    const dialog = await openFromCard()
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })
    await act(async () => fireEvent.change(within(dialog).getByLabelText('Resume file'), { target: { files: [pdf] } }))
    await waitFor(() => expect(Xhr.last).toBeTruthy())
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await dialogClosed()
    expect(Xhr.last!.aborted).toBe(true)
    fireEvent.click(within(screen.getByTestId('job-card')).getByRole('button', { name: /Apply Now/ }))
    const again = await screen.findByRole('dialog', { name: 'Apply to NERC Compliance Analyst' })
    expect(within(again).getByRole('button', { name: 'Upload Resume' })).toBeTruthy()
    expect((within(again).getByRole('button', { name: 'Submit Application' }) as HTMLButtonElement).disabled).toBe(
      false
    )
    expect(lastToast()).toBeNull()
  })

  it("refuses a wrong type or a file over 5 MB before uploading, with the spec's toasts", async () => {
    const Xhr = installFakeXhr()
    server()
    const dialog = await openFromCard()
    const input = within(dialog).getByLabelText('Resume file')
    const exe = new File(['MZ'], 'cv.exe', { type: 'application/x-msdownload' })
    await act(async () => fireEvent.change(input, { target: { files: [exe] } }))
    expect(lastToast()).toMatchObject({
      title: 'Invalid file type',
      description: 'Please upload a PDF or Word document (.pdf, .doc, .docx)',
      variant: 'error',
    })
    const renamed = new File(['MZ'], 'cv.pdf', { type: 'application/x-msdownload' })
    getDefaultStore().set(toastAtom, null)
    await act(async () => fireEvent.change(input, { target: { files: [renamed] } }))
    expect(lastToast()).toMatchObject({ title: 'Invalid file type' })
    const big = new File(['x'], 'cv.pdf', { type: 'application/pdf' })
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 })
    await act(async () => fireEvent.change(input, { target: { files: [big] } }))
    expect(lastToast()).toMatchObject({
      title: 'File too large',
      description: 'Please upload a file smaller than 5MB',
      variant: 'error',
    })
    expect(Xhr.all.length).toBe(0)
  })

  it("says what the server refused in an upload, and 'Upload failed' otherwise", async () => {
    const Xhr = installFakeXhr()
    server()
    const dialog = await openFromCard()
    const input = within(dialog).getByLabelText('Resume file')
    const pdf = () => new File(['MZ'], 'cv.pdf', { type: 'application/pdf' })
    await act(async () => fireEvent.change(input, { target: { files: [pdf()] } }))
    await waitFor(() => expect(Xhr.all.length).toBe(1))
    await act(async () =>
      Xhr.last!.answer(422, {
        error: 'Invalid file type',
        errors: [{ field: 'file', message: 'Invalid file type', rule: 'file.extname' }],
      })
    )
    expect(lastToast()).toMatchObject({ title: 'Invalid file type' })
    await act(async () => fireEvent.change(input, { target: { files: [pdf()] } }))
    await waitFor(() => expect(Xhr.all.length).toBe(2))
    await act(async () => Xhr.last!.answer(500, { error: 'boom' }))
    expect(lastToast()).toMatchObject({
      title: 'Upload failed',
      description: 'There was an error uploading your resume. Please try again.',
    })
    expect(within(dialog).getByRole('button', { name: 'Upload Resume' })).toBeTruthy()
  })

  it("puts the server's 422 field errors on their fields", async () => {
    server({
      'POST /api/jobs/j1/apply': errorAnswer(422, {
        error: 'Validation failed',
        errors: [
          { field: 'coverLetter', message: 'Cover letter must be at least 50 characters', rule: 'minLength' },
          { field: 'selectedSkills.0', message: 'Please select at least one relevant skill', rule: 'in' },
        ],
      }),
    })
    const dialog = await openFromCard()
    fillValid(dialog)
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' })))
    expect(await within(dialog).findByText('Cover letter must be at least 50 characters')).toBeTruthy()
    expect(within(dialog).getByText('Please select at least one relevant skill')).toBeTruthy()
    expect(lastToast()).toMatchObject({
      title: 'Application Failed',
      description: 'Validation failed',
      variant: 'error',
    })
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it("toasts the server's 409 message, or the fallback when there is none", async () => {
    let answer = errorAnswer(409, { error: 'You have already applied to this job' })
    server({ 'POST /api/jobs/j1/apply': () => answer })
    const dialog = await openFromCard()
    fillValid(dialog)
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' })))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Application Failed',
        description: 'You have already applied to this job',
      })
    )
    answer = new Response('', { status: 409 })
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' })))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Application Failed',
        description: 'Something went wrong. Please try again.',
      })
    )
    expect(within(dialog).getByRole('button', { name: 'Submit Application' })).toBeTruthy()
  })

  it('opens from the detail dialog and its bottom bar; an applied job reads Applied, disabled, there and on the card', async () => {
    server()
    renderAt('/jobs/j1', <JobsApp />)
    const detail = await screen.findByRole('dialog', { name: 'NERC Compliance Analyst' })
    const applyButtons = await within(detail).findAllByRole('button', { name: /Apply Now/ })
    expect(applyButtons.length).toBe(2)
    fireEvent.click(within(screen.getByTestId('job-detail-bar')).getByRole('button', { name: /Apply Now/ }))
    expect(await screen.findByRole('dialog', { name: 'Apply to NERC Compliance Analyst' })).toBeTruthy()
  })

  it('shows an applied job as Applied, disabled, on the card and in the detail', async () => {
    server({
      'GET /api/jobs': page([makeJob({ hasApplied: true })]),
      'GET /api/jobs/j1': makeJob({ hasApplied: true }),
    })
    renderAt('/jobs/j1', <JobsApp />)
    const card = await screen.findByTestId('job-card')
    // The open detail makes the list inert for assistive technology: look past it.
    expect((within(card).getByRole('button', { name: 'Applied', hidden: true }) as HTMLButtonElement).disabled).toBe(
      true
    )
    const detail = await screen.findByRole('dialog', { name: 'NERC Compliance Analyst' })
    const applied = within(detail).getAllByRole('button', { name: 'Applied' }) as HTMLButtonElement[]
    expect(applied.length).toBe(2)
    expect(applied.every((button) => button.disabled)).toBe(true)
    expect(within(detail).queryByRole('button', { name: /Apply Now/ })).toBeNull()
  })

  it('offers no Apply to an employer who does not own the job', async () => {
    server({ 'GET /api/user/me': employer, 'GET /api/companies': [] })
    renderAt('/jobs/j1', <JobsApp />)
    const card = await screen.findByTestId('job-card')
    const detail = await screen.findByRole('dialog', { name: 'NERC Compliance Analyst' })
    await waitFor(() => expect(within(detail).getByRole('button', { name: 'Save Job' })).toBeTruthy())
    expect(within(card).queryByRole('button', { name: /Apply/ })).toBeNull()
    expect(within(detail).queryByRole('button', { name: /Apply/ })).toBeNull()
    expect(within(detail).queryByRole('button', { name: 'Manage' })).toBeNull()
  })
})
