/** The text of a job that moderation screens. */
export function jobText(job: { title: string; description: string; requirements: string | null }) {
  return [job.title, job.description, job.requirements].filter(Boolean).join('\n\n')
}
