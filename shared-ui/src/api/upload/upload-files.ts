import { ApiError, ensureXsrfCookie, parseRetryAfter, sessionEnded, XSRF_HEADER } from '../client'
import type { ApiErrorBody } from '../types'

export const UPLOAD_URL = '/api/upload'

/** Where the server files an upload: `avatars` for profile pictures, `media` (default) for posts. */
export type UploadFolder = 'public' | 'avatars' | 'media'

export interface UploadedFile {
  url: string
  type?: string
  size?: number
}

export interface UploadResponse {
  files: UploadedFile[]
}

export interface UploadOptions {
  folder?: UploadFolder
  /** 0–99 while the bytes are sent, 100 once the server has answered. */
  onProgress?: (percent: number) => void
  signal?: AbortSignal
}

function parseBody(text: string): (ApiErrorBody & Record<string, unknown>) | undefined {
  if (!text) return undefined
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === 'object' ? (parsed as ApiErrorBody & Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

export interface PostFormOptions {
  /** 0–99 while the bytes are sent, 100 once the server has answered. */
  onProgress?: (percent: number) => void
  signal?: AbortSignal
}

/**
 * POSTs a multipart form with upload progress, which fetch cannot report, and resolves with the parsed JSON answer.
 * Same contract as apiRequest: cookies, the CSRF header, failures as ApiError ("<status>: <text>", `data.error`,
 * `data.errors[]`); a 401 signs the page out.
 */
export async function postForm<T>(url: string, form: FormData, options: PostFormOptions = {}): Promise<T> {
  const token = await ensureXsrfCookie()

  return new Promise<T>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'))
      return
    }
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    if (token) xhr.setRequestHeader(XSRF_HEADER, token)

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(99, Math.floor((event.loaded / event.total) * 100)))
      }
    }
    xhr.onload = () => {
      const text = xhr.responseText ?? ''
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100)
        resolve(parseBody(text) as T)
        return
      }
      // The session is gone: cached answers are dropped and the shell signs out, as for any other write.
      if (xhr.status === 401) sessionEnded()
      reject(
        new ApiError(
          xhr.status,
          text || xhr.statusText,
          parseBody(text),
          parseRetryAfter(xhr.getResponseHeader('Retry-After'))
        )
      )
    }
    xhr.onerror = () => reject(new TypeError('Network error while uploading'))
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'))
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(form)
  })
}

/** POST /api/upload (multipart field `files`, optional `folder`): pictures and videos for posts and profiles. */
export async function uploadFiles(files: File | readonly File[], options: UploadOptions = {}): Promise<UploadResponse> {
  const form = new FormData()
  for (const file of Array.isArray(files) ? files : [files as File]) form.append('files', file)
  if (options.folder) form.append('folder', options.folder)
  const body = await postForm<Partial<UploadResponse> | undefined>(UPLOAD_URL, form, options)
  return { files: Array.isArray(body?.files) ? body.files : [] }
}
