import type { ReactNode } from 'react'
import { Box } from '@hireloop/shared-ui'

/**
 * A full-width notice under the top bar (e-mail verification, account restriction): a named region, AA in both themes.
 * `compact` keeps it to one line (its text truncates) so it does not push the screen's content down.
 */
export function NoticeBanner({
  label,
  compact = false,
  children,
}: {
  label: string
  compact?: boolean
  children: ReactNode
}) {
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        display: 'flex',
        flexWrap: compact ? 'nowrap' : 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        columnGap: compact ? 1 : 2,
        rowGap: 0.5,
        px: 2,
        py: compact ? 0.25 : 1,
        minWidth: 0,
        // Dark text on the light warning tint: white on it measured 2.15:1 (AA needs 4.5:1).
        bgcolor: 'warning.light',
        color: 'common.black',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {children}
    </Box>
  )
}
