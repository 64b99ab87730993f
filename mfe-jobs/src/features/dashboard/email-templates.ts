import { APPLICATION_EMAIL_TYPES, composeApplicationEmail } from '@hireloop/backend/jobs-constants'
import type { ApplicationEmailType, ApplicationStatus } from '@hireloop/backend/api-types/jobs'

export { APPLICATION_EMAIL_TYPES }

export interface EmailContext {
  candidateName: string
  jobTitle: string
  companyName: string
}

interface EmailTemplate {
  /** What the employer picks. */
  name: string
  /** The employer's own words to start from (editable; the mail carries them under 'A message from {company}:'). */
  message: (job: string, company: string) => string
}

/** The five templates an employer sends (part 2 §7 send-email). */
export const EMAIL_TEMPLATES: Record<ApplicationEmailType, EmailTemplate> = {
  application_received: {
    name: 'Application Received',
    message: (_job, company) =>
      `Thanks again for your interest in joining ${company}. We aim to get back to every applicant within two weeks.`,
  },
  under_review: {
    name: 'Under Review',
    message: () => 'We are looking closely at your experience and will let you know about the next steps soon.',
  },
  interview_invitation: {
    name: 'Interview Invitation',
    message: () =>
      'Please reply with a few times that suit you this week, and let us know whether you prefer a phone or a video call.',
  },
  accepted: {
    name: 'Application Accepted',
    message: () =>
      'We will follow up shortly with the details of our offer. Please reply if you have any questions in the meantime.',
  },
  rejected: {
    name: 'Not Selected',
    message: () => 'We appreciate the time you put into your application and wish you every success in your search.',
  },
}

/** The template that fits where an application stands: a rejected applicant is not sent "Application Received". */
export const TEMPLATE_FOR_STATUS: Record<ApplicationStatus, ApplicationEmailType> = {
  applied: 'application_received',
  viewed: 'under_review',
  interview: 'interview_invitation',
  offer: 'accepted',
  hired: 'accepted',
  rejected: 'rejected',
}

export function templateMessage(type: ApplicationEmailType, context: EmailContext): string {
  return EMAIL_TEMPLATES[type].message(context.jobTitle, context.companyName)
}

/** What the candidate receives, composed by the same words the server's mail uses. */
export function emailPreview(type: ApplicationEmailType, message: string, context: EmailContext) {
  const { subject, heading, paragraphs } = composeApplicationEmail(type, message, context)
  return { subject, heading, paragraphs }
}
