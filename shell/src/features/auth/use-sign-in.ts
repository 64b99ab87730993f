import { errorMessage, isApiError, useToast } from '@hireloop/shared-ui'
import { loginUser, type LoginPayload, type LoginResponse } from '../../api/auth/login'
import { tooManyAttemptsMessage } from '../../api/auth/rate-limit'
import { ACCOUNT_MESSAGES } from '../../lib/account-validation'
import { useCallback, useEffect, useRef, useState } from 'react'
import { BehaviorTracker, deviceFingerprint } from './behavior-tracker'
import { PUZZLE_MESSAGES, PuzzleError } from './proof-of-work'
import { solvePuzzle, type PuzzleSolution } from './solve-puzzle'

/** Name of the performance measure each solved puzzle leaves (read by the browser tests and dev tools). */
export const PUZZLE_MEASURE = 'security-puzzle'

function recordPuzzle(startedAt: number, solution: PuzzleSolution, difficulty: number) {
  try {
    performance.measure(PUZZLE_MEASURE, {
      start: startedAt,
      end: performance.now(),
      detail: { difficulty, attempts: solution.attempts, computeMs: solution.elapsedMs, inWorker: solution.inWorker },
    })
  } catch {
    // Timing is informative only.
  }
}

/**
 * The server's answer to a wrong e-mailed code that may be tried again (401 with `codeWrong`); a code whose attempts
 * are spent, or that expired, is answered with other words and needs a new sign-in.
 */
function codeMayBeRetried(failure: unknown): boolean {
  return isApiError(failure) && failure.status === 401 && failure.data?.error === ACCOUNT_MESSAGES.codeWrong
}

/**
 * The sign-in flow of part 1 §4: credentials, then possibly a proof-of-work challenge (solved here and retried;
 * 'high' shows the puzzle step) and/or an e-mailed code. A wrong code keeps the code step while the server lets the
 * same code be tried again; any other failure resets the challenge and code state.
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
    async function handleAnswer(answer: LoginResponse, payload: LoginPayload, solvedOnce: boolean): Promise<void> {
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
        const startedAt = performance.now()
        let solution: PuzzleSolution
        try {
          solution = await solvePuzzle(answer.challenge.value, answer.challenge.difficulty, { onProgress: setProgress })
        } catch (failure) {
          throw failure instanceof PuzzleError ? failure : new PuzzleError(PUZZLE_MESSAGES.failed)
        }
        recordPuzzle(startedAt, solution, answer.challenge.difficulty)
        const retry = { ...payload, challengeId: answer.challenge.id, challengeSolution: String(solution.counter) }
        let retried: LoginResponse
        try {
          retried = await loginUser(retry)
        } catch (failure) {
          // 400: the server did not accept the solution (expired, used, wrong); starting over gets a new challenge.
          if (isApiError(failure) && failure.status === 400)
            throw new PuzzleError(errorMessage(failure, PUZZLE_MESSAGES.failed))
          throw failure
        }
        await handleAnswer(retried, retry, true)
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
        if (otpCode && codeMayBeRetried(failure)) {
          // The e-mailed code stays live for its remaining attempts; signing in again would replace it.
          const message = errorMessage(failure, ACCOUNT_MESSAGES.codeWrong)
          setError(message)
          toast({ title: message, variant: 'error' })
          return
        }
        reset()
        const limited = tooManyAttemptsMessage(failure)
        if (failure instanceof PuzzleError) {
          setError(failure.message)
          toast({ title: 'Security Verification Error', description: failure.message, variant: 'error' })
        } else if (limited) {
          setError(limited)
          toast({ title: 'Too many attempts', description: limited, variant: 'error' })
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

  /** Completes the sign-in waiting for the e-mailed code (nothing is sent without a code). */
  const submitCode = useCallback(
    async (otpCode: string) => {
      if (pending.current && otpCode) await signIn(pending.current, otpCode)
    },
    [signIn]
  )

  return { step, progress, busy, error, signIn, submitCode, reset }
}
