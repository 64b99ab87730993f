import { Box, Button, Paper, Typography } from '@hireloop/shared-ui'
import { Link as RouterLink } from 'react-router-dom'

const REGISTER_EMPLOYER = '/register?type=employer'

const BENEFITS = [
  {
    title: 'Founding Employer Badge',
    text: 'An exclusive founding member status, shown as Founding Employer #N on your company and job posts.',
  },
  { title: 'Priority Job Placement', text: 'Your jobs are placed ahead of regular listings, forever.' },
  { title: 'Locked-In Pricing', text: 'Keep the founding price of $49/month for as long as you stay.' },
  { title: 'Free Trial Period', text: '3-6 months of free job posting to get your hiring started.' },
] as const

/** Founding-employer offer (part 2 §2). Static marketing: it shows no counts or spots until the programme data exists. */
export default function EarlyBirdPage() {
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: 2, py: { xs: 4, md: 8 } }}>
      <Box component="section" aria-labelledby="early-bird-title" sx={{ textAlign: 'center', mb: 5 }}>
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
          Early-bird offer for employers
        </Typography>
        <Typography id="early-bird-title" variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 32, sm: 46 } }}>
          Join the First 100 Founding Employers
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2, mx: 'auto', maxWidth: 620, fontSize: 18 }}>
          Hire on Hireloop from day one and keep founding-member benefits for good.
        </Typography>
        <Button component={RouterLink} to={REGISTER_EMPLOYER} variant="contained" size="large" sx={{ mt: 3 }}>
          Become a Founding Employer
        </Button>
      </Box>

      <Box
        component="ul"
        aria-label="Founding employer benefits"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {BENEFITS.map((benefit) => (
          <Paper key={benefit.title} component="li" variant="outlined" sx={{ p: 2.5 }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {benefit.title}
            </Typography>
            <Typography color="text.secondary">{benefit.text}</Typography>
          </Paper>
        ))}
      </Box>

      <Paper variant="outlined" sx={{ mt: 4, p: { xs: 3, sm: 4 }, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          Ready to hire?
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
          <Button component={RouterLink} to={REGISTER_EMPLOYER} variant="contained" size="large">
            Start Free Trial
          </Button>
          <Button component={RouterLink} to={REGISTER_EMPLOYER} variant="outlined" size="large">
            Claim Your Founding Employer Status
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary">
          Free trial included, no credit card required, cancel anytime
        </Typography>
      </Paper>
    </Box>
  )
}
