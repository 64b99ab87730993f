import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { CompanyAnswer } from '@hireloop/backend/api-types/jobs'
import { getDefaultStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { AdminApp } from './admin-app'
import { ADMIN, CANDIDATE, EMPLOYER, makeReputation, makeStats, queuePage } from '../test/make-moderation'
import { errorAnswer, fakeServer, locationNow, renderAt } from '../test/render-app'
import type { DeletedComment } from '../api/comments/get-deleted-comments'

const { toastAtom } = await import('@hireloop/shared-ui')
const lastToast = () => getDefaultStore().get(toastAtom)

const POST_ID = '5a1b2c3d-0000-4000-8000-000000000001'

function makeDeleted(overrides: Partial<DeletedComment> = {}): DeletedComment {
  return {
    id: '6a1b2c3d-0000-4000-8000-000000000001',
    postId: POST_ID,
    content: 'I take this back',
    author: { id: 'author-1', name: 'Casey Commenter' },
    deletedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  }
}

function makeCompany(overrides: Partial<CompanyAnswer> = {}): CompanyAnswer {
  return {
    id: '7a1b2c3d-0000-4000-8000-000000000001',
    ownerId: 'owner-1',
    name: 'Gridline Power',
    description: 'Utilities',
    logo: null,
    size: null,
    industry: 'Technology',
    website: null,
    verified: false,
    isFoundingEmployer: false,
    foundingEmployerNumber: null,
    hasLifetimePriorityPlacement: false,
    subscriptionTier: 'regular',
    foundingBenefits: null,
    earlyBirdSignupDate: null,
    freeTrialEndsAt: null,
    responseRate: null,
    typicalResponseHours: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  } as CompanyAnswer
}

const adminCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.startsWith('/api/comments') || call.url.startsWith('/api/companies'))

describe('admin tools: admins only', () => {
  for (const path of ['/admin/comments', '/admin/companies']) {
    for (const [who, me] of [
      ['a candidate', CANDIDATE],
      ['an employer', EMPLOYER],
      ['a signed-out visitor', errorAnswer(401, { error: 'Unauthorized' })],
    ] as const) {
      it(`${path}: ${who} sees 'Admins only' and no admin call goes out`, async () => {
        const { calls } = fakeServer({ 'GET /api/user/me': me })
        renderAt(path, <AdminApp />)
        expect(await screen.findByText('Admins only')).toBeTruthy()
        await new Promise((resolve) => setTimeout(resolve, 50))
        expect(adminCalls(calls)).toEqual([])
      })
    }
  }

  it("the moderation dashboard's header links to both pages", async () => {
    fakeServer({
      'GET /api/user/me': ADMIN,
      'GET /api/moderation/stats': makeStats(),
      'GET /api/moderation/reputation-stats': makeReputation(),
      'GET /api/moderation/queue': queuePage([]),
      'GET /api/moderation/users-for-review': [],
      'GET /api/comments/deleted': { comments: [], nextCursor: null },
    })
    renderAt('/admin/moderation', <AdminApp />)
    const nav = await screen.findByRole('navigation', { name: 'Admin tools' })
    expect(within(nav).getByRole('link', { name: 'Companies' }).getAttribute('href')).toBe('/admin/companies')
    fireEvent.click(within(nav).getByRole('link', { name: 'Deleted comments' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Deleted comments' })).toBeTruthy()
    expect(locationNow()).toBe('/admin/comments')
    expect(await screen.findByText('No deleted comments')).toBeTruthy()
  })
})

describe('/admin/comments', () => {
  it('lists deleted comments with author, date and a link to the post; Restore calls the server, toasts its message and drops the row', async () => {
    const other = makeDeleted({ id: '6a1b2c3d-0000-4000-8000-000000000002', content: 'Second thoughts' })
    const { calls } = fakeServer({
      'GET /api/user/me': ADMIN,
      'GET /api/comments/deleted': { comments: [makeDeleted(), other], nextCursor: null },
      [`POST /api/comments/${makeDeleted().id}/restore`]: {
        message: 'Comment restored.',
        comment: { id: makeDeleted().id },
      },
    })
    renderAt('/admin/comments', <AdminApp />)
    const rows = await screen.findAllByTestId('deleted-comment')
    expect(rows).toHaveLength(2)
    const first = rows[0]!
    expect(within(first).getByText('I take this back')).toBeTruthy()
    expect(within(first).getByText(/By Casey Commenter/)).toBeTruthy()
    expect(within(first).getByText('Nov 21, 2026', { exact: false }).getAttribute('datetime')).toBe(
      '2026-11-21T10:00:00.000Z'
    )
    expect(within(first).getByRole('link', { name: 'View post' }).getAttribute('href')).toBe(`/post/${POST_ID}`)

    fireEvent.click(within(first).getByRole('button', { name: 'Restore' }))
    await waitFor(() => expect(screen.getAllByTestId('deleted-comment')).toHaveLength(1))
    expect(screen.queryByText('I take this back')).toBeNull()
    expect(screen.getByText('Second thoughts')).toBeTruthy()
    expect(lastToast()).toMatchObject({ title: 'Comment restored.', variant: 'success' })
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      `/api/comments/${makeDeleted().id}/restore`,
    ])
  })

  it('a refused restore says why and keeps the row; one already gone leaves the list', async () => {
    const gone = makeDeleted({ id: '6a1b2c3d-0000-4000-8000-000000000003', content: 'Already back' })
    fakeServer({
      'GET /api/user/me': ADMIN,
      'GET /api/comments/deleted': { comments: [makeDeleted(), gone], nextCursor: null },
      [`POST /api/comments/${makeDeleted().id}/restore`]: errorAnswer(500, { error: 'Something went wrong' }),
      [`POST /api/comments/${gone.id}/restore`]: errorAnswer(404, { error: 'Comment not found' }),
    })
    renderAt('/admin/comments', <AdminApp />)
    const rows = await screen.findAllByTestId('deleted-comment')
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Restore' }))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Could not restore the comment', variant: 'error' }))
    expect(screen.getAllByTestId('deleted-comment')).toHaveLength(2)
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Restore' }))
    await waitFor(() => expect(screen.getAllByTestId('deleted-comment')).toHaveLength(1))
    expect(lastToast()).toMatchObject({ description: 'Comment not found' })
  })

  it('Load more fetches the next page with the cursor', async () => {
    const { calls } = fakeServer({
      'GET /api/user/me': ADMIN,
      'GET /api/comments/deleted': (call: { url: string }) =>
        call.url.includes('cursor=')
          ? {
              comments: [makeDeleted({ id: '6a1b2c3d-0000-4000-8000-000000000009', content: 'Older one' })],
              nextCursor: null,
            }
          : { comments: [makeDeleted()], nextCursor: 'next-1' },
    })
    renderAt('/admin/comments', <AdminApp />)
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('Older one')).toBeTruthy()
    expect(calls.some((call) => call.url === '/api/comments/deleted?cursor=next-1')).toBe(true)
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })
})

describe('/admin/companies', () => {
  it('lists companies; Mark verified calls the server, toasts and shows the badge; Remove verification undoes it', async () => {
    let verified = false
    const { calls } = fakeServer({
      'GET /api/user/me': ADMIN,
      'GET /api/companies/all': {
        companies: [
          makeCompany(),
          makeCompany({ id: '7a1b2c3d-0000-4000-8000-000000000002', name: 'Acme Verified', verified: true }),
        ],
        nextCursor: null,
      },
      [`PATCH /api/companies/${makeCompany().id}/verification`]: (call: { body: { verified: boolean } }) => {
        verified = call.body.verified
        return makeCompany({ verified })
      },
    })
    renderAt('/admin/companies', <AdminApp />)
    const rows = await screen.findAllByTestId('company')
    expect(rows).toHaveLength(2)
    expect(within(rows[1]!).getByText('Verified')).toBeTruthy()
    expect(within(rows[1]!).getByRole('button', { name: 'Remove verification' })).toBeTruthy()
    const first = rows[0]!
    expect(within(first).queryByText('Verified')).toBeNull()

    fireEvent.click(within(first).getByRole('button', { name: 'Mark verified' }))
    expect(await within(first).findByRole('button', { name: 'Remove verification' })).toBeTruthy()
    expect(within(first).getByText('Verified')).toBeTruthy()
    expect(lastToast()).toMatchObject({ title: 'Gridline Power is now verified', variant: 'success' })
    expect(verified).toBe(true)

    fireEvent.click(within(first).getByRole('button', { name: 'Remove verification' }))
    expect(await within(first).findByRole('button', { name: 'Mark verified' })).toBeTruthy()
    expect(lastToast()).toMatchObject({ title: 'Gridline Power is no longer verified' })
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { verified: true },
      { verified: false },
    ])
  })

  it('the search field asks the server with q', async () => {
    const { calls } = fakeServer({
      'GET /api/user/me': ADMIN,
      'GET /api/companies/all': (call: { url: string }) =>
        call.url.includes('q=grid')
          ? { companies: [makeCompany()], nextCursor: null }
          : {
              companies: [makeCompany(), makeCompany({ id: '7a1b2c3d-0000-4000-8000-000000000003', name: 'Other Co' })],
              nextCursor: null,
            },
    })
    renderAt('/admin/companies', <AdminApp />)
    expect(await screen.findAllByTestId('company')).toHaveLength(2)
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search companies' }), { target: { value: ' grid ' } })
    await waitFor(() => expect(screen.getAllByTestId('company')).toHaveLength(1))
    expect(calls.some((call) => call.url === '/api/companies/all?q=grid')).toBe(true)
  })

  it('an empty search result says so', async () => {
    fakeServer({ 'GET /api/user/me': ADMIN, 'GET /api/companies/all': { companies: [], nextCursor: null } })
    renderAt('/admin/companies', <AdminApp />)
    expect(await screen.findByText('No companies yet')).toBeTruthy()
  })
})
