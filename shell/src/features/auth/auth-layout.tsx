import { Box, Paper, Typography } from '@hireloop/shared-ui'
import type { ReactNode } from 'react'

const FEATURES = [
  ['Rich profiles', 'Show your skills, badges and availability.'],
  ['Targeted job postings', 'From hourly work to compliance roles in the electric-grid sector.'],
  ['Endorsements and references', 'Get referred by people who know your work.'],
  ['Private messaging', 'Talk to employers and candidates directly.'],
  ['Quick one-screen applications', 'Apply in minutes, right from your phone.'],
  ['Safe and secure content moderation', 'Community guidelines, enforced.'],
] as const

/** Login and registration screens: the form, with a marketing panel beside it on large screens. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        maxWidth: 1040,
        mx: 'auto',
        px: 2,
        py: { xs: 3, md: 6 },
        display: 'grid',
        gap: 4,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
        {children}
      </Paper>
      <Box component="aside" aria-label="Why Hireloop" sx={{ display: { xs: 'none', md: 'block' }, pt: 2 }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          Your next job, one referral away
        </Typography>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
          {FEATURES.map(([name, text]) => (
            <li key={name}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {text}
              </Typography>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  )
}
