import { MessagesPage } from '../features/threads/messages-page'

/** The messaging area: the shell mounts it at /messages/*. */
export function MessagingApp() {
  return <MessagesPage />
}
