/*
| @hireloop/shared-ui/offline: the areas' offline state and the outbox. A sub-path, not part of the shared kernel, so
| that it is bundled only where it is used and never adds to the first load.
*/
export {
  clearOutbox,
  discardDraft,
  draftOutcome,
  draftUploads,
  editDraft,
  formFields,
  listDrafts,
  onOutboxChange,
  OUTBOX_SYNC_TAG,
  queueDraft,
  requestOutboxSync,
  sendOrKeep,
  sendWaitingDrafts,
  type Draft,
  type DraftInput,
  type DraftKind,
  type DraftField,
  type DraftMeta,
  type DraftPath,
  type DraftState,
  type DraftUpload,
  type OutboxEvent,
  type SendOrKeepResult,
} from './outbox'
export { isOfflineFailure } from '../api/user/last-member'
export { loadFailedOffline, OFFLINE_FALLBACK_TEXT, OfflineFallback } from './offline-fallback'
export { EVERY_TARGET, useDrafts } from './use-drafts'
export { DRAFT_STATUS_WORDS, draftStatusText, DraftStatus } from './draft-status'
