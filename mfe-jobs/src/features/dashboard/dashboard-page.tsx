import {
  AreaFrame,
  Box,
  Button,
  ConfirmDialog,
  EmptyState,
  errorMessage,
  ErrorOutlineIcon,
  IconButton,
  Paper,
  ShieldIcon,
  Typography,
  useToast,
  WorkIcon,
} from '@hireloop/shared-ui'
import Chip from '@mui/material/Chip'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useEffect, useState, type ReactNode } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { companyJobsKey, useCompanyJobs } from '../../api/companies/get-company-jobs'
import { revalidateJobLists } from '../../api/jobs/revalidate-job-lists'
import { deleteJob } from '../../api/jobs/delete-job'
import { updateJob } from '../../api/jobs/update-job'
import type { Job } from '../../api/jobs/types'
import { MoreVertIcon } from '../../shared/icons'
import { formatPay, jobLocation, postedAge } from '../../shared/job-format'
import { REMOTE_NAME } from '../../shared/remote-name'
import { useEmployerCompany } from '../../shared/use-employer-company'
import { ApplicationsPanel, type JobReferralsSlotProps, type ThankReferrerSlotProps } from './applications-panel'
import { Panel } from './panel'

type DashboardView = 'jobs' | 'applications'
const COMING_SOON = ['Invite Connections', 'Find Candidates', 'Hiring Analytics'] as const

export interface JobEditorProps {
  job: Job
  onClose: () => void
  onSaved: (job: Job) => void
}

function JobRow({
  job,
  selected,
  onSelect,
  onEdit,
  onToggle,
  onDelete,
}: {
  job: Job
  selected: boolean
  onSelect: () => void
  onEdit: () => void
  onToggle: () => void
  onDelete: () => void
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const paused = job.status === 'paused'
  const applicants = job.applicantCount ?? 0
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="dashboard-job"
      sx={{
        p: 1.5,
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        listStyle: 'none',
        borderColor: selected ? 'primary.main' : undefined,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Button
          onClick={onSelect}
          sx={{ p: 0, textTransform: 'none', justifyContent: 'flex-start', fontWeight: 700, fontSize: 15 }}
          aria-pressed={selected}
        >
          {job.title}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {[jobLocation(job), formatPay(job.payRate, job.payUnit), postedAge(job.createdAt)]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5 }}>
          <Chip size="small" label={paused ? 'Paused' : 'Active'} color={paused ? 'default' : 'success'} />
          <Typography variant="caption" color="text.secondary">
            {applicants} applicant{applicants === 1 ? '' : 's'}
          </Typography>
        </Box>
      </Box>
      <IconButton
        aria-label={`Actions for ${job.title}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => (setAnchor(null), onEdit())}>Edit Job</MenuItem>
        <MenuItem onClick={() => (setAnchor(null), onToggle())}>{paused ? 'Activate Job' : 'Pause Job'}</MenuItem>
        <MenuItem onClick={() => (setAnchor(null), onDelete())} sx={{ color: 'error.main' }}>
          Delete Job
        </MenuItem>
      </Menu>
    </Paper>
  )
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
  const jobs = useCompanyJobs(employer.company?.id ?? null)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [editing, setEditing] = useState<Job | null>(null)
  const [deleting, setDeleting] = useState<Job | null>(null)
  const [deleteBusy, setDeleteBusy] = useState(false)

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

  if (employer.status === 'signed-out') {
    return (
      <AreaFrame remoteName={REMOTE_NAME} title="Dashboard">
        <EmptyState
          testId="gate-login"
          icon={<ShieldIcon />}
          title="Access Denied"
          description="You need to be logged in to access this page."
        />
      </AreaFrame>
    )
  }
  if (employer.status === 'not-employer') {
    return (
      <AreaFrame remoteName={REMOTE_NAME} title="Dashboard">
        <EmptyState
          testId="gate-role"
          icon={<ShieldIcon />}
          title="Employer Only"
          description="This dashboard is only available to employers."
        />
      </AreaFrame>
    )
  }
  if (employer.status === 'missing' && renderCompanySetup) {
    return (
      <AreaFrame remoteName={REMOTE_NAME} title="Job Management Dashboard">
        {renderCompanySetup()}
      </AreaFrame>
    )
  }
  if (employer.status !== 'ready') {
    return (
      <AreaFrame remoteName={REMOTE_NAME} title="Dashboard">
        {employer.status === 'failed' ? (
          <EmptyState
            icon={<ErrorOutlineIcon />}
            title="Setup Error"
            description="Failed to set up your employer profile. Please try refreshing the page."
          />
        ) : (
          <Typography role="status" sx={{ textAlign: 'center', py: 4 }}>
            Loading...
          </Typography>
        )}
      </AreaFrame>
    )
  }

  const list = jobs.data ?? []
  // The first job is selected until the employer picks another.
  const selected = list.find((job) => job.id === selectedId) ?? list[0] ?? null
  // A job written here (edited, paused, activated, deleted) is read again wherever it is shown (/jobs, its details,
  // the company page, the counts); this list is updated in place and then confirmed by the server.
  const companyJobs = employer.company ? [companyJobsKey(employer.company.id)] : []
  const replace = (saved: Job) => {
    void jobs.mutate((current) => current?.map((job) => (job.id === saved.id ? { ...job, ...saved } : job)), {
      revalidate: false,
    })
    void revalidateJobLists(companyJobs)
  }

  const toggle = async (job: Job) => {
    const status = job.status === 'paused' ? 'active' : 'paused'
    try {
      const saved = await updateJob(job.id, { status })
      replace({ ...job, ...saved, status: saved?.status ?? status })
      toast({
        title: 'Job updated',
        description: status === 'paused' ? 'The job is hidden from candidates.' : 'The job is visible again.',
        variant: 'success',
      })
    } catch (error) {
      toast({ title: 'Update failed', description: errorMessage(error, 'Please try again'), variant: 'error' })
    }
  }

  const confirmDelete = async () => {
    if (!deleting) return
    setDeleteBusy(true)
    try {
      await deleteJob(deleting.id)
      void jobs.mutate((current) => current?.filter((job) => job.id !== deleting.id), { revalidate: false })
      void revalidateJobLists(companyJobs)
      toast({ title: 'Job deleted', variant: 'success' })
      setDeleting(null)
    } catch (error) {
      toast({ title: 'Delete failed', description: errorMessage(error, 'Please try again'), variant: 'error' })
    } finally {
      setDeleteBusy(false)
    }
  }

  return (
    <AreaFrame remoteName={REMOTE_NAME} title="Job Management Dashboard" subtitle={employer.company.name} wide>
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
                  onToggle={() => void toggle(job)}
                  onDelete={() => setDeleting(job)}
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
            replace(saved)
            setEditing(null)
          },
        })}
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete Job"
        description={deleting ? `Are you sure you want to delete "${deleting.title}"? This cannot be undone.` : ''}
        loading={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </AreaFrame>
  )
}
