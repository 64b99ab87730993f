import { apiRequest } from '@hireloop/shared-ui'

export const DEFAULT_RESUME_NAME = 'resume.pdf'

/** The file name a Content-Disposition header carries (RFC 6266: `filename*` first), or the default. */
export function fileNameFromDisposition(header: string | null | undefined, fallback = DEFAULT_RESUME_NAME): string {
  if (!header) return fallback
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header)
  if (extended) {
    try {
      const name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''))
      if (name) return name
    } catch {
      // A malformed encoding falls through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header)
  const name = plain ? (plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1]).trim() : ''
  return name || fallback
}

/**
 * GET /api/applications/{id}/resume with the session cookie → the file and its name. Résumés are private, so the
 * file is fetched and handed to the browser as a blob rather than linked. 404 (no résumé) rejects with an ApiError.
 */
export async function fetchApplicationResume(id: string): Promise<{ blob: Blob; name: string }> {
  const response = await apiRequest('GET', `/api/applications/${encodeURIComponent(id)}/resume`)
  return { blob: await response.blob(), name: fileNameFromDisposition(response.headers.get('Content-Disposition')) }
}

/** Saves a blob under a name through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.appendChild(link)
  link.click()
  link.remove()
  // Revoked after the click has been handled, so the download has its data.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
