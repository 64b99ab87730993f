import { Box, Paper, Typography } from '@hireloop/shared-ui'
import type { ReactNode, Ref } from 'react'

/** One of the dashboard's two panels; `highlighted` is the ?view= emphasis. */
export function Panel({
  title,
  highlighted,
  action,
  sectionRef,
  children,
}: {
  title: string
  highlighted: boolean
  action?: ReactNode
  sectionRef?: Ref<HTMLElement>
  children: ReactNode
}) {
  return (
    <Paper
      ref={sectionRef}
      variant="outlined"
      component="section"
      aria-label={title}
      data-highlighted={highlighted || undefined}
      sx={{
        p: { xs: 1.5, sm: 2 },
        flex: 1,
        minWidth: 0,
        scrollMarginTop: 16,
        borderColor: highlighted ? 'primary.main' : undefined,
        borderWidth: highlighted ? 2 : 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  )
}
