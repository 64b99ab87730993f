import { apiJson } from '@hireloop/shared-ui'

export const applicationUrl = (id: string) => `/api/applications/${encodeURIComponent(id)}`

/** DELETE /api/applications/{id}: withdraws (deletes) the reader's application while it is still `applied`. */
export function withdrawApplication(id: string): Promise<{ message: string }> {
  return apiJson<{ message: string }>('DELETE', applicationUrl(id))
}
