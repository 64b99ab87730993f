import {
  APPLICATION_AVAILABILITY,
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES,
  APPLICATION_SKILLS,
} from '@hireloop/backend/jobs-constants'
import type { ApplyBody } from '../../api/applications/apply'

/**
 * The form's values; the résumé is the uploaded file's answer (its `url` goes into the body), or a file chosen
 * offline (`url` null, the `file` itself), uploaded when the application is sent.
 */
export type ApplyValues = Omit<ApplyBody, 'resumeUrl'> & {
  resume: { url: string; name: string; size: number } | { url: null; name: string; size: number; file: File } | null
}

export type ApplyField =
  | 'coverLetter'
  | 'selectedSkills'
  | 'selectedAvailability'
  | 'isEighteenOrOlder'
  | 'isAuthorizedToWork'
  | 'doesNotRequireSponsorship'
  | 'resumeUrl'

export type ApplyErrors = Partial<Record<ApplyField, string>>

export const SKILL_CHOICES: readonly string[] = APPLICATION_SKILLS
export const AVAILABILITY_CHOICES: readonly string[] = APPLICATION_AVAILABILITY

/** The profile fields the form starts from (the current user's). */
export interface ApplyProfile {
  skills?: readonly string[] | null
  availability?: readonly string[] | null
}

/**
 * Up to the first 3 of the user's skills that are among the 12 choices (part 2 §5), in the profile's order, and
 * every availability of the profile that is one of the choices.
 */
export function initialApplyValues(profile: ApplyProfile | null | undefined): ApplyValues {
  const skills = (profile?.skills ?? []).filter((skill) => SKILL_CHOICES.includes(skill))
  const availability = (profile?.availability ?? []).filter((slot) => AVAILABILITY_CHOICES.includes(slot))
  return {
    coverLetter: '',
    selectedSkills: [...new Set(skills)].slice(0, APPLICATION_LIMITS.preselectedSkills),
    selectedAvailability: [...new Set(availability)],
    isEighteenOrOlder: false,
    isAuthorizedToWork: false,
    doesNotRequireSponsorship: false,
    resume: null,
  }
}

/** Every rule of part 2 §5 "Job application form", in the spec's words (the server enforces the same). */
export function validateApplication(values: ApplyValues): ApplyErrors {
  const errors: ApplyErrors = {}
  const length = values.coverLetter.trim().length
  // An empty letter gets the spec's one message for a letter that is too short.
  if (length < APPLICATION_LIMITS.coverLetterMin) errors.coverLetter = APPLICATION_MESSAGES.coverLetterMin
  else if (values.coverLetter.length > APPLICATION_LIMITS.coverLetterMax)
    errors.coverLetter = APPLICATION_MESSAGES.coverLetterMax
  if (values.selectedSkills.length === 0) errors.selectedSkills = APPLICATION_MESSAGES.skillsRequired
  if (values.selectedAvailability.length === 0) errors.selectedAvailability = APPLICATION_MESSAGES.availabilityRequired
  if (!values.isEighteenOrOlder) errors.isEighteenOrOlder = APPLICATION_MESSAGES.eighteen
  if (!values.isAuthorizedToWork) errors.isAuthorizedToWork = APPLICATION_MESSAGES.authorized
  if (!values.doesNotRequireSponsorship) errors.doesNotRequireSponsorship = APPLICATION_MESSAGES.sponsorship
  return errors
}

export function toApplyBody(values: ApplyValues): ApplyBody {
  return {
    coverLetter: values.coverLetter,
    selectedSkills: [...values.selectedSkills],
    selectedAvailability: [...values.selectedAvailability],
    isEighteenOrOlder: values.isEighteenOrOlder,
    isAuthorizedToWork: values.isAuthorizedToWork,
    doesNotRequireSponsorship: values.doesNotRequireSponsorship,
    resumeUrl: values.resume?.url ?? null,
  }
}

const FIELDS: readonly ApplyField[] = [
  'coverLetter',
  'selectedSkills',
  'selectedAvailability',
  'isEighteenOrOlder',
  'isAuthorizedToWork',
  'doesNotRequireSponsorship',
  'resumeUrl',
]

/** A 422's `errors[]` on the form's fields (`selectedSkills.0` belongs to selectedSkills); the first message wins. */
export function serverFieldErrors(errors: ReadonlyArray<{ field: string; message: string }> | undefined): ApplyErrors {
  const result: ApplyErrors = {}
  for (const error of errors ?? []) {
    const field = error.field.split(/[.[]/)[0] as ApplyField
    if (FIELDS.includes(field) && !result[field]) result[field] = error.message
  }
  return result
}

/** Part 2 §8 "Resume". */
export const RESUME_PROBLEMS = {
  type: { title: 'Invalid file type', description: 'Please upload a PDF or Word document (.pdf, .doc, .docx)' },
  size: { title: 'File too large', description: 'Please upload a file smaller than 5MB' },
  failed: { title: 'Upload failed', description: 'There was an error uploading your resume. Please try again.' },
} as const

export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document'

const RESUME_EXTENSIONS = /\.(pdf|docx?)$/i
const RESUME_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
])

/**
 * The browser's check before uploading: a PDF, DOC or DOCX by name, and by type when the browser knows one; at most
 * 5 MB. The server looks at the content as well.
 */
export function resumeProblem(file: Pick<File, 'name' | 'type' | 'size'>): 'type' | 'size' | null {
  if (!RESUME_EXTENSIONS.test(file.name)) return 'type'
  if (file.type && file.type !== 'application/octet-stream' && !RESUME_TYPES.has(file.type)) return 'type'
  if (file.size > APPLICATION_LIMITS.resumeBytes) return 'size'
  return null
}

/** A server refusal of the file in the spec's words: which of the two problems it is, if either. */
export function resumeProblemFromServer(messages: readonly string[]): 'type' | 'size' | null {
  if (messages.includes(APPLICATION_MESSAGES.invalidFileType)) return 'type'
  if (messages.includes(APPLICATION_MESSAGES.fileTooLarge)) return 'size'
  return null
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
