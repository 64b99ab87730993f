import { Provider as JotaiProvider } from 'jotai'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { swrConfig } from './api/swr-config'
import { RestrictionNotice } from './components/restriction-notice/restriction-notice'
import { Toaster } from './components/toaster/toaster'
import { appStore } from './state/store'
import { AppThemeProvider } from './theme/app-theme-provider'

/**
 * Page-level providers: SWR defaults, the shared jotai store, the theme, the single Toaster and the notice of a
 * write refused for the account's standing. The shell renders it
 * once; a remote renders it only in its standalone development mount (inside the shell it inherits them).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      <JotaiProvider store={appStore}>
        <AppThemeProvider>
          {children}
          <Toaster />
          <RestrictionNotice />
        </AppThemeProvider>
      </JotaiProvider>
    </SWRConfig>
  )
}
