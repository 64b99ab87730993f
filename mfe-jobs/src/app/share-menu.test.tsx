import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { JobsApp } from './jobs-app'
import { makeJob } from '../test/make-job'
import { makeThread } from '../test/make-thread'
import { dialogClosed, fakeServer, renderAt } from '../test/render-app'

const threadsPage = (threads = [makeThread()]) => ({ threads, nextCursor: null, hasMore: false })

describe("the jobs page's share menu", () => {
  it("opens from the jobs page's share menu: 'Share in Messages' on Messaging, 'Share to Feed' on Activity Feed", async () => {
    fakeServer({
      'GET /api/user/me': { id: 'u1', name: 'Casey', email: 'casey@example.com', userType: 'candidate' },
      'GET /api/user/job-interactions': { saved: [], liked: [] },
      'GET /api/jobs': { jobs: [makeJob()], nextCursor: null, hasMore: false, total: 1 },
      'GET /api/threads': threadsPage(),
    })
    renderAt('/jobs', <JobsApp />)
    const card = await screen.findByTestId('job-card')
    fireEvent.click(within(card).getByRole('button', { name: 'Share job' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: /Share in Messages/ }))
    let dialog = await screen.findByRole('dialog', { name: 'Share Job' })
    expect(within(dialog).getByRole('tab', { name: 'Messaging' }).getAttribute('aria-selected')).toBe('true')
    expect(await within(dialog).findByRole('checkbox', { name: /Dana Lee/ })).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await dialogClosed('Share Job')

    fireEvent.click(within(card).getByRole('button', { name: 'Share job' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: /Share to Feed/ }))
    dialog = await screen.findByRole('dialog', { name: 'Share Job' })
    expect(within(dialog).getByRole('tab', { name: 'Activity Feed' }).getAttribute('aria-selected')).toBe('true')
    expect(within(dialog).getByRole('textbox', { name: 'Caption' })).toBeTruthy()
  })
})
