import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { ACCOUNT_MESSAGES as M } from '#auth/account_rules'
import { UPLOAD_FOLDERS } from '#shared/services/uploads'

/** The non-file fields of POST /api/upload; the files themselves are checked by StoreUploads. */
export const uploadValidator = vine.create({
  folder: vine.enum(UPLOAD_FOLDERS).optional(),
})
uploadValidator.messagesProvider = new SimpleMessagesProvider({
  'folder.enum': M.invalidFolder,
})
