import type { ApplicationTab, EmployerApplicationAnswer } from '@hireloop/backend/api-types/jobs'
import { Box, Button, EmptyState, ErrorOutlineIcon, InboxIcon, Typography, useCurrentUser } from '@hireloop/shared-ui'
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react'
import { referrerNameOf, useEmployerApplications } from '../../api/applications/employer-applications'
import type { Job } from '../../api/jobs/types'
import { ApplicantCard } from './applicant-card'
import { ApplicationTabs } from './application-tabs'
import { Panel } from './panel'
import { RejectDialog } from './reject-dialog'
import { TEMPLATE_FOR_STATUS } from './email-templates'
import { SendEmailDialog } from './send-email-dialog'
import { useApplicantActions } from './use-applicant-actions'
import { useFocusKeptInList } from '../../shared/use-focus-kept-in-list'

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
  const { user } = useCurrentUser()
  // Notes are the company owner's own (an admin looking at another company's job sees none).
  const ownsJob = Boolean(user && job?.company?.ownerId === user.id)
  const [tab, setTab] = useState<ApplicationTab>('all')
  const list = useEmployerApplications(job?.id ?? null, tab)
  const actions = useApplicantActions(list)
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
  const sectionRef = useRef<HTMLElement>(null)
  const applicantsRef = useRef<HTMLUListElement>(null)
  useFocusKeptInList(applicantsRef, list.applications)
  const scrolled = useRef(false)
  const settled = job ? !list.isLoading : jobsLoaded
  useEffect(() => {
    if (!scrollIntoView || !settled || scrolled.current) return
    scrolled.current = true
    sectionRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' })
  }, [scrollIntoView, settled])

  const empty = EMPTY_TEXT[tab]

  return (
    <Panel
      title={job ? `Applications for ${job.title}` : 'Applications'}
      highlighted={highlighted}
      sectionRef={sectionRef}
    >
      <ApplicationTabs tab={tab} counts={list.counts} onChange={setTab} />
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
          <Box ref={applicantsRef} component="ul" aria-label="Applicants" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
            {list.applications.map((application) => (
              <Box component="li" key={application.id} sx={{ listStyle: 'none' }}>
                <ApplicantCard
                  application={application}
                  busy={actions.busy.has(application.id)}
                  onMove={(to) => (to === 'rejected' ? setRejecting(application) : void actions.move(application, to))}
                  onEmail={() => setEmailing(application)}
                  onMessage={() => void actions.message(application)}
                  onDownload={() => void actions.download(application)}
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
      <RejectDialog
        applicantName={rejecting?.applicant.name ?? null}
        jobTitle={job?.title ?? null}
        onCancel={() => setRejecting(null)}
        onConfirm={() => {
          const application = rejecting
          setRejecting(null)
          if (application) void actions.move(application, 'rejected')
        }}
      />
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
          initialType={TEMPLATE_FOR_STATUS[emailing.status]}
          onClose={() => setEmailing(null)}
          onSend={(emailType, text) => actions.email(emailing, emailType, text)}
        />
      )}
    </Panel>
  )
}
