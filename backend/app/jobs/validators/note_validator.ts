import vine, { SimpleMessagesProvider } from '@vinejs/vine'

export const NOTE_LIMITS = { max: 2000 } as const

export const NOTE_MESSAGES = {
  required: 'Note is required (send an empty note to clear it)',
  text: 'Note must be text',
  max: `Note must be at most ${NOTE_LIMITS.max} characters`,
  notOwner: "Only the owner of the job's company can read or write its notes",
} as const

/** PUT /api/applications/{id}/note {note}: an empty or null note clears it. */
export const noteValidator = vine.create({
  // The body parser turns an empty string into null: both clear the note.
  note: vine.string().trim().maxLength(NOTE_LIMITS.max).nullable(),
})
noteValidator.messagesProvider = new SimpleMessagesProvider({
  'note.required': NOTE_MESSAGES.required,
  'note.string': NOTE_MESSAGES.text,
  'note.maxLength': NOTE_MESSAGES.max,
})
