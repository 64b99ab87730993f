/** The words of a profile report's outcome (the reasons, the dialog and the block text come from shared-ui). */
export const REPORT_TEXT = {
  reported: 'Profile reported',
  alreadyReported: 'Already Reported',
  failed: 'Failed to report profile. Please try again.',
} as const

export function blockedNotice(name: string) {
  return `You blocked ${name}. Neither of you can message the other or ask to connect. Unblock them from the More actions menu.`
}
