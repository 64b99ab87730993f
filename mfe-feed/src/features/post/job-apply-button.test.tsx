import type { JobApplyDialogProps } from '@hireloop/shared-ui'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { PostBlock } from '../../api/feed/types'

const loader = vi.hoisted(() => ({ loadAreaExport: vi.fn() }))
vi.mock('@hireloop/shared-ui', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  loadAreaExport: loader.loadAreaExport,
}))

const { PostBlocks } = await import('./post-blocks')
const { JUST_APPLIED_MS } = await import('./job-apply-button')

const candidate = { id: 'u1', name: 'Casey', email: 'casey@example.com', userType: 'candidate' }
const employer = { id: 'u2', name: 'Erin', email: 'erin@grid.example', userType: 'employer' }

const jobBlock = (content: Record<string, string> = { jobId: 'j1' }): PostBlock =>
  ({
    id: 'b1',
    type: 'job',
    content: { jobTitle: 'Cashier', company: 'Corner Shop', ...content },
  }) as PostBlock

/** What the jobs area's dialog does, as far as the feed can tell: it calls back. */
const rendered = vi.fn<(props: JobApplyDialogProps) => void>()
const dialogProps = () => rendered.mock.lastCall![0]
function FakeApplyDialog(props: JobApplyDialogProps) {
  rendered(props)
  return props.open ? <div role="dialog" aria-label={`Fake apply ${props.jobId}`} /> : null
}

function serve(user: unknown, applied: string[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input)
      const body =
        url === '/api/user/me' ? user : url === '/api/user/job-interactions' ? { saved: [], liked: [], applied } : null
      return new Response(JSON.stringify(body ?? { error: 'Not found' }), { status: body ? 200 : 404 })
    })
  )
}

function renderBlock(block = jobBlock()) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route path="/home" element={<PostBlocks blocks={[block]} />} />
          <Route path="/jobs/:id" element={<p>The job page</p>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>
  )
}

describe("a job post's Apply Now", () => {
  beforeEach(() => {
    loader.loadAreaExport.mockReset()
    rendered.mockReset()
  })

  it("opens the jobs area's dialog, then reads 'Applied! ✓' (green, disabled) and 'Applied' after 3 s", async () => {
    serve(candidate)
    loader.loadAreaExport.mockResolvedValue({ default: FakeApplyDialog })
    renderBlock()
    const button = await screen.findByRole('button', { name: 'Apply Now to Cashier' })
    await act(async () => fireEvent.click(button))
    expect(loader.loadAreaExport).toHaveBeenCalledWith('mfe_jobs', 'apply')
    expect(await screen.findByRole('dialog', { name: 'Fake apply j1' })).toBeTruthy()
    act(() => {
      dialogProps().onApplied()
      dialogProps().onClose()
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    const justApplied = screen.getByTestId('feed-apply') as HTMLButtonElement
    expect(justApplied.textContent).toBe('Applied! ✓')
    expect(justApplied.disabled).toBe(true)
    expect(justApplied.className).toContain('MuiButton-colorSuccess')
    await waitFor(() => expect(screen.getByTestId('feed-apply').textContent).toBe('Applied'), {
      timeout: JUST_APPLIED_MS + 2000,
    })
    expect((screen.getByTestId('feed-apply') as HTMLButtonElement).disabled).toBe(true)
  })

  it('opens the job page when the jobs area cannot be loaded', async () => {
    serve(candidate)
    loader.loadAreaExport.mockRejectedValue(new Error('mfe_jobs is unavailable'))
    renderBlock()
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Apply Now to Cashier' })))
    expect(await screen.findByText('The job page')).toBeTruthy()
  })

  it("reads 'Applied' when the reader had already applied (from the server, or as the dialog found)", async () => {
    serve(candidate, ['j1'])
    renderBlock()
    await waitFor(() => expect(screen.getByTestId('feed-apply').textContent).toBe('Applied'))
    expect((screen.getByTestId('feed-apply') as HTMLButtonElement).disabled).toBe(true)
  })

  it('settles on Applied when the dialog says the reader already applied', async () => {
    serve(candidate)
    loader.loadAreaExport.mockResolvedValue({ default: FakeApplyDialog })
    renderBlock()
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Apply Now to Cashier' })))
    act(() => {
      dialogProps().onAlreadyApplied!()
      dialogProps().onClose()
    })
    expect(screen.getByTestId('feed-apply').textContent).toBe('Applied')
  })

  it('offers no Apply to an employer, nor on a job typed into a post', async () => {
    serve(employer)
    const { unmount } = renderBlock()
    const job = await screen.findByRole('region', { name: 'Job' })
    await waitFor(() => expect(within(job).getByRole('link', { name: 'View this job' })).toBeTruthy())
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.queryByTestId('feed-apply')).toBeNull()
    unmount()
    serve(candidate)
    renderBlock(jobBlock({ jobId: '' }))
    expect(await screen.findByRole('link', { name: 'Find this job' })).toBeTruthy()
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.queryByTestId('feed-apply')).toBeNull()
  })
})
