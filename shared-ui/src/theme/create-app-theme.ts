import { createTheme, type Theme } from '@mui/material/styles'
import type { ThemeMode } from './theme-mode'

export const BRAND_COLOR = '#1d4ed8'

/** The one MUI theme of the product; the shell provides it and remotes inherit it through the shared contexts. */
export function createAppTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark'
  return createTheme({
    palette: {
      mode,
      // Text on coloured surfaces (buttons, chips, alerts) picks black or white to meet WCAG AA (4.5:1), not MUI's 3:1.
      contrastThreshold: 4.5,
      primary: { main: dark ? '#60a5fa' : BRAND_COLOR },
      secondary: { main: dark ? '#34d399' : '#047857' },
      background: dark ? { default: '#0b1220', paper: '#111a2e' } : { default: '#f4f6fb', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1024, xl: 1280 } },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  })
}
