import { afterEach, describe, expect, it, vi } from 'vitest'
import { errorAnswer, fakeServer } from '../../testing/render-app'
import { isApiError } from '../client'
import { reportContent } from './report-content'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('reportContent', () => {
  it('reports content with its type, id and reason', async () => {
    const { calls } = fakeServer({ 'POST /api/moderation/reports': { message: 'Report submitted' } })
    const input = { contentType: 'message', contentId: 'm1', reason: 'Job scam' } as const
    await expect(reportContent(input)).resolves.toEqual({ message: 'Report submitted' })
    expect(calls).toEqual([{ method: 'POST', url: '/api/moderation/reports', body: input }])
  })

  it("rejects with the server's status when the report is already waiting for review", async () => {
    fakeServer({ 'POST /api/moderation/reports': () => errorAnswer(409, { error: 'You have already reported this' }) })
    const error: unknown = await reportContent({ contentType: 'profile', contentId: 'u1', reason: 'Job scam' }).catch(
      (caught: unknown) => caught
    )
    expect(isApiError(error) && error.status).toBe(409)
  })
})
