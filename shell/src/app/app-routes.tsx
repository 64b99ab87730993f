import { lazy, Suspense, type ReactNode } from 'react'
import { Route, Routes } from 'react-router-dom'
import { GuestOnly } from '../features/auth/guest-only'
import { SignedInGate } from '../features/auth/signed-in-gate'
import { FullScreenLoading } from '../features/loading/full-screen-loading'
import { RemoteArea } from '../features/remotes/remote-area'
import { AppLayout } from './layout/app-layout'
import { AnyLayout, PublicLayout } from './layout/public-layout'

// Screens a signed-in user on /home never needs are split out of the first load.
const LoginPage = lazy(() => import('../features/auth/login-page'))
const RegisterPage = lazy(() => import('../features/auth/register-page'))
const VerifyEmailPage = lazy(() => import('../features/verify-email/verify-email-page'))
const EarlyBirdPage = lazy(() => import('../features/early-bird/early-bird-page'))
const ProfilePage = lazy(() => import('../features/profile/profile-page'))
const EditProfilePage = lazy(() => import('../features/profile/edit-profile-page'))
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'))

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullScreenLoading />}>{children}</Suspense>
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="login" element={<GuestOnly><Page><LoginPage /></Page></GuestOnly>} />
        <Route path="register" element={<GuestOnly><Page><RegisterPage /></Page></GuestOnly>} />
        <Route path="verify-email" element={<Page><VerifyEmailPage /></Page>} />
        <Route path="early-bird" element={<Page><EarlyBirdPage /></Page>} />
      </Route>

      <Route element={<SignedInGate />}>
        <Route element={<AppLayout />}>
          <Route index element={<RemoteArea name="mfe_feed" />} />
          <Route path="home/*" element={<RemoteArea name="mfe_feed" />} />
          <Route path="notifications/*" element={<RemoteArea name="mfe_feed" />} />
          <Route path="post/:id" element={<RemoteArea name="mfe_feed" />} />
          <Route path="jobs/*" element={<RemoteArea name="mfe_jobs" />} />
          <Route path="applications/*" element={<RemoteArea name="mfe_jobs" />} />
          <Route path="dashboard/*" element={<RemoteArea name="mfe_jobs" />} />
          <Route path="messages/*" element={<RemoteArea name="mfe_messaging" />} />
          <Route path="referrals/*" element={<RemoteArea name="mfe_referrals" />} />
          <Route path="admin/moderation/*" element={<RemoteArea name="mfe_admin" />} />
          <Route path="profile" element={<Page><ProfilePage /></Page>} />
          <Route path="profile/edit" element={<Page><EditProfilePage /></Page>} />
        </Route>
      </Route>

      <Route element={<AnyLayout />}>
        <Route path="*" element={<Page><NotFoundPage /></Page>} />
      </Route>
    </Routes>
  )
}
