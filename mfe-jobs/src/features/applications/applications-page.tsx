import {
  AreaFrame,
  Box,
  Button,
  ConfirmDialog,
  CountBadge,
  EmptyState,
  ErrorOutlineIcon,
  errorMessage,
  isApiError,
  Paper,
  ShieldIcon,
  Typography,
  useCurrentUser,
  useToast,
  WorkIcon,
} from '@hireloop/shared-ui'
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import { useMyApplications, type ApplicationAnswer } from '../../api/applications/get-my-applications'
import { revalidateAfterWithdraw } from '../../api/applications/apply'
import { withdrawApplication } from '../../api/applications/withdraw-application'
import { REMOTE_NAME } from '../../shared/remote-name'
import { useStartConversation } from '../../shared/use-start-conversation'
import { similarJobsPath } from './application-format'
import { ApplicationCard } from './application-card'

const TITLE = 'My Applications'

export const APPLICATIONS_TEXT = {
  loading: 'Loading your applications...',
  loadFailed: 'Failed to load your applications. Please try again later.',
  withdrawTitle: 'Withdraw Application',
  withdrawConfirm: (title: string) =>
    `Are you sure you want to withdraw your application for "${title}"? This action cannot be undone.`,
  withdrawn: 'Application Withdrawn',
  withdrawFailed: 'Failed to withdraw application. Please try again.',
} as const

function LoginGate() {
  return (
    <AreaFrame remoteName={REMOTE_NAME} title={TITLE}>
      <EmptyState
        testId="gate-login"
        icon={<ShieldIcon />}
        title="Please Log In"
        description="Log in to see your job applications."
      />
    </AreaFrame>
  )
}

function RoleGate() {
  return (
    <AreaFrame remoteName={REMOTE_NAME} title={TITLE}>
      <EmptyState
        testId="gate-role"
        icon={<ShieldIcon />}
        title="Access Denied"
        description="Only candidates can view job applications."
      />
    </AreaFrame>
  )
}

/** /applications: candidates only (part 2 §2 "My Applications"); the list follows its statuses live. */
export function ApplicationsPage() {
  const { user, isLoading } = useCurrentUser()
  if (isLoading) {
    return (
      <AreaFrame remoteName={REMOTE_NAME} title={TITLE}>
        <Typography role="status" color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          {APPLICATIONS_TEXT.loading}
        </Typography>
      </AreaFrame>
    )
  }
  if (!user) return <LoginGate />
  if (user.userType !== 'candidate') return <RoleGate />
  return <MyApplications />
}

function MyApplications() {
  const navigate = useNavigate()
  const { toast } = useToast()
  const { data, error, isLoading, mutate, loadMore, loadingMore, loadMoreError, remove } = useMyApplications(true)
  // The application being confirmed stays set while the dialog closes, so its words do not vanish mid-fade.
  const [confirming, setConfirming] = useState<ApplicationAnswer | null>(null)
  const [confirmOpen, setConfirmOpen] = useState(false)
  const [withdrawing, setWithdrawing] = useState(false)
  const conversation = useStartConversation()
  const swr = useSWRConfig()
  // Where the withdrawn card stood, for the focus once its dialog has closed (its button went with it).
  const withdrawnAt = useRef(0)
  const listArea = useRef<HTMLDivElement>(null)

  // The server is the judge of who may read the list: its refusals show the same gates.
  if (!data && isApiError(error) && error.status === 401) return <LoginGate />
  if (!data && isApiError(error) && error.status === 403) return <RoleGate />

  const withdraw = async () => {
    const application = confirming
    if (!application) return
    setWithdrawing(true)
    try {
      await withdrawApplication(application.id)
      withdrawnAt.current = Math.max(
        0,
        applications.findIndex((item) => item.id === application.id)
      )
      await remove(application.id)
      revalidateAfterWithdraw(application.jobId, swr.mutate)
      toast({
        title: APPLICATIONS_TEXT.withdrawn,
        description: `Your application for ${application.job.title} has been withdrawn.`,
        variant: 'success',
      })
    } catch (failure) {
      toast({
        title: APPLICATIONS_TEXT.withdrawFailed,
        description: errorMessage(failure, '') || undefined,
        variant: 'error',
      })
      // A refusal usually means the employer moved it meanwhile: show where it stands now.
      void mutate()
    } finally {
      setWithdrawing(false)
      setConfirmOpen(false)
    }
  }

  const applications = data?.applications ?? []
  // All of the candidate's applications (the server's count), not just the pages loaded so far.
  const applicationCount = Math.max(data?.total ?? 0, applications.length)
  let body
  if (!data && (isLoading || !error)) {
    body = (
      <Typography role="status" color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
        {APPLICATIONS_TEXT.loading}
      </Typography>
    )
  } else if (!data) {
    body = (
      <Paper
        variant="outlined"
        role="alert"
        data-testid="applications-error"
        sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1 }}
      >
        <Box aria-hidden sx={{ color: 'error.main', '& svg': { fontSize: 40 } }}>
          <ErrorOutlineIcon />
        </Box>
        <Typography variant="body1">{APPLICATIONS_TEXT.loadFailed}</Typography>
        <Button variant="outlined" onClick={() => void mutate()}>
          Try Again
        </Button>
      </Paper>
    )
  } else if (applications.length === 0) {
    body = (
      <EmptyState
        icon={<WorkIcon />}
        title="No Applications Yet"
        description="When you apply for jobs, your applications and their status will appear here."
        action={
          <Button variant="contained" onClick={() => navigate('/jobs')}>
            Browse Jobs
          </Button>
        }
      />
    )
  } else {
    body = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box
          component="ul"
          aria-label="Your applications"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
        >
          {applications.map((application) => (
            <li key={application.id}>
              <ApplicationCard
                application={application}
                onWithdraw={(item) => {
                  setConfirming(item)
                  setConfirmOpen(true)
                }}
                onViewSimilar={(item) => navigate(similarJobsPath(item.job.category))}
                messaging={conversation.pending !== null}
                onMessageEmployer={(item) => {
                  const ownerId = item.job.company?.ownerId
                  if (ownerId) void conversation.start(ownerId, item.job.id)
                }}
              />
            </li>
          ))}
        </Box>
        {loadMoreError !== null && (
          <Typography role="alert" color="error" variant="body2" sx={{ textAlign: 'center' }}>
            {APPLICATIONS_TEXT.loadFailed}
          </Typography>
        )}
        {data.hasMore && (
          <Button
            variant="outlined"
            onClick={() => void loadMore()}
            loading={loadingMore}
            sx={{ justifySelf: 'center' }}
          >
            Load More
          </Button>
        )}
      </Box>
    )
  }

  return (
    <AreaFrame
      remoteName={REMOTE_NAME}
      title={TITLE}
      subtitle="Where each of your applications stands. Updates appear here as employers respond."
      actions={
        applications.length > 0 ? (
          <CountBadge count={applicationCount} label={applicationCount === 1 ? 'application' : 'applications'} />
        ) : undefined
      }
    >
      <Box ref={listArea}>{body}</Box>
      <ConfirmDialog
        open={confirmOpen}
        title={APPLICATIONS_TEXT.withdrawTitle}
        description={confirming ? APPLICATIONS_TEXT.withdrawConfirm(confirming.job.title) : ''}
        confirmLabel="Withdraw"
        loading={withdrawing}
        onConfirm={() => void withdraw()}
        onCancel={() => setConfirmOpen(false)}
        focusWhenOpenerGone={() => {
          // The card now where the withdrawn one stood (or the last), else the empty list's own button.
          const cards = listArea.current?.querySelectorAll<HTMLElement>('ul > li') ?? []
          const card = cards[Math.min(withdrawnAt.current, cards.length - 1)]
          return card?.querySelector<HTMLElement>('button') ?? listArea.current?.querySelector<HTMLElement>('button')
        }}
      />
    </AreaFrame>
  )
}
