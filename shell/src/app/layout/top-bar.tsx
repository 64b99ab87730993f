import { Box } from '@hireloop/shared-ui'
import { Link } from 'react-router-dom'
import { ThemeToggle } from '../../features/theme/theme-toggle'

export function TopBar() {
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        pt: 'env(safe-area-inset-top, 0px)',
        height: 'calc(52px + env(safe-area-inset-top, 0px))',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component={Link}
        to="/"
        aria-label="Hireloop home"
        sx={{
          flex: 1,
          color: 'primary.main',
          fontWeight: 800,
          fontSize: 20,
          textDecoration: 'none',
          letterSpacing: -0.3,
        }}
      >
        Hireloop
      </Box>
      <ThemeToggle />
    </Box>
  )
}
