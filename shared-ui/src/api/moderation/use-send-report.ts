import { useCallback } from 'react'
import { errorMessage, isApiError, useToast } from '@hireloop/shared-ui'
import { reportContent, type ReportContentInput } from './report-content'

/** A report's outcome in the words of the screen that sent it. */
export interface ReportWords {
  reported: string
  alreadyReported: string
  failed: string
}

/**
 * Sends a report and tells the member how it went, with the server's own words under the screen's title. Resolves
 * true when the report dialog may close: the report was filed, or the member had already reported it (409).
 */
export function useSendReport() {
  const { toast } = useToast()
  return useCallback(
    async (input: ReportContentInput, words: ReportWords) => {
      try {
        const answer = await reportContent(input)
        toast({ title: words.reported, description: answer.message, variant: 'success' })
        return true
      } catch (error) {
        const already = isApiError(error) && error.status === 409
        toast({
          title: already ? words.alreadyReported : words.failed,
          description: errorMessage(error, ''),
          variant: 'error',
        })
        return already
      }
    },
    [toast]
  )
}
