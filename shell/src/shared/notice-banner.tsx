import type { ReactNode } from 'react'
import { Box } from '@hireloop/shared-ui'

/** A full-width notice under the top bar (e-mail verification, account restriction): a named region, AA in both themes. */
export function NoticeBanner({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        columnGap: 2,
        rowGap: 0.5,
        px: 2,
        py: 1,
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
