import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

export interface AreaFrameProps {
  /** Module Federation container name; becomes `data-testid="area-<name>"` so tests can tell which remote rendered. */
  remoteName: string
  title: string
  subtitle?: string
  actions?: ReactNode
  /** Wider column for two-panel screens (dashboards) on large displays. */
  wide?: boolean
  children?: ReactNode
}

/** The page frame every remote area renders inside (heading, optional actions, content column). */
export function AreaFrame({ remoteName, title, subtitle, actions, wide = false, children }: AreaFrameProps) {
  return (
    <Box
      component="section"
      data-testid={`area-${remoteName}`}
      aria-label={title}
      sx={{ width: '100%', maxWidth: wide ? 1120 : 720, mx: 'auto', px: { xs: 2, sm: 3 }, py: 2 }}
    >
      {/* The actions move under the title when both do not fit: a narrow title column would break its words. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
          {/* Titles carry user text (a company's name): a long unbroken one wraps instead of widening the screen. */}
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions}
      </Box>
      {children}
    </Box>
  )
}
