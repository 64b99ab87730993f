import { Avatar, Box, Button, Paper, Typography } from '@hireloop/shared-ui'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import { useEffect, useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { useEarlyBirdStatus } from '../../api/early-bird/get-early-bird-status'
import { usePricing } from '../../api/early-bird/get-pricing'
import { CompanyLink } from '../../shared/company-link'
import { FOUNDING_BENEFITS } from '../../shared/founding-benefits'
import { REMOTE_NAME } from '../../shared/remote-name'
import { offerEnd, timeRemaining } from './countdown'

const REGISTER_EMPLOYER = '/register?type=employer'
/** Part 2 §9 defaults until the data arrives. */
const DEFAULTS = { totalSpots: 100, lockedRate: 49, discount: 50 }

const BENEFITS = FOUNDING_BENEFITS

function useMinuteClock() {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

function FeatureList({ features }: { features: string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5, textAlign: 'left' }}>
      {features.map((feature) => (
        <Typography component="li" variant="body2" key={feature}>
          {feature}
        </Typography>
      ))}
    </Box>
  )
}

/** /early-bird, signed in or out: the founding-employer programme with its live count (part 2 §2). */
export function EarlyBirdPage() {
  const status = useEarlyBirdStatus()
  const pricing = usePricing()
  const now = useMinuteClock()

  if (status.isLoading) {
    return (
      <Typography role="status" sx={{ textAlign: 'center', py: 8 }}>
        Loading early bird offers...
      </Typography>
    )
  }

  const data = status.data
  const total = data?.totalSpots ?? DEFAULTS.totalSpots
  const remaining = data?.spotsRemaining ?? DEFAULTS.totalSpots
  const joined = Math.max(0, total - remaining)
  const founders = (data?.foundingEmployers ?? []).slice(0, 6)
  const locked = pricing.data?.early_bird_locked
  const lockedRate = locked?.monthlyRate ?? DEFAULTS.lockedRate
  const discount = locked?.discount ?? locked?.discountPercentage ?? DEFAULTS.discount
  const regularRate =
    pricing.data?.regular.monthlyRate ?? locked?.originalRate ?? Math.round(lockedRate / (1 - discount / 100))
  const originalRate = locked?.originalRate ?? regularRate
  const open = data ? data.programActive && remaining > 0 : true

  return (
    <Box
      data-testid={`area-${REMOTE_NAME}`}
      component="section"
      aria-label="Early-bird offer"
      sx={{ maxWidth: 960, mx: 'auto', px: 2, py: { xs: 4, md: 8 }, display: 'grid', gap: 4 }}
    >
      <Box
        component="section"
        aria-labelledby="early-bird-title"
        sx={{ textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}
      >
        <Chip color="primary" label={timeRemaining(offerEnd(data?.endsAt, now), now)} data-testid="countdown" />
        <Typography
          id="early-bird-title"
          variant="h3"
          component="h1"
          sx={{ fontWeight: 800, fontSize: { xs: 32, sm: 46 } }}
        >
          Join the First 100 Founding Employers
        </Typography>
        {status.error && (
          <Typography role="alert" color="error">
            The live count could not be loaded. Please try again later.
          </Typography>
        )}
        <Box sx={{ width: '100%', maxWidth: 520 }}>
          <Typography sx={{ fontWeight: 700 }} data-testid="spots-remaining">
            {open ? `${remaining} of ${total} spots remaining` : 'All founding spots have been claimed'}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={total ? (joined / total) * 100 : 0}
            aria-label="Founding spots taken"
            sx={{ height: 10, borderRadius: 5, my: 1 }}
          />
          <Typography variant="body2" color="text.secondary" data-testid="founders-joined">
            {joined} founder{joined === 1 ? ' has' : 's have'} already joined
          </Typography>
        </Box>
        <Button component={RouterLink} to={REGISTER_EMPLOYER} variant="contained" size="large">
          Become a Founding Employer
        </Button>
      </Box>

      <Box
        component="ul"
        aria-label="Founding employer benefits"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
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

      <Box component="section" aria-labelledby="sample-job-title" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="sample-job-title" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          How your jobs will look
        </Typography>
        <Paper
          variant="outlined"
          data-testid="sample-job"
          sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start', borderColor: 'primary.main' }}
        >
          <Avatar variant="rounded" alt="">
            Y
          </Avatar>
          <Box sx={{ flex: 1, display: 'grid', gap: 0.5 }}>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
              Warehouse Associate
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Your Company · Columbus, Ohio
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
              <Chip size="small" color="primary" label="Featured" />
              <Chip size="small" variant="outlined" color="secondary" label="Founding Employer #1" />
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              $18/hr · Full-time
            </Typography>
          </Box>
        </Paper>
      </Box>

      <Box component="section" aria-labelledby="pricing-title" sx={{ display: 'grid', gap: 2 }}>
        <Typography id="pricing-title" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          Pricing
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Paper
            variant="outlined"
            sx={{ p: 2.5, display: 'grid', gap: 1, alignContent: 'start' }}
            data-testid="regular-price"
          >
            <Typography variant="h6" component="h3">
              Regular
            </Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
              ${regularRate}
              <Typography component="span" color="text.secondary">
                /month
              </Typography>
            </Typography>
            <FeatureList features={pricing.data?.regular.features ?? ['Job postings', 'Applicant management']} />
          </Paper>
          <Paper
            variant="outlined"
            sx={{ p: 2.5, display: 'grid', gap: 1, alignContent: 'start', borderColor: 'primary.main', borderWidth: 2 }}
            data-testid="locked-price"
          >
            <Typography variant="h6" component="h3">
              Founding Employer (locked in)
            </Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
              <Box
                component="s"
                sx={{ color: 'text.secondary', fontSize: '0.6em', mr: 1 }}
                aria-label={`was $${originalRate}`}
              >
                ${originalRate}
              </Box>
              ${lockedRate}
              <Typography component="span" color="text.secondary">
                /month
              </Typography>
            </Typography>
            <Chip color="success" label={`Save ${discount}%`} sx={{ justifySelf: 'start' }} />
            <FeatureList
              features={
                locked?.features ?? [
                  'Everything in Regular',
                  'Priority job placement forever',
                  'Founding Employer badge',
                  '6 months free job posting',
                ]
              }
            />
          </Paper>
        </Box>
      </Box>

      {founders.length > 0 && (
        <Box component="section" aria-labelledby="founders-title" sx={{ display: 'grid', gap: 1 }}>
          <Typography id="founders-title" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            Our founding employers
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' },
            }}
          >
            {founders.map((founder) => (
              <Paper
                key={founder.foundingNumber}
                component="li"
                variant="outlined"
                sx={{ p: 1.5 }}
                data-testid="founder"
              >
                <Typography variant="caption" color="primary" sx={{ fontWeight: 700 }}>
                  Founding Employer #{founder.foundingNumber}
                </Typography>
                <Typography variant="body2">
                  <CompanyLink companyId={founder.companyId}>{founder.companyName}</CompanyLink>
                </Typography>
              </Paper>
            ))}
          </Box>
        </Box>
      )}

      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}
      >
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
