import { Link } from '@hireloop/shared-ui'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'

/** The company's name as a link to its page (/companies/{id}); plain text when the id is unknown. */
export function CompanyLink({
  companyId,
  children,
  testId,
}: {
  companyId: string | null | undefined
  children: ReactNode
  testId?: string
}) {
  if (!companyId) return <span data-testid={testId}>{children}</span>
  return (
    <Link
      component={RouterLink}
      to={`/companies/${encodeURIComponent(companyId)}`}
      color="inherit"
      underline="hover"
      data-testid={testId}
      onClick={(event) => event.stopPropagation()}
    >
      {children}
    </Link>
  )
}
