// API
export {
  ApiError,
  apiJson,
  apiRequest,
  CURRENT_USER_KEY,
  errorMessage,
  getQueryFn,
  isApiError,
  IDEMPOTENCY_HEADER,
  keyToUrl,
  readCookie,
  type HttpMethod,
  type QueryFnOptions,
  type QueryKey,
  type RequestOptions,
} from './api/client'
export type { ApiErrorBody, ReferralNotification, UnreadCountResponse, User, UserType } from './api/types'
export { CURRENT_USER_FRESH_MS, swrConfig } from './api/swr-config'
export { getCurrentUser, useCurrentUser } from './api/user/get-current-user'
export { forgetLastMember } from './api/user/last-member'
export { OfflineNotice, useOnline } from './components/offline-notice/offline-notice'
export {
  postForm,
  uploadFiles,
  UPLOAD_URL,
  type PostFormOptions,
  type UploadedFile,
  type UploadFolder,
  type UploadOptions,
  type UploadResponse,
} from './api/upload/upload-files'
export {
  ACCEPTED_IMAGE_TYPES,
  checkImageFile,
  IMAGE_FILE_PROBLEMS,
  IMAGE_MAX_BYTES,
  imageProblemFromServer,
  type FileProblem,
} from './api/upload/image-file'
export { UNREAD_MESSAGES_KEY, useUnreadMessageCount } from './api/messages/get-unread-count'
export {
  REFERRAL_NOTIFICATIONS_KEY,
  useReferralNotificationCount,
} from './api/notifications/get-referral-notifications'

// Modules areas offer each other at run time (loaded through the shell)
export {
  AreaExportUnavailableError,
  JOBS_APPLY_EXPORT,
  loadAreaExport,
  provideAreaExportLoader,
  type AreaExportLoader,
  type JobApplyDialogModule,
  type JobApplyDialogProps,
} from './mf/area-exports'

// State
export { appStore } from './state/store'
export { announceRestriction, restrictionAtom } from './state/restriction'
export {
  RESTRICTED_ACTIONS,
  RESTRICTION_HEADER,
  restrictionWords,
  type RestrictionWords,
} from './utils/restriction-words'
export { RestrictionNotice } from './components/restriction-notice/restriction-notice'
export {
  createToast,
  TOAST_DURATION_MS,
  toastAtom,
  useToast,
  type ToastItem,
  type ToastOptions,
  type ToastVariant,
} from './state/toast'

// Theme
export { BRAND_COLOR, createAppTheme } from './theme/create-app-theme'
export { AppThemeProvider } from './theme/app-theme-provider'
export { AppProviders } from './app-providers'
export {
  applyThemeClass,
  DEFAULT_THEME_PREFERENCE,
  isThemePreference,
  readThemePreference,
  resolveThemeMode,
  THEME_STORAGE_KEY,
  themeModeAtom,
  themePreferenceAtom,
  useThemeMode,
  writeThemePreference,
  type ThemeMode,
  type ThemePreference,
} from './theme/theme-mode'

// Utilities
export { formatBadgeCount, formatCount } from './utils/format-count'
export { formatRelativeTime } from './utils/format-relative-time'
export { getInitials, userTypeLabel } from './utils/initials'
export { ASK_REFERRAL_PARAMS, askReferralPath, PROFILE_PATH_PREFIX, profilePath } from './utils/profile-path'
export { VISUALLY_HIDDEN } from './utils/visually-hidden'

// Components
export { AreaFrame, type AreaFrameProps } from './components/area-frame/area-frame'
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state'
export { CountBadge, type CountBadgeProps } from './components/count-badge/count-badge'
export { StatCard, type StatCardProps } from './components/stat-card/stat-card'
export { Toaster } from './components/toaster/toaster'
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog/confirm-dialog'
export { confirmActionLabel } from './components/confirm-dialog/confirm-action-label'
export {
  CommunityGuidelinesDialog,
  type CommunityGuidelinesDialogProps,
} from './components/community-guidelines-dialog/community-guidelines-dialog'
export {
  GUIDELINE_ENFORCEMENT,
  GUIDELINE_TOPICS,
  GUIDELINES_CLOSE_REFUSED,
} from './components/community-guidelines-dialog/guidelines'
export * from './components/icons/icons'

// Everyday MUI components (one shared copy)
export * from './ui'

// The counts the shell's badges show (the lists behind them belong to their areas)
export {
  UNREAD_NOTIFICATIONS_HEADER_POLL_MS,
  UNREAD_NOTIFICATIONS_KEY,
  UNREAD_NOTIFICATIONS_POLL_MS,
  useUnreadNotificationCount,
} from './api/notifications/get-unread-count'

// Hooks every area's lists and actions use
export {
  cursorListReducer,
  initialCursorListState,
  useCursorList,
  type CursorListAction,
  type CursorList,
  type CursorListState,
  type CursorPage,
} from './hooks/use-cursor-list'
export { runOptimistic } from './hooks/run-optimistic'
export { LazyWhenOpen } from './components/lazy-when-open'

// Live events (server-sent)
export {
  isLiveConnected,
  publishLiveEvent,
  setLiveConnected,
  subscribeLive,
  useLiveConnected,
  useLiveEvent,
  type LiveEventBase,
} from './live/live-bus'
export {
  LIVE_API_PATH,
  startLiveConnection,
  type LiveClient,
  type LiveClientOptions,
  type LiveConnectionOptions,
} from './live/live-connection'
