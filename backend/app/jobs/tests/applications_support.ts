import type { ApiClient } from '@japa/api-client'
import env from '#start/env'
import { filesOnDisk } from '#tests/helpers'
import type User from '#shared/models/user'
import { UserFactory } from '#shared/database/factories/user_factory'
import { createCompany, createJob } from '#jobs/database/factories/job_factory'
import { RESUME_FIXTURES } from '#jobs/tests/resume_fixtures'

/** A form that passes every rule of part 2 §5. */
export const VALID_APPLICATION = {
  coverLetter: 'I have kept NERC CIP evidence in order for five years and would love to do it for you.',
  selectedSkills: ['Communication', 'Attention to Detail'],
  selectedAvailability: ['Monday - Friday', 'Flexible Hours'],
  isEighteenOrOlder: true,
  isAuthorizedToWork: true,
  doesNotRequireSponsorship: true,
}

export const UNKNOWN_ID = '7d3c1a7e-0000-4000-8000-000000000000'

export async function employerJob(title = 'NERC Compliance Analyst') {
  const owner = await UserFactory.apply('employer').create()
  const company = await createCompany(owner)
  const job = await createJob(company, { title })
  return { owner, company, job }
}

export async function uploadResume(
  client: ApiClient,
  user: User,
  kind: keyof typeof RESUME_FIXTURES = 'pdf',
  filename = `cv.${kind}`
) {
  const response = await client
    .post('/api/upload/resume')
    .file('file', RESUME_FIXTURES[kind], { filename, contentType: 'application/octet-stream' })
    .withCsrfToken()
    .loginAs(user)
  if (response.status() !== 201) throw new Error(`upload: ${response.status()} ${response.text()}`)
  return response.body() as { id: string; url: string; name: string; size: number; type: string }
}

export async function apply(client: ApiClient, user: User, jobId: string, changes: Record<string, unknown> = {}) {
  return client
    .post(`/api/jobs/${jobId}/apply`)
    .json({ ...VALID_APPLICATION, ...changes })
    .withCsrfToken()
    .loginAs(user)
}

/** Every file on the private résumé disk (user folder/key). */
export async function storedResumes() {
  return filesOnDisk(env.get('RESUMES_DIR')!)
}
