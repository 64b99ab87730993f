import { beforeEach, describe, expect, it, vi } from 'vitest'

const mutateMock = vi.fn()
vi.mock('swr', () => ({ mutate: (...args: unknown[]) => mutateMock(...args) }))

const { ApiError, CURRENT_USER_KEY } = await import('../client')
const { uploadFiles, UPLOAD_URL } = await import('./upload-files')

/** A scripted XMLHttpRequest: the test decides progress and the answer. */
class FakeXhr {
  static last: FakeXhr
  method = ''
  url = ''
  withCredentials = false
  headers: Record<string, string> = {}
  body: FormData | null = null
  status = 0
  statusText = ''
  responseText = ''
  responseHeaders: Record<string, string> = {}
  aborted = false
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null

  constructor() {
    FakeXhr.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name] ?? null
  }
  send(body: FormData) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total })
  }
  answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status
    this.responseText = body === undefined ? '' : JSON.stringify(body)
    this.responseHeaders = headers
    this.onload?.()
  }
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' })

/** Lets uploadFiles get past its CSRF cookie check and open the request. */
const opened = () => vi.waitFor(() => expect(FakeXhr.last?.body).toBeTruthy())

describe('uploadFiles', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=tok%3D1'
    mutateMock.mockReset()
    FakeXhr.last = undefined as unknown as FakeXhr
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
  })

  it('posts the files and folder with cookies and the CSRF header, reporting progress', async () => {
    const progress: number[] = []
    const pending = uploadFiles(png(), { folder: 'avatars', onProgress: (value) => progress.push(value) })
    await opened()
    const xhr = FakeXhr.last
    expect(xhr.method).toBe('POST')
    expect(xhr.url).toBe(UPLOAD_URL)
    expect(xhr.withCredentials).toBe(true)
    expect(xhr.headers['X-XSRF-TOKEN']).toBe('tok=1')
    expect((xhr.body!.getAll('files')[0] as File).name).toBe('me.png')
    expect(xhr.body!.get('folder')).toBe('avatars')

    xhr.progress(50, 200)
    xhr.progress(200, 200)
    xhr.answer(201, { files: [{ url: '/uploads/avatars/abc.png', type: 'image', size: 4 }] })
    await expect(pending).resolves.toEqual({ files: [{ url: '/uploads/avatars/abc.png', type: 'image', size: 4 }] })
    // Capped below 100 until the server has answered.
    expect(progress).toEqual([25, 99, 100])
  })

  it('sends several files under the same field and no folder by default', async () => {
    const pending = uploadFiles([png(), png()])
    await opened()
    expect(FakeXhr.last.body!.getAll('files')).toHaveLength(2)
    expect(FakeXhr.last.body!.has('folder')).toBe(false)
    FakeXhr.last.answer(201, { files: [] })
    await expect(pending).resolves.toEqual({ files: [] })
  })

  it('turns a refusal into an ApiError with the server message', async () => {
    const pending = uploadFiles(png())
    await opened()
    FakeXhr.last.answer(422, { error: 'Invalid file type', errors: [{ field: 'files', message: 'Invalid file type' }] })
    const failure = await pending.catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as InstanceType<typeof ApiError>).status).toBe(422)
    expect((failure as InstanceType<typeof ApiError>).data?.error).toBe('Invalid file type')
    expect((failure as Error).message).toMatch(/^422: /)
  })

  it('keeps Retry-After of a 429 and signs out on a 401', async () => {
    const limited = uploadFiles(png())
    await opened()
    FakeXhr.last.answer(429, { error: 'Too many requests. Please try again later.' }, { 'Retry-After': '90' })
    expect(((await limited.catch((e: unknown) => e)) as InstanceType<typeof ApiError>).retryAfterSeconds).toBe(90)

    FakeXhr.last = undefined as unknown as FakeXhr
    const anonymous = uploadFiles(png())
    await opened()
    FakeXhr.last.answer(401, { error: 'Authentication required' })
    await expect(anonymous).rejects.toBeInstanceOf(ApiError)
    expect(mutateMock).toHaveBeenCalledWith(CURRENT_USER_KEY, null, { revalidate: false })
    // Every other cached answer was the signed-out member's: dropped as Sign Out drops them.
    const dropAll = mutateMock.mock.calls.find(([key]) => typeof key === 'function')
    expect(dropAll?.[1]).toBeUndefined()
    expect((dropAll?.[0] as (key: unknown) => boolean)('/api/posts')).toBe(true)
    expect((dropAll?.[0] as (key: unknown) => boolean)(CURRENT_USER_KEY)).toBe(false)
  })

  it('can be cancelled', async () => {
    const controller = new AbortController()
    const pending = uploadFiles(png(), { signal: controller.signal })
    await opened()
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(FakeXhr.last.aborted).toBe(true)
  })
})
