/*
| Helpers more than one remote uses but no screen of the shell: `@hireloop/shared-ui/helpers` is not a shared module,
| so each remote bundles the ones it uses where it uses them, and the first screen carries none it does not use.
| They reach the API through the shared module's client.
*/
export { blockUser } from './api/blocks/block-user'
export { BLOCKED_USERS_KEY, useBlockedUsers, type BlockedUsersAnswer } from './api/blocks/get-blocked-users'
export { useSetBlocked } from './api/blocks/set-blocked'
export { unblockUser } from './api/blocks/unblock-user'
export { JOB_INTERACTIONS_KEY, useJobInteractions, type JobInteractions } from './api/jobs/get-job-interactions'
export {
  CONNECTIONS_URL,
  connectionsPageUrl,
  fetchConnectionsPage,
  type ConnectionsPageQuery,
} from './api/messages/get-connections'
export { THREADS_URL, fetchThreadsPage, threadsPageUrl, type ThreadsPageQuery } from './api/messages/get-threads'
export { startThread } from './api/messages/start-thread'
export { reportContent, type ReportContentInput } from './api/moderation/report-content'
export { useSendReport, type ReportWords } from './api/moderation/use-send-report'
export { markReferralNotificationRead } from './api/notifications/mark-referral-notification-read'
export { useDebouncedValue } from './hooks/use-debounced-value'
export { copyText } from './utils/clipboard'
export { ReportDialog, type ReportDialogProps } from './components/report-dialog/report-dialog'
export { blockText, REPORT_DETAILS_MAX, REPORT_REASONS, reportReason } from './utils/member-safety'
