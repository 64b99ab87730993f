import { act, renderHook } from '@testing-library/react'
import { getDefaultStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toastAtom } from '../../state/toast'
import { errorAnswer, fakeServer } from '../../testing/render-app'
import { useSendReport } from './use-send-report'

afterEach(() => {
  vi.unstubAllGlobals()
})

const WORDS = { reported: 'Profile reported', alreadyReported: 'Already Reported', failed: 'Failed to report profile.' }
const INPUT = { contentType: 'profile', contentId: 'u1', reason: 'Fake profiles' } as const

async function send() {
  const { result } = renderHook(() => useSendReport())
  let closes: boolean | undefined
  await act(async () => {
    closes = await result.current(INPUT, WORDS)
  })
  const toast = getDefaultStore().get(toastAtom)
  return { closes, toast: toast && { title: toast.title, description: toast.description, variant: toast.variant } }
}

describe('useSendReport', () => {
  it("files the report and says so in the screen's words, with the server's", async () => {
    const { calls } = fakeServer({ 'POST /api/moderation/reports': { message: 'Report submitted' } })
    expect(await send()).toEqual({
      closes: true,
      toast: { title: 'Profile reported', description: 'Report submitted', variant: 'success' },
    })
    expect(calls).toEqual([{ method: 'POST', url: '/api/moderation/reports', body: INPUT }])
  })

  it('an earlier report still waiting (409) closes the dialog with the server’s words', async () => {
    fakeServer({ 'POST /api/moderation/reports': () => errorAnswer(409, { error: 'You have already reported this' }) })
    expect(await send()).toEqual({
      closes: true,
      toast: { title: 'Already Reported', description: 'You have already reported this', variant: 'error' },
    })
  })

  it('any other failure keeps the dialog open', async () => {
    fakeServer({ 'POST /api/moderation/reports': () => errorAnswer(500, { error: 'Something went wrong' }) })
    expect(await send()).toEqual({
      closes: false,
      toast: { title: 'Failed to report profile.', description: 'Something went wrong', variant: 'error' },
    })
  })
})
