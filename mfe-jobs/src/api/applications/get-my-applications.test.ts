import { describe, expect, it } from 'vitest'
import { appendPage, fetchMyApplications, MY_APPLICATIONS_POLL_MS, myApplicationsPageUrl } from './get-my-applications'
import { makeMyApplication } from '../../test/make-my-application'
import { errorAnswer, fakeServer } from '../../test/render-app'

describe('GET /api/applications/my', () => {
  it('asks for a page by limit and cursor', () => {
    expect(myApplicationsPageUrl(null)).toBe('/api/applications/my?limit=20')
    expect(myApplicationsPageUrl('2026-03-02T12:00:00.000Z|a1', 5)).toBe(
      '/api/applications/my?limit=5&cursor=2026-03-02T12%3A00%3A00.000Z%7Ca1'
    )
  })

  it('polls every 30 seconds', () => {
    expect(MY_APPLICATIONS_POLL_MS).toBe(30_000)
  })

  it('appends a page without repeating an application already held', () => {
    const a1 = makeMyApplication()
    const a2 = makeMyApplication({ id: 'a2' })
    const list = { applications: [a1], nextCursor: 'c1', hasMore: true, total: 3, pages: 1 }
    expect(appendPage(list, { applications: [a1, a2], nextCursor: 'c2', hasMore: true, total: 4 })).toEqual({
      applications: [a1, a2],
      nextCursor: 'c2',
      hasMore: true,
      total: 4,
      pages: 2,
    })
    // No cursor means no more, whatever hasMore says.
    expect(appendPage(list, { applications: [], nextCursor: null, hasMore: true, total: 3 }).hasMore).toBe(false)
  })

  it('reads again as many pages as the list holds, following the cursors', async () => {
    const { calls } = fakeServer({
      'GET /api/applications/my': (call: { url: string }) => {
        if (call.url.includes('cursor=c2'))
          return { applications: [makeMyApplication({ id: 'a3' })], nextCursor: 'c3', hasMore: true }
        return { applications: [makeMyApplication(), makeMyApplication({ id: 'a2' })], nextCursor: 'c2', hasMore: true }
      },
    })
    const list = await fetchMyApplications(2)
    expect(list.applications.map((application) => application.id)).toEqual(['a1', 'a2', 'a3'])
    expect(list).toMatchObject({ nextCursor: 'c3', hasMore: true, pages: 2 })
    expect(calls.map((call) => call.url)).toEqual([
      '/api/applications/my?limit=20',
      '/api/applications/my?limit=20&cursor=c2',
    ])
  })

  it('stops at the last page even when more pages were held before', async () => {
    const { calls } = fakeServer({
      'GET /api/applications/my': { applications: [makeMyApplication()], nextCursor: null, hasMore: false },
    })
    const list = await fetchMyApplications(3)
    expect(list).toMatchObject({ hasMore: false, nextCursor: null, pages: 1 })
    expect(calls).toHaveLength(1)
  })

  it("passes the server's refusal on", async () => {
    fakeServer({
      'GET /api/applications/my': () => errorAnswer(403, { error: 'Only candidates can view job applications.' }),
    })
    await expect(fetchMyApplications(1)).rejects.toMatchObject({
      status: 403,
      data: { error: 'Only candidates can view job applications.' },
    })
  })
})
