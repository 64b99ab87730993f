import { REFERRAL_LIMITS } from '@hireloop/backend/referrals-constants'
import { Box, Button, errorMessage, isApiError, Typography, useToast } from '@hireloop/shared-ui'
import { useDebouncedValue } from '@hireloop/shared-ui/helpers'
import Alert from '@mui/material/Alert'
import Autocomplete from '@mui/material/Autocomplete'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useState } from 'react'
import { useSWRConfig } from 'swr'
import { referralListUrl } from '../../api/referrals/get-referrals'
import { inviteReferral } from '../../api/referrals/invite-referral'
import { useJobSearch, type JobOption } from '../../api/jobs/search-jobs'
import { formatPay } from '../../shared/referral-format'
import { REFER_WORDS, serverFieldErrors, validateReferForm, type ReferFormErrors } from './refer-form'

export interface ReferSomeoneDialogProps {
  open: boolean
  onClose: () => void
  userId: string
}

/** Waits for typing to pause before the job search goes to the server. */
const JOB_SEARCH_DEBOUNCE_MS = 300

/** Quick action 'Refer someone': an e-mail, a job and a message → POST /api/referrals/invite. */
export default function ReferSomeoneDialog({ open, onClose, userId }: ReferSomeoneDialogProps) {
  const fullScreen = useMediaQuery('(max-width:599.95px)')
  const { toast } = useToast()
  const { mutate } = useSWRConfig()
  const [email, setEmail] = useState('')
  const [job, setJob] = useState<JobOption | null>(null)
  const [keyword, setKeyword] = useState('')
  const [message, setMessage] = useState('')
  const [errors, setErrors] = useState<ReferFormErrors & { form?: string }>({})
  const [sending, setSending] = useState(false)
  const searchFor = useDebouncedValue(keyword, JOB_SEARCH_DEBOUNCE_MS)
  const jobs = useJobSearch(searchFor, open)

  const reset = () => {
    setEmail('')
    setJob(null)
    setKeyword('')
    setMessage('')
    setErrors({})
  }
  const close = () => {
    if (sending) return
    reset()
    onClose()
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const values = { email: email.trim(), jobId: job?.id ?? null, message }
    const found = validateReferForm(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSending(true)
    try {
      await inviteReferral({ jobId: values.jobId!, email: values.email, message: values.message.trim() })
      toast({ title: REFER_WORDS.sent, description: REFER_WORDS.sentDescription(values.email), variant: 'success' })
      void mutate(referralListUrl(userId, 'received'))
      void mutate(referralListUrl(userId, 'sent'))
      reset()
      onClose()
    } catch (error) {
      if (isApiError(error) && error.status === 422 && error.data?.errors?.length) setErrors(serverFieldErrors(error))
      else setErrors({ form: errorMessage(error, REFER_WORDS.fallback) })
    } finally {
      setSending(false)
    }
  }

  const options = jobs.data ?? []
  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="refer-title">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle id="refer-title">Refer someone</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start', pt: '8px !important' }}>
          <Typography variant="body2" color="text.secondary">
            They get an e-mail with a link to the job. The referral is theirs to take: it is attached to their
            application when they apply through the link or accept it in the app, and counts toward your rewards then.
            Until they do, you see it as pending and nothing about them.
          </Typography>
          {errors.form && (
            <Alert severity="error" role="alert">
              {errors.form}
            </Alert>
          )}
          <TextField
            label="Their e-mail"
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email}
          />
          <Autocomplete<JobOption>
            options={options}
            value={job}
            onChange={(_event, value) => setJob(value)}
            inputValue={keyword}
            onInputChange={(_event, value) => setKeyword(value)}
            filterOptions={(list) => list}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            getOptionLabel={(option) => `${option.title} · ${option.company.name}`}
            loading={jobs.isLoading}
            loadingText="Searching jobs..."
            noOptionsText="No jobs found."
            renderOption={(props, option) => {
              const { key, ...rest } = props as typeof props & { key: string }
              const pay = formatPay(option.payRate, option.payUnit)
              return (
                <Box component="li" key={key} {...rest} sx={{ display: 'grid !important', gap: 0.25 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {option.title}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {[option.company.name, option.location, pay].filter(Boolean).join(' · ')}
                  </Typography>
                </Box>
              )
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Job"
                required
                placeholder="Search jobs by title or keyword"
                error={Boolean(errors.jobId)}
                helperText={errors.jobId}
              />
            )}
          />
          <TextField
            label="Message (optional)"
            multiline
            minRows={3}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            error={Boolean(errors.message)}
            helperText={errors.message ?? `${message.length}/${REFERRAL_LIMITS.messageMax}`}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {sending ? 'Sending...' : 'Send Referral'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}
