/** Image types the server accepts (it checks the content too; SVG is never accepted). */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const

/**
 * Profile pictures and other images: at most 5 MB (part 1 §5, §9). The server's limit and messages live in the
 * account rules (tested equal); they are not imported here so the shared bundle stays small.
 */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024

export interface FileProblem {
  title: string
  description: string
}

export const IMAGE_FILE_PROBLEMS = {
  type: { title: 'Invalid file type', description: 'Please select an image file.' },
  size: { title: 'File too large', description: 'Please select an image smaller than 5MB.' },
} as const satisfies Record<string, FileProblem>

/** Checks a picked image before it is uploaded (part 1 §5 "Profile image"); null when it may be sent. */
export function checkImageFile(file: { type: string; size: number }): FileProblem | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) return IMAGE_FILE_PROBLEMS.type
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_FILE_PROBLEMS.size
  return null
}

/** The same problem when the server refused the file (it answers 'Invalid file type' or 'File too large'). */
export function imageProblemFromServer(message: string | undefined): FileProblem | null {
  if (message === IMAGE_FILE_PROBLEMS.type.title) return IMAGE_FILE_PROBLEMS.type
  if (message === IMAGE_FILE_PROBLEMS.size.title) return IMAGE_FILE_PROBLEMS.size
  return null
}
