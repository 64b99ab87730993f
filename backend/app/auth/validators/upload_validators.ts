import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { ACCOUNT_MESSAGES as M, UPLOAD_LIMITS } from '#auth/account_rules'
import { UPLOAD_FOLDERS, detectMedia } from '#shared/services/uploads'
import type { MultipartOptions } from '#shared/middleware/multipart_middleware'

/** The non-file fields of POST /api/upload; the files themselves are checked by StoreUploads. */
export const uploadValidator = vine.create({
  folder: vine.enum(UPLOAD_FOLDERS).optional(),
})
uploadValidator.messagesProvider = new SimpleMessagesProvider({
  'folder.enum': M.invalidFolder,
})

/**
 * How POST /api/upload reads its body: field `files`, at most 10, each
 * stopped as soon as it passes the limit of its type (an image 5 MB, a
 * video or anything unknown 50 MB: StoreUploads then checks type and size
 * exactly, with the folder), 60 MB in all.
 */
export const UPLOAD_MULTIPART: MultipartOptions = {
  field: 'files',
  maxFiles: UPLOAD_LIMITS.filesPerRequest,
  maxFileBytes: (head) => (detectMedia(head)?.kind === 'image' ? UPLOAD_LIMITS.imageBytes : UPLOAD_LIMITS.videoBytes),
  limit: UPLOAD_LIMITS.requestBytes,
  messages: { tooManyFiles: M.tooManyFiles, fileTooLarge: M.fileTooLarge },
}
