import { AppProviders } from '@hireloop/shared-ui'
import { BrowserRouter } from 'react-router-dom'
import { AppRoutes } from './app-routes'

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  )
}
