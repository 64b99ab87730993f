import { Box, Button, Paper, Typography } from '@hireloop/shared-ui'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'

/**
 * /verify-email?token=... E-mail verification is not switched on yet, so the page says so instead of pretending to
 * verify; the verification flow of part 1 §2 replaces it.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams()
  const hasToken = Boolean(params.get('token'))

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, display: 'grid', gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          Verify your e-mail
        </Typography>
        <Typography color="text.secondary" role="status">
          {hasToken
            ? 'We received your verification link, but e-mail verification is not available yet. It arrives with the account features; you can use Hireloop in the meantime.'
            : 'This link has no verification token. E-mail verification is not available yet; it arrives with the account features.'}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" sx={{ justifySelf: 'start' }}>
          Back to Home
        </Button>
      </Paper>
    </Box>
  )
}
