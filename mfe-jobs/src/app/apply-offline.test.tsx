import type { Draft, DraftInput, SendOrKeepResult } from '@hireloop/shared-ui/offline'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { JobsApp } from './jobs-app'
import { makeJob } from '../test/make-job'
import { dialogClosed, fakeServer, renderAt } from '../test/render-app'

/*
| An application written offline: it waits on the device (the outbox, mocked here: its own tests cover IndexedDB
| and the tries), shows in the job's details in place of Apply, is edited or discarded there, and the job reads
| 'Applied' once it is delivered.
*/

const outbox = vi.hoisted(() => ({
  sendOrKeep: vi.fn<(input: DraftInput) => Promise<SendOrKeepResult>>(),
  editDraft: vi.fn(async () => true),
  discardDraft: vi.fn(async () => undefined),
  drafts: [] as Draft[],
  onSent: null as null | ((answer: unknown, draft: Draft) => void),
  /** Screens reading the drafts render again when `setDrafts` changes them (as the outbox's announcements do). */
  version: 0,
  listeners: new Set<() => void>(),
  setDrafts(drafts: Draft[]) {
    this.drafts = drafts
    this.version += 1
    for (const listener of this.listeners) listener()
  },
}))
vi.mock('@hireloop/shared-ui/offline', async (importOriginal) => {
  const { useSyncExternalStore } = await import('react')
  const subscribe = (listener: () => void) => {
    outbox.listeners.add(listener)
    return () => outbox.listeners.delete(listener)
  }
  return {
    ...(await importOriginal<typeof import('@hireloop/shared-ui/offline')>()),
    sendOrKeep: outbox.sendOrKeep,
    editDraft: outbox.editDraft,
    discardDraft: outbox.discardDraft,
    useDrafts: (kind: string, target: string | null, _member: string | null, onSent: typeof outbox.onSent) => {
      useSyncExternalStore(subscribe, () => outbox.version)
      if (kind === 'application') outbox.onSent = onSent
      return outbox.drafts.filter((draft) => draft.kind === kind && (target === '*' || draft.target === target))
    },
  }
})

const { toastAtom } = await import('@hireloop/shared-ui')
const lastToast = () => getDefaultStore().get(toastAtom)
const candidate = { id: 'u1', name: 'Casey', userType: 'candidate', skills: ['Sales'], availability: ['Weekends'] }
const LETTER = 'I have five years of customer-facing work and I am keen to grow with your team here.'
const BODY = {
  coverLetter: LETTER,
  selectedSkills: ['Sales'],
  selectedAvailability: ['Weekends'],
  isEighteenOrOlder: true,
  isAuthorizedToWork: true,
  doesNotRequireSponsorship: true,
  resumeUrl: 'resume:r1',
}
const waitingDraft = (overrides: Partial<Draft> = {}): Draft => ({
  id: 'd1',
  kind: 'application',
  memberId: 'u1',
  target: 'j1',
  url: '/api/jobs/j1/apply',
  body: JSON.stringify(BODY),
  meta: { resumeName: 'cv.pdf', resumeSize: 2048 },
  createdAt: '2026-11-23T12:00:00.000Z',
  state: 'waiting',
  ...overrides,
})

function server() {
  return fakeServer({
    'GET /api/user/me': candidate,
    'GET /api/user/job-interactions': { saved: [], liked: [], applied: [] },
    'GET /api/jobs': { jobs: [makeJob()], nextCursor: null, hasMore: false, total: 1 },
    'GET /api/jobs/j1': makeJob(),
  })
}

async function fillAndSubmit() {
  renderAt('/jobs', <JobsApp />)
  const card = await screen.findByTestId('job-card')
  fireEvent.click(within(card).getByRole('button', { name: /Apply Now/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Apply to NERC Compliance Analyst' })
  fireEvent.change(within(dialog).getByLabelText(/Cover letter/), { target: { value: LETTER } })
  for (const box of [/18 years of age/, /authorized to work/, /visa sponsorship/]) {
    fireEvent.click(within(dialog).getByRole('checkbox', { name: box }))
  }
  return dialog
}

const setOnline = (online: boolean) => Object.defineProperty(navigator, 'onLine', { value: online, configurable: true })

describe('Applying offline', () => {
  beforeEach(() => {
    getDefaultStore().set(toastAtom, null)
    outbox.sendOrKeep.mockReset()
    outbox.editDraft.mockClear()
    outbox.discardDraft.mockClear()
    outbox.drafts = []
  })
  afterEach(() => setOnline(true))

  it('an application that cannot be sent now waits on the device, and says so', async () => {
    server()
    outbox.sendOrKeep.mockImplementation(async (input) => ({
      sent: false,
      draft: waitingDraft({ body: JSON.stringify(input.payload) }),
    }))
    const dialog = await fillAndSubmit()
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' })))
    await dialogClosed(/Apply to/)
    expect(outbox.sendOrKeep).toHaveBeenCalledWith({
      kind: 'application',
      memberId: 'u1',
      target: 'j1',
      url: '/api/jobs/j1/apply',
      payload: { ...BODY, resumeUrl: null },
      meta: {},
    })
    expect(lastToast()).toMatchObject({
      title: 'Application waiting for connection',
      description:
        "Your application for NERC Compliance Analyst is kept on this device and sent when you're back online.",
    })
  })

  it('a résumé chosen offline is kept as a file with the application, to upload when it is sent', async () => {
    server()
    outbox.sendOrKeep.mockImplementation(async () => ({ sent: false, draft: waitingDraft() }))
    const dialog = await fillAndSubmit()
    setOnline(false)
    const pdf = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })
    await act(async () => fireEvent.change(within(dialog).getByLabelText('Resume file'), { target: { files: [pdf] } }))
    expect(within(dialog).getByTestId('resume-file-state').textContent).toBe("8 B · Uploads when you're back online")
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' })))
    await waitFor(() => expect(outbox.sendOrKeep).toHaveBeenCalledTimes(1))
    const input = outbox.sendOrKeep.mock.calls[0][0]
    expect(input.payload).toEqual({ ...BODY, resumeUrl: null })
    expect(input.meta).toEqual({ resumeName: 'cv.pdf', resumeSize: 8 })
    expect(input.upload?.url).toBe('/api/upload/resume')
    expect(input.upload?.into).toBe('resumeUrl')
    expect(
      input.upload?.fields.map((field) => ('file' in field ? [field.name, field.fileName, field.file.size] : []))
    ).toEqual([['file', 'cv.pdf', 8]])
  })

  it('the waiting application stands in place of Apply, and is discarded there', async () => {
    server()
    outbox.drafts = [waitingDraft()]
    renderAt('/jobs/j1', <JobsApp />)
    const detail = await screen.findByRole('dialog', { name: 'NERC Compliance Analyst' })
    const waiting = await within(detail).findByTestId('application-draft')
    expect(waiting.dataset.state).toBe('waiting')
    expect(within(waiting).getByTestId('draft-status').textContent).toBe('Waiting for connection')
    expect(within(detail).queryByRole('button', { name: /Apply Now/ })).toBeNull()
    fireEvent.click(
      within(waiting).getByRole('button', { name: 'Discard waiting application to NERC Compliance Analyst' })
    )
    expect(outbox.discardDraft).toHaveBeenCalledWith('d1')
  })

  it("the job's card shows the waiting application in place of Apply; it opens the details; delivered, Applied", async () => {
    let delivered = false
    const applied = () => makeJob(delivered ? { hasApplied: true, applicantCount: 3 } : {})
    fakeServer({
      'GET /api/user/me': candidate,
      'GET /api/user/job-interactions': { saved: [], liked: [], applied: [] },
      'GET /api/jobs': () => ({ jobs: [applied()], nextCursor: null, hasMore: false, total: 1 }),
      'GET /api/jobs/j1': applied,
    })
    outbox.drafts = [waitingDraft()]
    renderAt('/jobs', <JobsApp />)
    const card = await screen.findByTestId('job-card')
    const waiting = await within(card).findByRole('button', {
      name: 'Your application to NERC Compliance Analyst: Waiting for connection',
    })
    expect(waiting.textContent).toBe('Waiting to send')
    expect(within(card).queryByRole('button', { name: /Apply Now/ })).toBeNull()
    fireEvent.click(waiting)
    const detail = await screen.findByRole('dialog', { name: 'NERC Compliance Analyst' })
    expect(within(detail).getByTestId('application-draft').dataset.state).toBe('waiting')

    // Delivered while another job's details, or none, are open: the card reads Applied, not Apply Now.
    fireEvent.click(within(detail).getByRole('button', { name: /Close/ }))
    delivered = true
    outbox.drafts = []
    act(() =>
      outbox.onSent?.({ id: 'a1', jobId: 'j1', job: makeJob({ hasApplied: true, applicantCount: 3 }) }, waitingDraft())
    )
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Applied' })).toBeTruthy())
    expect(within(card).queryByRole('button', { name: /Apply Now|Waiting to send/ })).toBeNull()
  })

  it("a refused one says so on the card, and why in the server's words", async () => {
    server()
    outbox.drafts = [waitingDraft({ state: 'failed', error: 'This job is not accepting applications right now' })]
    renderAt('/jobs', <JobsApp />)
    const card = await screen.findByTestId('job-card')
    const refused = await within(card).findByRole('button', {
      name: 'Your application to NERC Compliance Analyst: Not sent: This job is not accepting applications right now',
    })
    expect(refused.textContent).toBe('Not sent')
  })

  it("a refused one says why in the server's words", async () => {
    server()
    outbox.drafts = [waitingDraft({ state: 'failed', error: 'This job is not accepting applications right now' })]
    renderAt('/jobs/j1', <JobsApp />)
    const waiting = await screen.findByTestId('application-draft')
    expect(within(waiting).getByTestId('draft-status').textContent).toBe(
      'Not sent: This job is not accepting applications right now'
    )
  })

  it('edits the waiting application: its values reopen, the new ones are kept under the same draft', async () => {
    server()
    outbox.drafts = [waitingDraft()]
    renderAt('/jobs/j1', <JobsApp />)
    const waiting = await screen.findByTestId('application-draft')
    fireEvent.click(
      within(waiting).getByRole('button', { name: 'Edit waiting application to NERC Compliance Analyst' })
    )
    const dialog = await screen.findByRole('dialog', {
      name: 'Edit your waiting application to NERC Compliance Analyst',
    })
    expect((within(dialog).getByLabelText(/Cover letter/) as HTMLTextAreaElement).value).toBe(LETTER)
    expect(within(dialog).getByTestId('resume-file').textContent).toContain('cv.pdf')
    const letter = `${LETTER} I can start on Monday.`
    fireEvent.change(within(dialog).getByLabelText(/Cover letter/), { target: { value: letter } })
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save Application' })))
    await waitFor(() => expect(outbox.editDraft).toHaveBeenCalledTimes(1))
    expect(outbox.editDraft).toHaveBeenCalledWith(
      'd1',
      { ...BODY, coverLetter: letter },
      { upload: null, meta: { resumeName: 'cv.pdf', resumeSize: 2048 } }
    )
    expect(outbox.sendOrKeep).not.toHaveBeenCalled()
    expect(lastToast()).toMatchObject({ title: 'Waiting application updated' })
  })

  it('delivered: the job reads Applied', async () => {
    server()
    outbox.drafts = [waitingDraft()]
    renderAt('/jobs/j1', <JobsApp />)
    const detail = await screen.findByRole('dialog', { name: 'NERC Compliance Analyst' })
    await within(detail).findByTestId('application-draft')
    outbox.drafts = []
    act(() =>
      outbox.onSent?.({ id: 'a1', jobId: 'j1', job: makeJob({ hasApplied: true, applicantCount: 3 }) }, waitingDraft())
    )
    await waitFor(() => expect(within(detail).getAllByRole('button', { name: 'Applied' }).length).toBeGreaterThan(0))
    expect(within(detail).queryByTestId('application-draft')).toBeNull()
  })

  it('delivered while a read of the job was on its way: the job is read again once the draft has left', async () => {
    let delivered = false
    const { calls } = fakeServer({
      'GET /api/user/me': candidate,
      'GET /api/user/job-interactions': { saved: [], liked: [], applied: [] },
      'GET /api/jobs': { jobs: [makeJob()], nextCursor: null, hasMore: false, total: 1 },
      'GET /api/jobs/j1': () => makeJob(delivered ? { hasApplied: true, applicantCount: 1 } : {}),
    })
    outbox.drafts = [waitingDraft()]
    renderAt('/jobs/j1', <JobsApp />)
    const detail = await screen.findByRole('dialog', { name: 'NERC Compliance Analyst' })
    await within(detail).findByTestId('application-draft')
    const readsBefore = calls.filter((call) => call.url.endsWith('/api/jobs/j1')).length
    // Sent by the service worker: this page hears no answer, only that the draft is gone.
    delivered = true
    act(() => outbox.setDrafts([]))
    await waitFor(() => expect(within(detail).getAllByRole('button', { name: 'Applied' }).length).toBeGreaterThan(0))
    expect(calls.filter((call) => call.url.endsWith('/api/jobs/j1')).length).toBe(readsBefore + 1)
  })
})
