import { THREADS_URL } from './get-threads'

export const threadUrl = (threadId: string) => `${THREADS_URL}/${encodeURIComponent(threadId)}`
