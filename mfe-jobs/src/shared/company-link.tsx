import { Link } from '@hireloop/shared-ui'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'

/** A name is one word at times (60 characters, no spaces): it breaks anywhere rather than widen the screen. */
const WRAP = { overflowWrap: 'anywhere', minWidth: 0 } as const

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
  if (!companyId) {
    return (
      <span data-testid={testId} style={WRAP}>
        {children}
      </span>
    )
  }
  return (
    <Link
      component={RouterLink}
      to={`/companies/${encodeURIComponent(companyId)}`}
      color="inherit"
      underline="hover"
      data-testid={testId}
      sx={WRAP}
      onClick={(event) => event.stopPropagation()}
    >
      {children}
    </Link>
  )
}
