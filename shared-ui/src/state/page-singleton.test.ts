import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/client'
import { pageSingleton } from './page-singleton'

describe('pageSingleton', () => {
  it('gives every caller the value the first one created', () => {
    const create = vi.fn(() => ({ created: Math.random() }))
    const first = pageSingleton('test-value@1', create)
    expect(pageSingleton('test-value@1', create)).toBe(first)
    expect(create).toHaveBeenCalledTimes(1)
    expect(pageSingleton('test-value@2', () => 'other shape')).toBe('other shape')
  })

  it('makes a second copy of shared-ui use the first copy’s state', async () => {
    const first = await import('./toast')
    vi.resetModules()
    const second = await import('./toast')
    expect(second).not.toBe(first)
    expect(second.toastAtom).toBe(first.toastAtom)
    const themeA = await import('../theme/theme-mode')
    vi.resetModules()
    const themeB = await import('../theme/theme-mode')
    expect(themeB.themePreferenceAtom).toBe(themeA.themePreferenceAtom)
    const storeA = await import('./store')
    vi.resetModules()
    const storeB = await import('./store')
    expect(storeB.appStore).toBe(storeA.appStore)
    expect(first.createToast({ title: 'a' }).id).not.toBe(second.createToast({ title: 'b' }).id)
  })

  it('recognises an ApiError made by another copy', async () => {
    vi.resetModules()
    const other = await import('../api/client')
    expect(other.ApiError).not.toBe(ApiError)
    const error = new other.ApiError(404, 'Not found')
    expect(error).toBeInstanceOf(ApiError)
    expect(new Error('x')).not.toBeInstanceOf(ApiError)
  })
})
