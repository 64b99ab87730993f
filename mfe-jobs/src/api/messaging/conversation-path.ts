/** Where the Messages remote opens a conversation (mfe-messaging reads `?thread={id}`). */
export const conversationPath = (threadId: string) => `/messages?thread=${encodeURIComponent(threadId)}`
