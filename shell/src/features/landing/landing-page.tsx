import { Box, Button, ChatIcon, GroupIcon, Link, Paper, ShieldIcon, Typography, WorkIcon } from '@hireloop/shared-ui'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { nextQuery, safeNext } from '../../lib/return-to'

const HIGHLIGHTS = [
  {
    icon: WorkIcon,
    title: 'Jobs that fit',
    text: 'Hourly, entry-level and compliance roles, with real pay shown up front.',
  },
  {
    icon: GroupIcon,
    title: 'Referrals',
    text: 'Ask your contacts to refer you, and earn rewards for referring others.',
  },
  { icon: ChatIcon, title: 'Messaging', text: 'Talk to employers and candidates without leaving the app.' },
  {
    icon: ShieldIcon,
    title: 'A safe community',
    text: 'Clear guidelines and active moderation keep the feed professional.',
  },
]

/** What signed-out visitors see at `/` (and where protected deep links land, with `?next=`). */
export default function LandingPage() {
  const [params] = useSearchParams()
  const query = nextQuery(safeNext(params.get('next')))

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: 2, py: { xs: 4, md: 8 } }}>
      <Box component="section" aria-labelledby="landing-title" sx={{ textAlign: { xs: 'left', sm: 'center' }, mb: 5 }}>
        <Typography
          id="landing-title"
          variant="h3"
          component="h1"
          sx={{ fontWeight: 800, fontSize: { xs: 34, sm: 48 } }}
        >
          Find work. Get referred. Hire faster.
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2, mx: 'auto', maxWidth: 620, fontSize: 18 }}>
          Hireloop is a mobile-first job network that joins a job marketplace with a professional feed, referrals and
          private messaging, for candidates and employers alike.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, mt: 4, justifyContent: { sm: 'center' }, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={`/register${query}`} variant="contained" size="large">
            Join
          </Button>
          <Button component={RouterLink} to={`/login${query}`} variant="outlined" size="large">
            Log in
          </Button>
        </Box>
      </Box>

      <Box
        component="ul"
        aria-label="What you can do"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
          <Paper key={title} component="li" variant="outlined" sx={{ p: 2.5, display: 'flex', gap: 2 }}>
            <Icon color="primary" />
            <Box>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {text}
              </Typography>
            </Box>
          </Paper>
        ))}
      </Box>

      <Paper variant="outlined" sx={{ mt: 4, p: 3, textAlign: 'center' }}>
        <Typography variant="h6" component="h2">
          Hiring?
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          The first 100 employers lock in founding-member pricing for good.
        </Typography>
        <Link component={RouterLink} to="/early-bird" sx={{ fontWeight: 700 }}>
          Become a founding employer (early-bird offer)
        </Link>
      </Paper>
    </Box>
  )
}
