import { AppProviders } from '@hireloop/shared-ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom'
import { JobsApp } from './app/jobs-app'

// Standalone mount for developing this remote alone (npm run dev -w mfe-jobs); the shell never runs this file.
// Sign in through the shell on the same host: the session cookie is shared across localhost ports.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <Routes>
          <Route path="/jobs/*" element={<JobsApp />} />
          <Route path="/applications/*" element={<JobsApp />} />
          <Route path="/dashboard/*" element={<JobsApp />} />
          <Route path="/early-bird/*" element={<JobsApp />} />
          <Route path="*" element={<Navigate to="/jobs" replace />} />
        </Routes>
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
)
