import { useCurrentUser } from '@hireloop/shared-ui'
import type { ReactNode } from 'react'
import { Navigate, useSearchParams } from 'react-router-dom'
import { FullScreenLoading } from '../../shared/full-screen-loading'
import { safeNext } from '../../lib/return-to'

/** /login and /register: a signed-in user goes on to `?next=` (or home). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser()
  const [params] = useSearchParams()
  if (isLoading) return <FullScreenLoading />
  if (user) return <Navigate to={safeNext(params.get('next')) ?? '/'} replace />
  return children
}
