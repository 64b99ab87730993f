import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

export interface EmptyStateProps {
  title: string
  description?: string
  icon?: ReactNode
  action?: ReactNode
  testId?: string
}

/** An honest "nothing here yet" card. */
export function EmptyState({ title, description, icon, action, testId = 'empty-state' }: EmptyStateProps) {
  return (
    <Paper
      variant="outlined"
      role="status"
      data-testid={testId}
      sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1 }}
    >
      {icon && <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 40 } }}>{icon}</Box>}
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
          {description}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Paper>
  )
}
