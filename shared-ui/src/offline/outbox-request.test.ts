import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { draftUploads, formFields, postDraft, putAt, toFormData, type Draft, type DraftUpload } from './outbox-request'

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

const photo = (name: string) => new File([`png ${name}`], name, { type: 'image/png' })

const postDraftOf = (uploads: DraftUpload[]): Draft =>
  draft({
    kind: 'post',
    target: 'feed',
    url: '/api/posts',
    body: JSON.stringify({
      blocks: [
        { id: 'b1', type: 'image', content: { caption: 'Site' } },
        { id: 'b2', type: 'paragraph', content: { text: 'Day one' } },
        { id: 'b3', type: 'image', content: {} },
        { id: 'b4', type: 'video', content: { caption: 'Walk-through' } },
      ],
    }),
    uploads,
  })

const mediaUpload = (name: string, block: number): DraftUpload => ({
  url: '/api/upload',
  fields: [
    { name: 'files', file: photo(name), fileName: name },
    { name: 'folder', value: 'media' },
  ],
  into: ['blocks', block, 'content', 'url'],
})

const sentUrls = (body: string) =>
  (JSON.parse(body) as { blocks: { content: { url?: string } }[] }).blocks.map((block) => block.content.url ?? null)

describe('putAt', () => {
  it('puts a value at a key or at a path of keys and indexes', () => {
    const body = JSON.stringify({ resumeUrl: null, blocks: [{ content: { caption: 'Site' } }] })
    expect(JSON.parse(putAt(body, 'resumeUrl', 'resume:r1'))).toEqual({
      resumeUrl: 'resume:r1',
      blocks: [{ content: { caption: 'Site' } }],
    })
    expect(JSON.parse(putAt(body, ['blocks', 0, 'content', 'url'], '/uploads/media/a.png'))).toEqual({
      resumeUrl: null,
      blocks: [{ content: { caption: 'Site', url: '/uploads/media/a.png' } }],
    })
  })
})

describe('draftUploads', () => {
  it('reads the single upload of a draft stored before several were kept, then the others', () => {
    const resumeUpload: DraftUpload = { url: '/api/upload/resume', fields: [], into: 'resumeUrl' }
    expect(draftUploads(draft({ upload: resumeUpload }))).toEqual([resumeUpload])
    expect(draftUploads(draft())).toEqual([])
    const media = mediaUpload('a.png', 0)
    expect(draftUploads(draft({ upload: resumeUpload, uploads: [media] }))).toEqual([resumeUpload, media])
  })
})

describe('postDraft with several files', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=token-1'
  })

  it('uploads each file in order, keeps each url in the draft at once, then sends the draft with all of them', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(201, { files: [{ url: '/uploads/media/a.png' }] }))
      .mockResolvedValueOnce(answer(201, { files: [{ url: '/uploads/media/b.png' }] }))
      .mockResolvedValueOnce(answer(201, { files: [{ url: '/uploads/media/c.mp4' }] }))
      .mockResolvedValueOnce(answer(201, { id: 'p1' }))
    vi.stubGlobal('fetch', fetchMock)
    const kept: Draft[] = []
    const tried = await postDraft(
      postDraftOf([mediaUpload('a.png', 0), mediaUpload('b.png', 2), mediaUpload('c.mp4', 3)]),
      async (withUrl) => {
        kept.push(withUrl)
      }
    )
    const calls = fetchMock.mock.calls as [string, RequestInit][]
    expect(calls.map(([url]) => url)).toEqual(['/api/upload', '/api/upload', '/api/upload', '/api/posts'])
    expect(calls.slice(0, 3).map(([, init]) => ((init.body as FormData).get('files') as File).name)).toEqual([
      'a.png',
      'b.png',
      'c.mp4',
    ])
    expect((calls[0]![1].body as FormData).get('folder')).toBe('media')
    expect(kept.map((item) => sentUrls(item.body))).toEqual([
      ['/uploads/media/a.png', null, null, null],
      ['/uploads/media/a.png', null, '/uploads/media/b.png', null],
      ['/uploads/media/a.png', null, '/uploads/media/b.png', '/uploads/media/c.mp4'],
    ])
    expect(kept.map((item) => item.uploads?.length ?? 0)).toEqual([2, 1, 0])
    expect(kept[2]).not.toHaveProperty('uploads')
    expect(calls[3]![1].body).toBe(kept[2]!.body)
    expect(JSON.parse(calls[3]![1].body as string).blocks[0].content).toEqual({
      caption: 'Site',
      url: '/uploads/media/a.png',
    })
    expect(tried?.answered.response.status).toBe(201)
  })

  it('after the 2nd of 3 uploads the connection drops: the next try uploads only the 3rd', async () => {
    const kept: Draft[] = []
    const keep = async (withUrl: Draft) => {
      kept.push(withUrl)
    }
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(answer(201, { files: [{ url: '/uploads/media/a.png' }] }))
        .mockResolvedValueOnce(answer(201, { files: [{ url: '/uploads/media/b.png' }] }))
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    )
    const first = await postDraft(
      postDraftOf([mediaUpload('a.png', 0), mediaUpload('b.png', 2), mediaUpload('c.mp4', 3)]),
      keep
    )
    expect(first).toBeNull()
    const stored = kept[kept.length - 1]!
    expect(sentUrls(stored.body)).toEqual(['/uploads/media/a.png', null, '/uploads/media/b.png', null])
    expect(stored.uploads?.map((item) => (item.fields[0] as { fileName: string }).fileName)).toEqual(['c.mp4'])

    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(201, { files: [{ url: '/uploads/media/c.mp4' }] }))
      .mockResolvedValueOnce(answer(201, { id: 'p1' }))
    vi.stubGlobal('fetch', fetchMock)
    const second = await postDraft(stored, keep)
    const calls = fetchMock.mock.calls as [string, RequestInit][]
    expect(calls.map(([url]) => url)).toEqual(['/api/upload', '/api/posts'])
    expect(((calls[0]![1].body as FormData).get('files') as File).name).toBe('c.mp4')
    expect(sentUrls(calls[1]![1].body as string)).toEqual([
      '/uploads/media/a.png',
      null,
      '/uploads/media/b.png',
      '/uploads/media/c.mp4',
    ])
    expect(second?.answered.response.status).toBe(201)
  })

  it('answers a refused 2nd upload as the draft’s refusal, the 1st kept, and sends nothing else', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(201, { files: [{ url: '/uploads/media/a.png' }] }))
      .mockResolvedValueOnce(answer(422, { error: 'Invalid file type' }))
    vi.stubGlobal('fetch', fetchMock)
    const kept: Draft[] = []
    const tried = await postDraft(postDraftOf([mediaUpload('a.png', 0), mediaUpload('b.png', 2)]), async (item) => {
      kept.push(item)
    })
    expect(tried?.answered.response.status).toBe(422)
    expect(tried?.answered.text).toBe('{"error":"Invalid file type"}')
    expect(sentUrls(tried!.draft.body)).toEqual(['/uploads/media/a.png', null, null, null])
    expect(tried?.draft.uploads).toHaveLength(1)
    expect(kept).toHaveLength(1)
    expect(fetchMock.mock.calls.filter((call) => (call as unknown[])[0] === '/api/posts')).toHaveLength(0)
  })
})
