import { describe, expect, it } from 'vitest'
import { quickActions } from './profile-page'

describe('quickActions', () => {
  it('gives candidates their applications, saved jobs and job alerts', () => {
    expect(quickActions('candidate')).toEqual([
      { label: 'View My Applications', to: '/applications' },
      { label: 'Saved Jobs', to: '/jobs?saved=true' },
      { label: 'Job Alerts', to: '/jobs/alerts' },
      { label: 'Saved', to: '/saved' },
    ])
  })

  it('gives employers the hiring actions; admins moderate and never post a job', () => {
    const hiring = [
      { label: 'Post a New Job', to: '/jobs/new' },
      { label: 'Manage Job Postings', to: '/dashboard?view=jobs' },
      { label: 'View Applicants', to: '/dashboard?view=applications' },
    ]
    expect(quickActions('employer')).toEqual([...hiring, { label: 'Saved', to: '/saved' }])
    expect(quickActions('admin')).toEqual([
      { label: 'Moderation', to: '/admin/moderation' },
      { label: 'Companies', to: '/admin/companies' },
      { label: 'Saved', to: '/saved' },
    ])
  })
})
