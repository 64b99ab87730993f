import { Paper, Typography } from '@hireloop/shared-ui'
import { useId, type ReactNode } from 'react'

/** A titled card inside a tab (h3 under the tab's h2). */
export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId()
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      data-testid={testId}
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
    >
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  )
}
