/** Up to two initials for avatar fallbacks ("Jane Doe" → "JD", "jane.doe" → "J"). */
export function getInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const letters = words.length === 1 ? [words[0]![0]] : [words[0]![0], words[words.length - 1]![0]]
  return letters.join('').toUpperCase()
}

const USER_TYPE_LABELS = { candidate: 'Candidate', employer: 'Employer', admin: 'Admin' } as const

export function userTypeLabel(userType: keyof typeof USER_TYPE_LABELS): string {
  return USER_TYPE_LABELS[userType] ?? 'Member'
}
