import db from '@adonisjs/lucid/services/db'
import type { Posting } from '#moderation/screening/job_model/features'

/** One decided job as a line of the shared training file (its fields, `fraudulent` from the admin's decision). */
export interface JobLabelLine extends Posting {
  id: string
  employmentType: string
  fraudulent: boolean
}

/**
 * The admins' decisions on job items, oldest first, in the shared file's
 * format: what the model saw when it screened the job, labelled fraudulent
 * when the admin rejected it.
 */
export async function decidedJobLabels(): Promise<JobLabelLine[]> {
  const rows = await db
    .from('moderation_job_labels')
    .whereNotNull('fraudulent')
    .orderBy('decided_at')
    .orderBy('id')
    .select('id', 'posting', 'fraudulent')
  return rows.map((row) => {
    const posting = (typeof row.posting === 'string' ? JSON.parse(row.posting) : row.posting) as Posting
    return {
      id: `admin-${row.id}`,
      title: posting.title,
      salary: posting.salary,
      employmentType: '',
      companyProfile: posting.companyProfile,
      description: posting.description,
      requirements: posting.requirements,
      benefits: posting.benefits,
      hasCompanyLogo: posting.hasCompanyLogo,
      fraudulent: row.fraudulent === true,
    }
  })
}

export function toJsonLines(lines: JobLabelLine[]) {
  return lines.map((line) => JSON.stringify(line)).join('\n') + (lines.length ? '\n' : '')
}
