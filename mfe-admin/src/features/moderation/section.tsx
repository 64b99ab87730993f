import type { ModerationStatsAnswer, ReputationStatsAnswer } from '@hireloop/backend/api-types/moderation'
import { Box, Paper, Typography } from '@hireloop/shared-ui'
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

/** A tab's sections side by side in two columns (one on a narrow screen). */
export function SectionColumns({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>{children}</Box>
}

/** What the tabs of counts read: the moderation stats and the reputation stats, undefined until loaded. */
export interface StatsTabProps {
  stats: ModerationStatsAnswer | undefined
  reputation: ReputationStatsAnswer | undefined
}
