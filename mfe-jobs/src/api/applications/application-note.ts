import { apiJson } from '@hireloop/shared-ui'
import type { ApplicationNoteAnswer } from '@hireloop/backend/api-types/jobs'
import useSWR from 'swr'

export type { ApplicationNoteAnswer }

/** GET /api/applications/{id}/note: the employer's private note on an application (the job's owner only). */
export function applicationNoteKey(id: string) {
  return `/api/applications/${encodeURIComponent(id)}/note`
}

export function useApplicationNote(id: string | null) {
  return useSWR<ApplicationNoteAnswer>(id ? applicationNoteKey(id) : null, (url: string) =>
    apiJson<ApplicationNoteAnswer>('GET', url)
  )
}

/** PUT /api/applications/{id}/note {note}: an empty note clears it. */
export function saveApplicationNote(id: string, note: string): Promise<ApplicationNoteAnswer> {
  return apiJson<ApplicationNoteAnswer>('PUT', applicationNoteKey(id), { note })
}
