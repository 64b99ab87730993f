import { errorMessage, loginUser, useToast, type LoginPayload, type LoginResponse } from '@hireloop/shared-ui'
import { useCallback, useEffect, useRef, useState } from 'react'
import { BehaviorTracker, deviceFingerprint } from './behavior-tracker'
import { PuzzleError, solveChallenge } from './proof-of-work'

/**
 * The sign-in flow of part 1 §4: credentials, then possibly a proof-of-work challenge (solved here and retried;
 * 'high' shows the puzzle step) and/or an e-mailed code. Any failure resets the challenge and code state.
 */
export type SignInStep = 'credentials' | 'puzzle' | 'code'

export interface Credentials {
  email: string
  password: string
}

export function useSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { toast } = useToast()
  const tracker = useRef<BehaviorTracker | null>(null)
  const pending = useRef<Credentials | null>(null)
  const [step, setStep] = useState<SignInStep>('credentials')
  const [progress, setProgress] = useState(0)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    tracker.current = new BehaviorTracker()
    return tracker.current.attach()
  }, [])

  const reset = useCallback(() => {
    pending.current = null
    setStep('credentials')
    setProgress(0)
  }, [])

  const handleAnswer = useCallback(
    async (answer: LoginResponse, payload: LoginPayload, solvedOnce: boolean): Promise<void> => {
      if (answer?.user) {
        reset()
        onSignedIn()
        return
      }
      if (answer?.requiresMFA) {
        setStep('code')
        toast({ title: 'Check your e-mail', description: 'Enter the 6-digit code we sent to finish signing in.' })
        return
      }
      if (answer?.requiresAdditionalChallenge && answer.challenge && !solvedOnce) {
        toast({
          title: 'Additional Security Verification Required',
          description: 'Please complete additional security checks due to suspicious activity.',
        })
        if (answer.securityLevel === 'high') setStep('puzzle')
        setProgress(0)
        let counter: number
        try {
          counter = await solveChallenge(answer.challenge.value, answer.challenge.difficulty, { onProgress: setProgress })
        } catch (failure) {
          const message = failure instanceof PuzzleError ? failure.message : 'Failed to solve puzzle'
          throw new PuzzleError(message)
        }
        const retry = { ...payload, challengeId: answer.challenge.id, challengeSolution: String(counter) }
        await handleAnswer(await loginUser(retry), retry, true)
        return
      }
      throw new Error(answer?.error ?? 'Login failed')
    },
    [onSignedIn, reset, toast]
  )

  /** Starts (credentials) or completes (with the e-mailed code) a sign-in. */
  const signIn = useCallback(
    async (credentials: Credentials, otpCode?: string) => {
      setBusy(true)
      setError(null)
      pending.current = credentials
      const payload: LoginPayload = {
        email: credentials.email.trim().toLowerCase(),
        password: credentials.password,
        behaviorMetrics: { ...(tracker.current?.snapshot() ?? {}) },
        deviceFingerprint: deviceFingerprint(),
        ...(otpCode ? { otpCode } : {}),
      }
      try {
        await handleAnswer(await loginUser(payload), payload, false)
      } catch (failure) {
        reset()
        if (failure instanceof PuzzleError) {
          setError(failure.message)
          toast({ title: 'Security Verification Error', description: failure.message, variant: 'error' })
        } else {
          const message = errorMessage(failure, 'Login failed')
          setError(message)
          toast({ title: message, description: 'Please check your credentials and try again.', variant: 'error' })
        }
      } finally {
        setBusy(false)
      }
    },
    [handleAnswer, reset, toast]
  )

  return { step, progress, busy, error, signIn, reset, pendingCredentials: () => pending.current }
}
