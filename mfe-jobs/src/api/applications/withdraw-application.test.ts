import { describe, expect, it } from 'vitest'
import { withdrawApplication } from './withdraw-application'
import { errorAnswer, fakeServer } from '../../test/render-app'

describe('DELETE /api/applications/{id}', () => {
  it("withdraws and answers the server's message", async () => {
    const { calls } = fakeServer({ 'DELETE /api/applications/a%201': { message: 'Application withdrawn' } })
    await expect(withdrawApplication('a 1')).resolves.toEqual({ message: 'Application withdrawn' })
    expect(calls).toEqual([{ method: 'DELETE', url: '/api/applications/a%201', body: undefined }])
  })

  it('passes a 409 on with its message', async () => {
    fakeServer({
      'DELETE /api/applications/a1': () =>
        errorAnswer(409, { error: 'You can only withdraw an application that has not been reviewed yet' }),
    })
    await expect(withdrawApplication('a1')).rejects.toMatchObject({
      status: 409,
      data: { error: 'You can only withdraw an application that has not been reviewed yet' },
    })
  })
})
