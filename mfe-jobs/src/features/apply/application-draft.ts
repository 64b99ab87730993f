import type { DraftInput, Draft } from '@hireloop/shared-ui/offline'
import { applyUrl, type ApplyBody } from '../../api/applications/apply'
import { RESUME_UPLOAD_URL } from '../../api/applications/upload-resume'
import { initialApplyValues, toApplyBody, type ApplyValues } from './apply-form'

/*
| An application written offline is an outbox draft: the body POSTed to /api/jobs/{id}/apply, the résumé chosen
| offline as a file uploaded first (its url then goes into `resumeUrl`), and the résumé's name and size kept on the
| device to show it while it waits.
*/

/** The draft's parts for these values: what is sent, the file to upload first when there is one, what is shown. */
export function applicationDraftParts(
  jobId: string,
  values: ApplyValues,
  referralCode: string | null
): Pick<DraftInput, 'url' | 'payload' | 'upload' | 'meta'> {
  const payload: ApplyBody = { ...toApplyBody(values), ...(referralCode ? { referralCode } : {}) }
  const resume = values.resume
  const file = resume && resume.url === null ? resume.file : null
  return {
    url: applyUrl(jobId),
    payload,
    ...(file
      ? { upload: { url: RESUME_UPLOAD_URL, fields: [{ name: 'file', file, fileName: file.name }], into: 'resumeUrl' } }
      : {}),
    meta: resume ? { resumeName: resume.name, resumeSize: resume.size } : {},
  }
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

/** The values a waiting application was written with, to edit it. */
export function applicationDraftValues(draft: Draft): ApplyValues {
  let body: Partial<Record<keyof ApplyBody, unknown>> = {}
  try {
    body = JSON.parse(draft.body) as typeof body
  } catch {
    body = {}
  }
  const name = typeof draft.meta?.resumeName === 'string' ? draft.meta.resumeName : 'Resume'
  const size = typeof draft.meta?.resumeSize === 'number' ? draft.meta.resumeSize : 0
  const field = draft.upload?.fields.find((item) => 'file' in item)
  const resume: ApplyValues['resume'] =
    field && 'file' in field
      ? { url: null, name, size, file: new File([field.file], field.fileName, { type: field.file.type }) }
      : typeof body.resumeUrl === 'string'
        ? { url: body.resumeUrl, name, size }
        : null
  return {
    ...initialApplyValues(null),
    coverLetter: typeof body.coverLetter === 'string' ? body.coverLetter : '',
    selectedSkills: strings(body.selectedSkills),
    selectedAvailability: strings(body.selectedAvailability),
    isEighteenOrOlder: body.isEighteenOrOlder === true,
    isAuthorizedToWork: body.isAuthorizedToWork === true,
    doesNotRequireSponsorship: body.doesNotRequireSponsorship === true,
    resume,
  }
}

/** The referral code a waiting application carries, kept when it is edited. */
export function applicationDraftReferral(draft: Draft): string | null {
  try {
    const code = (JSON.parse(draft.body) as { referralCode?: unknown }).referralCode
    return typeof code === 'string' ? code : null
  } catch {
    return null
  }
}
