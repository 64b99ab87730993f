/** 'Delete' (destructive) when the title mentions deleting, otherwise 'Archive' (part 1 §2). */
export function confirmActionLabel(title: string): 'Delete' | 'Archive' {
  return /delete/i.test(title) ? 'Delete' : 'Archive'
}
