import { Box } from '@hireloop/shared-ui'
import type { ReactNode } from 'react'

/** A step's fields, one under the other. */
export function Field({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2 }}>{children}</Box>
}
