/*
| A referral link (`/jobs/{id}?ref={code}`, e-mailed by a member who referred
| someone): the code is kept for that job in this tab's session storage when
| the job is opened through it, and sent with the application to that job,
| so the referral attaches even when the person signed up with another
| address. Only well-formed codes are kept.
*/
const KEY = (jobId: string) => `hireloop:referral:${jobId}`
const CODE = /^[A-Za-z0-9_-]{1,32}$/

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

export function rememberReferralCode(jobId: string, code: string) {
  if (!CODE.test(code)) return
  try {
    storage()?.setItem(KEY(jobId), code)
  } catch {
    // Storage full or refused: the referral can still attach by e-mail address.
  }
}

/** The code of the referral link this job was opened through in this tab, if any. */
export function referralCodeFor(jobId: string): string | null {
  const code = storage()?.getItem(KEY(jobId)) ?? null
  return code && CODE.test(code) ? code : null
}
