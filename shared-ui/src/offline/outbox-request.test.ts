import { afterEach, describe, expect, it, vi } from 'vitest'
import { formFields, postDraft, toFormData, type Draft } from './outbox-request'

const draft = (overrides: Partial<Draft> = {}): Draft => ({
  id: '0f6a8f0e-2c4b-4d1e-9b57-1c2d3e4f5a6b',
  kind: 'application',
  memberId: 'member-1',
  target: 'job-1',
  url: '/api/jobs/job-1/apply',
  body: JSON.stringify({ coverLetter: 'Early shifts suit me.', resumeUrl: null }),
  createdAt: '2026-06-03T14:05:00.000Z',
  state: 'waiting',
  ...overrides,
})

const resume = () => new File(['%PDF-1.4 résumé'], 'resume.pdf', { type: 'application/pdf' })

function answer(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
})

describe('formFields / toFormData', () => {
  it('keeps text fields and files (name, size and type) of a form', () => {
    const form = new FormData()
    form.append('kind', 'resume')
    form.append('file', resume())
    const fields = formFields(form)
    expect(fields.map((field) => ('file' in field ? [field.name, field.fileName] : [field.name, field.value]))).toEqual(
      [
        ['kind', 'resume'],
        ['file', 'resume.pdf'],
      ]
    )
    const back = toFormData(fields)
    expect(back.get('kind')).toBe('resume')
    const file = back.get('file') as File
    expect(file.name).toBe('resume.pdf')
    expect(file.size).toBe(resume().size)
    expect(file.type).toBe('application/pdf')
  })
})

describe('postDraft', () => {
  it('sends a JSON draft with its Idempotency-Key and the CSRF token', async () => {
    document.cookie = 'XSRF-TOKEN=token-1'
    const fetchMock = vi.fn(async () => answer(201, { id: 'a1' }))
    vi.stubGlobal('fetch', fetchMock)
    const tried = await postDraft(draft(), async () => undefined)
    expect(tried?.answered.response.status).toBe(201)
    expect(tried?.answered.text).toBe('{"id":"a1"}')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/jobs/job-1/apply')
    expect(init.body).toBe(draft().body)
    expect(init.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Idempotency-Key': '"0f6a8f0e-2c4b-4d1e-9b57-1c2d3e4f5a6b"',
      'X-XSRF-TOKEN': 'token-1',
    })
  })

  it('uploads the kept file first, keeps its url in the draft, then sends the draft with it', async () => {
    document.cookie = 'XSRF-TOKEN=token-1'
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(201, { url: 'resume:r1', name: 'resume.pdf', size: 15 }))
      .mockResolvedValueOnce(answer(201, { id: 'a1' }))
    vi.stubGlobal('fetch', fetchMock)
    const kept: Draft[] = []
    const upload = {
      url: '/api/upload/resume',
      fields: [{ name: 'file', file: resume(), fileName: 'resume.pdf' }],
      into: 'resumeUrl',
    }
    const tried = await postDraft(draft({ upload }), async (withUrl) => {
      kept.push(withUrl)
    })
    const [uploadUrl, uploadInit] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(uploadUrl).toBe('/api/upload/resume')
    expect(((uploadInit.body as FormData).get('file') as File).name).toBe('resume.pdf')
    // No JSON content type on a form, and no key: the upload itself is not the draft.
    expect(uploadInit.headers).toEqual({ Accept: 'application/json', 'X-XSRF-TOKEN': 'token-1' })
    const sentBody = JSON.stringify({ coverLetter: 'Early shifts suit me.', resumeUrl: 'resume:r1' })
    expect(kept).toHaveLength(1)
    expect(kept[0].upload).toBeUndefined()
    expect(kept[0].body).toBe(sentBody)
    expect((fetchMock.mock.calls[1] as [string, RequestInit])[1].body).toBe(sentBody)
    expect(tried?.draft.body).toBe(sentBody)
    expect(tried?.answered.response.status).toBe(201)
  })

  it('answers a refused upload as the draft’s refusal, and sends nothing else', async () => {
    const fetchMock = vi.fn(async () => answer(422, { error: 'File too large' }))
    vi.stubGlobal('fetch', fetchMock)
    const upload = {
      url: '/api/upload/resume',
      fields: [{ name: 'file', file: resume(), fileName: 'resume.pdf' }],
      into: 'resumeUrl',
    }
    const keep = vi.fn(async () => undefined)
    const tried = await postDraft(draft({ upload }), keep)
    expect(tried?.answered.response.status).toBe(422)
    expect(tried?.draft.upload).toEqual(upload)
    expect(keep).not.toHaveBeenCalled()
    // The only other call is the CSRF cookie's GET.
    expect(fetchMock.mock.calls.filter((call) => (call as unknown[])[0] === '/api/jobs/job-1/apply')).toHaveLength(0)
  })

  it('is null when no answer came (offline), for the upload or the draft', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      })
    )
    expect(await postDraft(draft(), async () => undefined)).toBeNull()
    const upload = {
      url: '/api/upload/resume',
      fields: [{ name: 'file', file: resume(), fileName: 'resume.pdf' }],
      into: 'resumeUrl',
    }
    expect(await postDraft(draft({ upload }), async () => undefined)).toBeNull()
  })
})
