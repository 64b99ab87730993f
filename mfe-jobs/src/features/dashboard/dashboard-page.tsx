import {
  AreaFrame,
  Box,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorOutlineIcon,
  Typography,
  useToast,
  WorkIcon,
} from '@hireloop/shared-ui'
import { useEffect, useState, type ReactNode } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import type { Job } from '../../api/jobs/types'
import { HiddenCompanyNotice } from '../../shared/hidden-company-notice'
import { REMOTE_NAME } from '../../shared/remote-name'
import { useEmployerCompany } from '../../shared/use-employer-company'
import { ApplicationsPanel, type JobReferralsSlotProps, type ThankReferrerSlotProps } from './applications-panel'
import { dashboardGate } from './dashboard-gate'
import { JobRow } from './job-row'
import { Panel } from './panel'
import { useJobPostings } from './use-job-postings'

type DashboardView = 'jobs' | 'applications'
const COMING_SOON = ['Invite Connections', 'Find Candidates', 'Hiring Analytics'] as const

export interface JobEditorProps {
  job: Job
  onClose: () => void
  onSaved: (job: Job) => void
}

/** /dashboard: the employer's job postings and the applications of the selected one (part 2 §2). */
export function DashboardPage({
  renderEditor,
  renderThankReferrer,
  renderJobReferrals,
  renderCompanySetup,
}: {
  renderEditor: (props: JobEditorProps) => ReactNode
  /** The referrals feature's thank-you dialog and job referral list, composed by src/app. */
  renderThankReferrer?: (props: ThankReferrerSlotProps) => ReactNode
  renderJobReferrals?: (props: JobReferralsSlotProps) => ReactNode
  /** The company feature's set-up form, for an employer who has not named their company yet. */
  renderCompanySetup?: () => ReactNode
}) {
  const employer = useEmployerCompany()
  const navigate = useNavigate()
  const { toast } = useToast()
  const [params, setParams] = useSearchParams()
  const [highlight, setHighlight] = useState<DashboardView | null>(null)
  const postings = useJobPostings(employer.company?.id ?? null)
  const { jobs } = postings
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [editing, setEditing] = useState<Job | null>(null)

  // ?view=jobs|applications highlights a panel once and is then removed from the address.
  const view = params.get('view')
  if ((view === 'jobs' || view === 'applications') && highlight !== view) setHighlight(view)
  useEffect(() => {
    if (view !== 'jobs' && view !== 'applications') return
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('view')
        return next
      },
      { replace: true }
    )
  }, [view, setParams])
  // The applications panel sits below the job list on phones: it scrolls itself into view once the list has its height.
  const jobsSettled = jobs.data !== undefined || jobs.error !== undefined

  const gate = dashboardGate(employer.status, renderCompanySetup)
  if (gate || employer.status !== 'ready') return gate

  const list = jobs.data ?? []
  // The first job is selected until the employer picks another.
  const selected = list.find((job) => job.id === selectedId) ?? list[0] ?? null
  const { deleting } = postings

  return (
    <AreaFrame remoteName={REMOTE_NAME} title="Job Management Dashboard" subtitle={employer.company.name} wide>
      <HiddenCompanyNotice company={employer.company} sx={{ mb: 2 }} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button size="small" variant="contained" onClick={() => navigate('/dashboard/company')}>
          Company
        </Button>
        {COMING_SOON.map((label) => (
          <Button
            key={label}
            size="small"
            variant="outlined"
            onClick={() =>
              toast({ title: 'Feature coming soon', description: `${label} is on its way.`, variant: 'info' })
            }
          >
            {label}
          </Button>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2 }}>
        <Panel
          title="Your Job Postings"
          highlighted={highlight === 'jobs'}
          action={
            <Button size="small" variant="contained" onClick={() => navigate('/jobs/new')}>
              Post New Job
            </Button>
          }
        >
          {jobs.isLoading ? (
            <Typography role="status" variant="body2" color="text.secondary">
              Loading your jobs...
            </Typography>
          ) : jobs.error ? (
            <EmptyState
              icon={<ErrorOutlineIcon />}
              title="Failed to load your jobs"
              description="Please try again later"
              action={<Button onClick={() => void jobs.mutate()}>Try again</Button>}
            />
          ) : list.length === 0 ? (
            <EmptyState
              icon={<WorkIcon />}
              title="No job postings yet"
              description="Jobs you post will be listed here."
            />
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
              {list.map((job) => (
                <JobRow
                  key={job.id}
                  job={job}
                  selected={job.id === selected?.id}
                  onSelect={() => setSelectedId(job.id)}
                  onEdit={() => setEditing(job)}
                  onToggle={() => void postings.toggle(job)}
                  onDelete={() => postings.setDeleting(job)}
                />
              ))}
            </Box>
          )}
        </Panel>
        <ApplicationsPanel
          job={selected}
          companyName={employer.company.name}
          highlighted={highlight === 'applications'}
          jobsLoaded={jobsSettled}
          scrollIntoView={highlight === 'applications' && jobsSettled}
          renderThankReferrer={renderThankReferrer}
          renderJobReferrals={renderJobReferrals}
        />
      </Box>
      {editing &&
        renderEditor({
          job: editing,
          onClose: () => setEditing(null),
          onSaved: (saved) => {
            postings.replace(saved)
            setEditing(null)
          },
        })}
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete Job"
        description={deleting ? `Are you sure you want to delete "${deleting.title}"? This cannot be undone.` : ''}
        loading={postings.deleteBusy}
        onConfirm={() => void postings.confirmDelete()}
        onCancel={() => postings.setDeleting(null)}
      />
    </AreaFrame>
  )
}
