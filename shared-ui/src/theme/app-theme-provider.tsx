import { CacheProvider } from '@emotion/react'
import CssBaseline from '@mui/material/CssBaseline'
// MUI's ThemeProvider from @mui/material/styles also brings the CSS-variables provider (≈ 4 KB gzip) this theme
// does not use; for a theme without CSS variables it renders exactly this system ThemeProvider.
import { ThemeProvider } from '@mui/system'
import { useEffect, useMemo, type ReactNode } from 'react'
import { createAppTheme } from './create-app-theme'
import { appEmotionCache } from './emotion-cache'
import { applyThemeClass, useSystemThemeListener, useThemeMode } from './theme-mode'

/**
 * Provides the page's emotion cache (./emotion-cache.ts) and the theme for the stored preference, and mirrors the
 * theme as a class on the document root.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  useSystemThemeListener()
  const { mode } = useThemeMode()
  const theme = useMemo(() => createAppTheme(mode), [mode])

  useEffect(() => {
    applyThemeClass(mode)
  }, [mode])

  return (
    <CacheProvider value={appEmotionCache()}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  )
}
