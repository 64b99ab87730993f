import { describe, expect, it, vi } from 'vitest'
import { isRemoteLoadFailure, resiliencePlugin, SCRIPT_TIMEOUT_MS } from './resilience-plugin'

type Hook = (...args: never[]) => unknown

describe('resiliencePlugin', () => {
  const plugin = resiliencePlugin() as unknown as Record<string, Hook>

  it('answers a failed module load with a marker, but never a failed manifest', () => {
    const errorLoadRemote = plugin.errorLoadRemote as (args: { lifecycle: string }) => unknown
    expect(isRemoteLoadFailure(errorLoadRemote({ lifecycle: 'onLoad' }))).toBe(true)
    expect(errorLoadRemote({ lifecycle: 'afterResolve' })).toBeUndefined()
    expect(errorLoadRemote({ lifecycle: 'beforeRequest' })).toBeUndefined()
  })

  it('creates anonymous-CORS scripts with a shorter timeout', () => {
    const createScript = plugin.createScript as (args: { url: string; attrs?: Record<string, unknown> }) => {
      script: HTMLScriptElement
      timeout: number
    }
    const { script, timeout } = createScript({
      url: 'https://cdn.example/remoteEntry.1234abcd.js',
      attrs: { 'data-x': '1' },
    })
    expect(script.src).toBe('https://cdn.example/remoteEntry.1234abcd.js')
    expect(script.crossOrigin).toBe('anonymous')
    expect(script.getAttribute('data-x')).toBe('1')
    expect(timeout).toBe(SCRIPT_TIMEOUT_MS)
  })

  it('gives manifest requests a timeout', async () => {
    vi.useFakeTimers()
    const fetchMock = vi.fn((_url: string, init?: RequestInit) => {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })
    })
    vi.stubGlobal('fetch', fetchMock)
    const fetchHook = plugin.fetch as (url: string, init: RequestInit) => Promise<Response>
    const pending = fetchHook('https://cdn.example/mf-manifest.json', {})
    const assertion = expect(pending).rejects.toMatchObject({ name: 'TimeoutError' })
    await vi.advanceTimersByTimeAsync(10_000)
    await assertion
    vi.useRealTimers()
  })
})
