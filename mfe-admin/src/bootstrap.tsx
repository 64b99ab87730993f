import { AppProviders } from '@hireloop/shared-ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom'
import { AdminApp } from './app/admin-app'

// Standalone mount for developing this remote alone (npm run dev -w mfe-admin); the shell never runs this file.
// Sign in through the shell on the same host: the session cookie is shared across localhost ports.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <Routes>
          <Route path="/admin/moderation/*" element={<AdminApp />} />
          <Route path="/admin/comments/*" element={<AdminApp />} />
          <Route path="/admin/companies/*" element={<AdminApp />} />
          <Route path="*" element={<Navigate to="/admin/moderation" replace />} />
        </Routes>
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
)
