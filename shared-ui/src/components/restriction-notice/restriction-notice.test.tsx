import { act, fireEvent, render, screen } from '@testing-library/react'
import { Provider } from 'jotai'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiRequest, errorMessage, isApiError } from '../../api/client'
import { restrictionAtom } from '../../state/restriction'
import { appStore } from '../../state/store'
import { RESTRICTION_HEADER } from '../../utils/restriction-words'
import { RestrictionNotice } from './restriction-notice'

const RESTRICTED = 'Your account is restricted until January 5, 2027'
const wrapper = ({ children }: { children: ReactNode }) => <Provider store={appStore}>{children}</Provider>

function refused(headers: Record<string, string>, body: unknown = { error: RESTRICTED }) {
  return new Response(JSON.stringify(body), {
    status: 403,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}

async function caught(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a refusal')
}

describe('a write refused for the account’s standing', () => {
  afterEach(() => {
    act(() => appStore.set(restrictionAtom, null))
    vi.unstubAllGlobals()
  })

  it('says what cannot be done and until when, on whichever screen the write was made', async () => {
    render(<RestrictionNotice />, { wrapper })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refused({ [RESTRICTION_HEADER]: 'restricted' }))
    )
    const error = await act(() => caught(apiRequest('POST', '/api/posts', { blocks: [] })))

    expect(isApiError(error) && error.restricted).toBe(true)
    // The screen's own failure message carries the words too (not a bare "Failed to…").
    expect(errorMessage(error, 'Failed to create post. Please try again.')).toBe(
      "Your account is restricted until January 5, 2027. Until January 5, 2027, you can't post, comment, send messages or post jobs; you can still read, react and manage what you already shared."
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Your account is restricted' })
    expect(dialog.textContent).toContain("Until January 5, 2027, you can't post, comment, send messages or post jobs")
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(appStore.get(restrictionAtom)).toBeNull()
  })

  it('a ban says it for good', async () => {
    render(<RestrictionNotice />, { wrapper })
    const banned = 'This account has been banned for repeated violations of the community guidelines'
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refused({ [RESTRICTION_HEADER]: 'restricted' }, { error: banned }))
    )
    const error = await act(() => caught(apiRequest('POST', '/api/messages', {})))
    expect(errorMessage(error, 'Failed')).toBe(`${banned}. You can't post, comment, send messages or post jobs.`)
    expect(await screen.findByRole('alertdialog', { name: 'Your account cannot post' })).toBeTruthy()
  })

  it('any other 403 is the screen’s own business: no notice, its message unchanged', async () => {
    render(<RestrictionNotice />, { wrapper })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refused({}, { error: 'You can only edit your own posts' }))
    )
    const error = await act(() => caught(apiRequest('PUT', '/api/posts/1', {})))
    expect(isApiError(error) && error.restricted).toBe(false)
    expect(errorMessage(error, 'Failed')).toBe('You can only edit your own posts')
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})
