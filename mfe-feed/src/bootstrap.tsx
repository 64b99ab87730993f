import { AppProviders } from '@hireloop/shared-ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { FeedApp } from './app/feed-app'

// Standalone mount for developing this remote alone (npm run dev -w mfe-feed); the shell never runs this file.
// Sign in through the shell on the same host: the session cookie is shared across localhost ports.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <Routes>
          <Route path="/*" element={<FeedApp />} />
        </Routes>
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
)
