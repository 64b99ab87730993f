import { Box, Button, ErrorOutlineIcon, Typography } from '@hireloop/shared-ui'
import { Link as RouterLink } from 'react-router-dom'

export default function NotFoundPage() {
  return (
    <Box
      sx={{
        maxWidth: 560,
        mx: 'auto',
        px: 2,
        py: 8,
        textAlign: 'center',
        display: 'grid',
        gap: 2,
        justifyItems: 'center',
      }}
    >
      <ErrorOutlineIcon color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary">
        There is nothing at this address. It may have moved, or the link may be wrong.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to Home
      </Button>
    </Box>
  )
}
