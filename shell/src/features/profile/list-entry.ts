export interface ListEntryLimits {
  /** Most entries the list may hold. */
  maxEntries?: number
  /** Longest entry, in characters. */
  maxLength?: number
  tooManyMessage?: string
  tooLongMessage?: string
}

export interface ListEntryResult {
  list: string[]
  /** False when the entry was empty, a duplicate or refused. */
  added: boolean
  error?: string
}

/**
 * Adds one entry to a profile list (part 1 §2 "Edit Profile"): trimmed; empty entries and duplicates (ignoring case,
 * as the server compares them) are ignored; the limits refuse with their message.
 */
export function addListEntry(list: readonly string[], raw: string, limits: ListEntryLimits = {}): ListEntryResult {
  const value = raw.trim()
  if (!value) return { list: [...list], added: false }
  if (list.some((entry) => entry.toLowerCase() === value.toLowerCase())) return { list: [...list], added: false }
  if (limits.maxLength !== undefined && value.length > limits.maxLength) {
    return { list: [...list], added: false, error: limits.tooLongMessage ?? `At most ${limits.maxLength} characters` }
  }
  if (limits.maxEntries !== undefined && list.length >= limits.maxEntries) {
    return { list: [...list], added: false, error: limits.tooManyMessage ?? `At most ${limits.maxEntries} entries` }
  }
  return { list: [...list, value], added: true }
}

export function removeListEntry(list: readonly string[], entry: string): string[] {
  return list.filter((item) => item !== entry)
}
