import { AppProviders } from '@hireloop/shared-ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom'
import { ReferralsApp } from './app/referrals-app'

// Standalone mount for developing this remote alone (npm run dev -w mfe-referrals); the shell never runs this file.
// Sign in through the shell on the same host: the session cookie is shared across localhost ports.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <Routes>
          <Route path="/referrals/*" element={<ReferralsApp />} />
          <Route path="*" element={<Navigate to="/referrals" replace />} />
        </Routes>
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
)
