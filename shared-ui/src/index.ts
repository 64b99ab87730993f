// API
export {
  ApiError,
  apiJson,
  apiRequest,
  CURRENT_USER_KEY,
  errorMessage,
  getQueryFn,
  isApiError,
  keyToUrl,
  readCookie,
  type HttpMethod,
  type QueryFnOptions,
  type QueryKey,
} from './api/client'
export type {
  ApiErrorBody,
  ReferralNotification,
  RemoteDescriptor,
  RemotesResponse,
  UnreadCountResponse,
  User,
  UserType,
} from './api/types'
export { CURRENT_USER_FRESH_MS, swrConfig } from './api/swr-config'
export { getCurrentUser, useCurrentUser } from './api/user/get-current-user'
export { loginUser, type LoginChallenge, type LoginPayload, type LoginResponse } from './api/auth/login'
export { buildRegistrationPayload, registerUser, type RegisterInput } from './api/auth/register'
export { clearSession, logoutUser } from './api/auth/logout'
export { resendVerification, verifyEmail, type VerifyEmailResponse } from './api/auth/verify-email'
export { requestPasswordReset, resetPassword } from './api/auth/password-reset'
export { tooManyAttemptsMessage } from './api/auth/rate-limit'
export { updateProfile, type ProfileChanges, type ProfileUpdateResponse } from './api/profile/update-profile'
export {
  uploadFiles,
  UPLOAD_URL,
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
export { fetchRemotes, REMOTES_KEY, useRemotes } from './api/remotes/get-remotes'
export { UNREAD_MESSAGES_KEY, useUnreadMessageCount } from './api/messages/get-unread-count'
export {
  REFERRAL_NOTIFICATIONS_KEY,
  useReferralNotificationCount,
} from './api/notifications/get-referral-notifications'

// State
export { appStore } from './state/store'
export { createToast, TOAST_DURATION_MS, toastAtom, useToast, type ToastItem, type ToastOptions, type ToastVariant } from './state/toast'

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

// Feed, notifications and search API (issue 4)
export * from './api/feed/types'
export { fetchPostsPage, POSTS_URL, postsPageUrl, type PostsPageParams } from './api/feed/get-posts'
export { fetchPost, postKey, usePost } from './api/feed/get-post'
export { createPost } from './api/feed/create-post'
export { updatePost } from './api/feed/update-post'
export { archivePost } from './api/feed/archive-post'
export { deletePost } from './api/feed/delete-post'
export { reactToPost } from './api/feed/react-to-post'
export { repostPost } from './api/feed/repost-post'
export { sharePost } from './api/feed/share-post'
export { bookmarkPost } from './api/feed/bookmark-post'
export { reportPost } from './api/feed/report-post'
export { COMMENTS_PAGE_SIZE, commentsPageUrl, fetchCommentsPage } from './api/feed/get-comments'
export { addComment } from './api/feed/add-comment'
export { commentUrl, editComment } from './api/feed/edit-comment'
export { deleteComment } from './api/feed/delete-comment'
export { reactToComment, reportComment } from './api/feed/react-to-comment'
export type { AppNotification, NotificationPage } from './api/notifications/types'
export {
  UNREAD_NOTIFICATIONS_HEADER_POLL_MS,
  UNREAD_NOTIFICATIONS_KEY,
  UNREAD_NOTIFICATIONS_POLL_MS,
  useUnreadNotificationCount,
} from './api/notifications/get-unread-count'
export {
  fetchNotificationsPage,
  NOTIFICATIONS_DROPDOWN_SIZE,
  NOTIFICATIONS_POLL_MS,
  NOTIFICATIONS_URL,
  notificationsPageUrl,
  useLatestNotifications,
} from './api/notifications/get-notifications'
export { markNotificationRead, notificationUrl } from './api/notifications/mark-notification-read'
export { markAllNotificationsRead } from './api/notifications/mark-all-notifications-read'
export { deleteNotification } from './api/notifications/delete-notification'
export type { SearchCompany, SearchJob, SearchPerson, SearchResults } from './api/search/types'
export { fetchSearch, SEARCH_CACHE_MS, searchUrl, useSearch } from './api/search/search'
export { LazyWhenOpen } from './components/lazy-when-open'
