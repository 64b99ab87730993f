import { ASK_REFERRAL_PARAMS, Typography } from '@hireloop/shared-ui'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'

/** The member to ask for a referral, chosen on their profile (Refer): carried by the address of /jobs. */
export function useReferrerFromAddress(): { id: string; name: string } | null {
  const [params] = useSearchParams()
  const id = params.get(ASK_REFERRAL_PARAMS.id)
  const name = params.get(ASK_REFERRAL_PARAMS.name)?.trim() || null
  return useMemo(() => (id ? { id, name: name ?? 'this member' } : null), [id, name])
}

/** Above the jobs list, for a candidate who came from a member's profile: who 'Ask for a referral' will ask. */
export function AskReferralHint({ show }: { show: boolean }) {
  const referrer = useReferrerFromAddress()
  if (!show || !referrer) return null
  return (
    <Typography
      role="status"
      variant="body2"
      data-testid="ask-referral-hint"
      sx={{ mb: { xs: 1.5, sm: 2 }, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', overflowWrap: 'anywhere' }}
    >
      {`Choose a job, then 'Ask for a referral': ${referrer.name} is already chosen.`}
    </Typography>
  )
}
