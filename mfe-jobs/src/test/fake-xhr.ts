import { vi } from 'vitest'

/** A scripted XMLHttpRequest for uploads: the test decides the progress and the answer. */
export class FakeXhr {
  static all: FakeXhr[] = []
  static get last(): FakeXhr | undefined {
    return FakeXhr.all[FakeXhr.all.length - 1]
  }
  method = ''
  url = ''
  withCredentials = false
  headers: Record<string, string> = {}
  body: FormData | null = null
  status = 0
  statusText = ''
  responseText = ''
  aborted = false
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null

  constructor() {
    FakeXhr.all.push(this)
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  getResponseHeader() {
    return null
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
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = body === undefined ? '' : JSON.stringify(body)
    this.onload?.()
  }
}

/** Replaces XMLHttpRequest for one test. */
export function installFakeXhr() {
  FakeXhr.all = []
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  return FakeXhr
}
