import { THREADS_URL } from '@hireloop/shared-ui/helpers'

export const threadUrl = (threadId: string) => `${THREADS_URL}/${encodeURIComponent(threadId)}`
