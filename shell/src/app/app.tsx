import { AppProviders } from '@hireloop/shared-ui'
import { BrowserRouter } from 'react-router-dom'
import { AppRoutes } from './app-routes'
import { LiveConnection } from './live-connection'

export function App() {
  return (
    <AppProviders>
      <LiveConnection />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  )
}
