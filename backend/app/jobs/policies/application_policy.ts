import type User from '#shared/models/user'
import AppPolicy from '#shared/policies/app_policy'
import { APPLICATION_MESSAGES as M } from '#jobs/constants'
import { NOTE_MESSAGES } from '#jobs/validators/note_validator'

/** An application as the policies see it: who applied, and who owns the job. */
export interface ApplicationRef {
  userId: string
  jobOwnerId: string
}

/*
| Applications (part 2 §6): candidates apply and follow their own;
| the job's owner (or an admin) works the pipeline; only the employer of the
| job writes to an applicant; a résumé is read by the applicant and that
| employer, nobody else (admins included).
*/
export default class ApplicationPolicy extends AppPolicy {
  apply(user: User) {
    return this.allowOr(user.userType === 'candidate', M.onlyCandidatesApply)
  }

  uploadResume(user: User) {
    return this.allowOr(user.userType === 'candidate', 'Only candidates can upload a resume')
  }

  viewOwn(user: User) {
    return this.allowOr(user.userType === 'candidate', M.onlyCandidatesView)
  }

  withdraw(user: User, application: ApplicationRef) {
    return this.allowOr(user.id === application.userId, M.notApplicant)
  }

  /** The applications of a job: its owner or an admin. */
  manage(user: User, job: { ownerId: string }) {
    return this.allowOr(user.id === job.ownerId || this.isAdmin(user), M.notJobEmployer)
  }

  /** Moving an application along the pipeline: the job's owner or an admin. */
  move(user: User, application: ApplicationRef) {
    return this.allowOr(user.id === application.jobOwnerId || this.isAdmin(user), M.notJobEmployer)
  }

  /** Writing to the applicant: the job's employer only (they are who the e-mail comes from). */
  email(user: User, application: ApplicationRef) {
    return this.allowOr(user.id === application.jobOwnerId, M.notJobEmployer)
  }

  /** The private note on an application: the owner of the job's company only (admins included out). */
  note(user: User, application: ApplicationRef) {
    return this.allowOr(user.id === application.jobOwnerId, NOTE_MESSAGES.notOwner)
  }

  readResume(user: User, application: ApplicationRef) {
    return this.allowOr(
      user.id === application.userId || user.id === application.jobOwnerId,
      "Only the applicant or the job's employer can read this resume"
    )
  }
}
