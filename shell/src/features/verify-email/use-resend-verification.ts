import { errorMessage, useToast } from '@hireloop/shared-ui'
import { tooManyAttemptsMessage } from '../../api/auth/rate-limit'
import { resendVerification } from '../../api/auth/verify-email'
import { useState } from 'react'

/** Asks for a new verification link and says how it went (the banner and /verify-email). */
export function useResendVerification() {
  const { toast } = useToast()
  const [busy, setBusy] = useState(false)

  const resend = async (email: string) => {
    setBusy(true)
    try {
      const answer = await resendVerification(email)
      toast({
        title: 'Verification Email Sent',
        description: answer.message ?? `Check ${email} for the link.`,
        variant: 'success',
      })
    } catch (failure) {
      toast({
        title: 'Failed to Send Email',
        description: tooManyAttemptsMessage(failure) ?? errorMessage(failure, 'Please try again later.'),
        variant: 'error',
      })
    } finally {
      setBusy(false)
    }
  }

  return { resend, busy }
}
