import { AppProviders, OfflineNotice } from '@hireloop/shared-ui'
import { BrowserRouter } from 'react-router-dom'
import { AppRoutes } from './app-routes'
import { LiveConnection } from './live-connection'
import { PushSubscriptionSync } from '../features/pwa/push-subscription-sync'

export function App() {
  return (
    <AppProviders>
      <LiveConnection />
      <PushSubscriptionSync />
      <OfflineNotice />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  )
}
