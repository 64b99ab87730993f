import { APPLICATION_TABS } from '@hireloop/backend/jobs-constants'
import type { ApplicationStatus, ApplicationTab, EmployerApplicationAnswer } from '@hireloop/backend/api-types/jobs'
import {
  Box,
  Button,
  EmptyState,
  errorMessage,
  ErrorOutlineIcon,
  InboxIcon,
  isApiError,
  Typography,
  useCurrentUser,
  useToast,
} from '@hireloop/shared-ui'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react'
import { referrerNameOf, useEmployerApplications } from '../../api/applications/employer-applications'
import { fetchApplicationResume, saveBlob } from '../../api/applications/employer-download-resume'
import { sendApplicationEmail } from '../../api/applications/employer-send-email'
import { updateApplicationStatus } from '../../api/applications/employer-update-status'
import type { Job } from '../../api/jobs/types'
import { useStartConversation } from '../../shared/use-start-conversation'
import { ApplicantCard } from './applicant-card'
import { Panel } from './panel'
import { APPLICATION_STATUS_LABELS, TAB_LABELS } from './pipeline'
import { SendEmailDialog } from './send-email-dialog'

/** The server's word for a refusal (4xx), the fallback for anything else (a 5xx or no answer). */
function refusal(error: unknown, fallback: string): string {
  return isApiError(error) && error.status < 500 ? errorMessage(error, fallback) : fallback
}

const EMPTY_TEXT: Record<ApplicationTab, { title: string; description: string }> = {
  all: { title: 'No applications yet', description: 'Applications to this job will appear here.' },
  referred: { title: 'No referred applications', description: 'Applicants who come through a referral appear here.' },
  pending: { title: 'No pending applications', description: 'New applications waiting for a response appear here.' },
  reviewed: { title: 'No reviewed applications', description: 'Applications you have moved along appear here.' },
}

/** What the thank-you dialog needs: composed by src/app, so this feature does not import the referrals one. */
export interface ThankReferrerSlotProps {
  open: boolean
  onClose: () => void
  job: { id: string; title: string }
  companyName: string
  candidate: { id: string; name: string }
  referrerName: string | null
}

/** The selected job's referrals under its applications, composed by src/app. */
export interface JobReferralsSlotProps {
  job: { id: string; title: string }
}

/** 'Applications for {job}': the tabs with their counts and one card per applicant (part 2 §2, §4, §8). */
export function ApplicationsPanel({
  job,
  companyName,
  jobsLoaded,
  highlighted,
  scrollIntoView,
  renderThankReferrer,
  renderJobReferrals,
}: {
  job: Job | null
  /** The job list has been read (until then `job` is null for want of jobs, not because there are none). */
  jobsLoaded: boolean
  companyName: string
  highlighted: boolean
  /** ?view=applications: bring the panel into view once, when what it shows has loaded (so the page has its length). */
  scrollIntoView: boolean
  /** The thank-you dialog for a referred applicant's referrer; without it no 'Thank Referrer' is offered. */
  renderThankReferrer?: (props: ThankReferrerSlotProps) => ReactNode
  renderJobReferrals?: (props: JobReferralsSlotProps) => ReactNode
}) {
  const { toast } = useToast()
  const { user } = useCurrentUser()
  // Notes are the company owner's own (an admin looking at another company's job sees none).
  const ownsJob = Boolean(user && job?.company?.ownerId === user.id)
  const [tab, setTab] = useState<ApplicationTab>('all')
  const list = useEmployerApplications(job?.id ?? null, tab)
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set())
  const [rejecting, setRejecting] = useState<EmployerApplicationAnswer | null>(null)
  const [emailing, setEmailing] = useState<EmployerApplicationAnswer | null>(null)
  // `seq` remounts the dialog each time it opens, so it starts from the first template again.
  const [thanking, setThanking] = useState<{
    application: EmployerApplicationAnswer
    open: boolean
    seq: number
  } | null>(null)
  // Another job selected: the thank-you dialog of the previous one's applicant is not shown for it.
  const thankingHere = thanking && job && thanking.application.jobId === job.id ? thanking : null
  const conversation = useStartConversation()
  const sectionRef = useRef<HTMLElement>(null)
  const scrolled = useRef(false)
  const settled = job ? !list.isLoading : jobsLoaded
  useEffect(() => {
    if (!scrollIntoView || !settled || scrolled.current) return
    scrolled.current = true
    sectionRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' })
  }, [scrollIntoView, settled])

  const track = async (id: string, work: () => Promise<void>) => {
    setBusy((current) => new Set(current).add(id))
    try {
      await work()
    } finally {
      setBusy((current) => {
        const next = new Set(current)
        next.delete(id)
        return next
      })
    }
  }

  const move = (application: EmployerApplicationAnswer, to: Exclude<ApplicationStatus, 'applied'>) =>
    track(application.id, async () => {
      try {
        const updated = await updateApplicationStatus(application.id, to)
        list.replace(updated)
        toast({
          title: 'Application updated',
          description: `${application.applicant.name}: ${updated.statusLabel || APPLICATION_STATUS_LABELS[updated.status]}`,
          variant: 'success',
        })
      } catch (error) {
        toast({ title: 'Update failed', description: refusal(error, 'Please try again'), variant: 'error' })
        // A refused move usually means the application changed elsewhere: show where it stands now.
        list.refresh()
      }
    })

  const download = (application: EmployerApplicationAnswer) =>
    track(application.id, async () => {
      try {
        const file = await fetchApplicationResume(application.id)
        saveBlob(file.blob, file.name)
        toast({ title: 'Resume downloaded', description: file.name, variant: 'success' })
      } catch (error) {
        if (isApiError(error) && error.status === 404) {
          toast({
            title: 'Resume not found',
            description: 'This application does not have a resume uploaded.',
            variant: 'error',
          })
        } else {
          toast({
            title: 'Download failed',
            description: 'There was an error downloading the resume. Please try again.',
            variant: 'error',
          })
        }
      }
    })

  // 'Message': the applicant's conversation about this job (part 2 §6 "message applicants").
  const message = (application: EmployerApplicationAnswer) =>
    track(application.id, () => conversation.start(application.applicant.id, application.jobId))

  const send = async (
    application: EmployerApplicationAnswer,
    emailType: Parameters<typeof sendApplicationEmail>[1],
    message: string
  ) => {
    try {
      await sendApplicationEmail(application.id, emailType, message)
      toast({
        title: 'Email sent',
        description: `Your email to ${application.applicant.name} is on its way.`,
        variant: 'success',
      })
      return true
    } catch (error) {
      toast({
        title: 'Failed to Send Email',
        description: refusal(error, 'Please try again later.'),
        variant: 'error',
      })
      return false
    }
  }

  const counts = list.counts
  const empty = EMPTY_TEXT[tab]

  return (
    <Panel
      title={job ? `Applications for ${job.title}` : 'Applications'}
      highlighted={highlighted}
      sectionRef={sectionRef}
    >
      <Tabs
        value={tab}
        onChange={(_event, value: ApplicationTab) => setTab(value)}
        variant="fullWidth"
        aria-label="Application filter"
        sx={{ mb: 1.5 }}
      >
        {APPLICATION_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            id={`applications-tab-${value}`}
            aria-controls="applications-tabpanel"
            sx={{ minWidth: 0, px: { xs: 0.5, sm: 1.5 } }}
            label={
              // The count goes under the name on phones, so the four tabs fit a 390 px screen.
              <Box
                component="span"
                sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { sm: 0.5 } }}
              >
                <span>{TAB_LABELS[value]}</span>
                {counts && <span>{` (${counts[value]})`}</span>}
              </Box>
            }
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id="applications-tabpanel"
        aria-labelledby={`applications-tab-${tab}`}
        tabIndex={0}
        data-testid="applications-scroll"
        sx={{ maxHeight: { md: 500 }, overflowY: { md: 'auto' }, pr: { md: 0.5 } }}
      >
        {!job && !jobsLoaded ? (
          <Typography role="status" variant="body2" color="text.secondary">
            Loading applications...
          </Typography>
        ) : !job ? (
          <EmptyState
            icon={<InboxIcon />}
            title="No applications yet"
            description="Post a job to start receiving applications."
          />
        ) : list.isLoading ? (
          <Typography role="status" variant="body2" color="text.secondary">
            Loading applications...
          </Typography>
        ) : list.error && list.applications.length === 0 ? (
          <EmptyState
            icon={<ErrorOutlineIcon />}
            title="Failed to load applications"
            description="Please try again later"
            action={<Button onClick={list.refresh}>Try again</Button>}
          />
        ) : list.applications.length === 0 ? (
          <EmptyState icon={<InboxIcon />} title={empty.title} description={empty.description} />
        ) : (
          <Box component="ul" aria-label="Applicants" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
            {list.applications.map((application) => (
              <Box component="li" key={application.id} sx={{ listStyle: 'none' }}>
                <ApplicantCard
                  application={application}
                  busy={busy.has(application.id)}
                  onMove={(to) => (to === 'rejected' ? setRejecting(application) : void move(application, to))}
                  onEmail={() => setEmailing(application)}
                  onMessage={() => void message(application)}
                  onDownload={() => void download(application)}
                  showNote={ownsJob}
                  onThank={
                    renderThankReferrer
                      ? () => setThanking((current) => ({ application, open: true, seq: (current?.seq ?? 0) + 1 }))
                      : undefined
                  }
                />
              </Box>
            ))}
          </Box>
        )}
        {job && list.hasMore && (
          <Box sx={{ textAlign: 'center', mt: 1 }}>
            <Button onClick={() => void list.loadMore()} disabled={list.loadingMore}>
              {list.loadingMore ? 'Loading...' : list.moreError ? 'Try again' : 'Load more'}
            </Button>
          </Box>
        )}
      </Box>
      <Dialog
        open={Boolean(rejecting)}
        onClose={() => setRejecting(null)}
        aria-labelledby="reject-title"
        aria-describedby="reject-text"
      >
        <DialogTitle id="reject-title">Reject Application</DialogTitle>
        <DialogContent>
          <DialogContentText id="reject-text">
            {rejecting && job
              ? `Are you sure you want to reject ${rejecting.applicant.name}'s application for "${job.title}"? They will be told they were not selected.`
              : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(null)}>Cancel</Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => {
              const application = rejecting
              setRejecting(null)
              if (application) void move(application, 'rejected')
            }}
          >
            Reject
          </Button>
        </DialogActions>
      </Dialog>
      {job && renderJobReferrals?.({ job: { id: job.id, title: job.title } })}
      {thankingHere && job && renderThankReferrer && (
        <Fragment key={thankingHere.seq}>
          {renderThankReferrer({
            open: thankingHere.open,
            onClose: () => setThanking((current) => current && { ...current, open: false }),
            job: { id: job.id, title: job.title },
            companyName,
            candidate: { id: thankingHere.application.applicant.id, name: thankingHere.application.applicant.name },
            referrerName: referrerNameOf(thankingHere.application),
          })}
        </Fragment>
      )}
      {emailing && job && (
        <SendEmailDialog
          context={{
            candidateName: emailing.applicant.name,
            jobTitle: job.title,
            companyName,
          }}
          onClose={() => setEmailing(null)}
          onSend={(emailType, message) => send(emailing, emailType, message)}
        />
      )}
    </Panel>
  )
}
