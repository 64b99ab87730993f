import { lazy, Suspense, type ReactNode } from 'react'
import { Navigate, Route, Routes, useLocation } from 'react-router-dom'
import { GuestOnly } from '../features/auth/guest-only'
import { SignedInGate } from './signed-in-gate'
import { FullScreenLoading } from '../shared/full-screen-loading'
import { areaForPath } from '../features/remotes/filter-remotes'
import { AreaFailed, AreaLoading, RemoteArea } from '../features/remotes/remote-area'
import { useAreas } from '../features/remotes/use-areas'
import { AppLayout } from './layout/app-layout'
import { MODERATION_PATH } from './layout/tab-bar'
import { AnyLayout, PublicLayout } from './layout/public-layout'

// Screens a signed-in user on /home never needs are split out of the first load.
const LoginPage = lazy(() => import('../features/auth/login-page'))
const RegisterPage = lazy(() => import('../features/auth/register-page'))
const VerifyEmailPage = lazy(() => import('../features/verify-email/verify-email-page'))
const ProfilePage = lazy(() => import('../features/profile/profile-page'))
const EditProfilePage = lazy(() => import('../features/profile/edit-profile-page'))
const StandingPage = lazy(() => import('../features/standing/standing-page'))
const NotificationSettingsPage = lazy(() => import('../features/notification-settings/notification-settings-page'))
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'))

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullScreenLoading />}>{children}</Suspense>
}

/** `/`: the area that owns it, once the registry of areas says which (a signed-out visitor gets the landing). */
function HomeArea() {
  const { areas, isLoading, error, retry } = useAreas()
  const { pathname } = useLocation()
  if (isLoading) return <AreaLoading />
  if (error) return <AreaFailed retry={retry} />
  const area = areaForPath(areas, pathname)
  return area ? (
    <RemoteArea name={area.name} />
  ) : (
    <Page>
      <NotFoundPage />
    </Page>
  )
}

/**
 * Pages open to everyone, signed in or out, although an area renders them (the founding-employer offer): the shell
 * knows they are public, the registry of areas says who draws them.
 */
export const PUBLIC_AREA_PATHS = ['/early-bird'] as const

function PublicArea() {
  const { areas, isLoading, error, retry } = useAreas()
  const { pathname } = useLocation()
  if (isLoading) return <AreaLoading />
  if (error) return <AreaFailed retry={retry} />
  const area = areaForPath(areas, pathname)
  return area ? (
    <RemoteArea name={area.name} />
  ) : (
    <Page>
      <NotFoundPage />
    </Page>
  )
}

/** A path no route matched: not found, unless the registry of areas is still on its way (or failed). */
function UnknownPath() {
  const { isLoading, error, retry } = useAreas()
  if (isLoading) return <AreaLoading />
  if (error) return <AreaFailed retry={retry} />
  return (
    <Page>
      <NotFoundPage />
    </Page>
  )
}

/**
 * The shell's own screens are listed here; every other path belongs to the area the registry of areas
 * (GET /api/remotes) gives it, so an area gains paths, and a remote pages below them, without a shell rebuild.
 */
export function AppRoutes() {
  const { areas } = useAreas()
  const areaRoutes = areas.flatMap((area) =>
    area.paths
      .filter((path) => path !== '/' && !(PUBLIC_AREA_PATHS as readonly string[]).includes(path))
      .map((path) => (
        <Route key={`${area.name}${path}`} path={`${path.slice(1)}/*`} element={<RemoteArea name={area.name} />} />
      ))
  )

  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route
          path="login"
          element={
            <GuestOnly>
              <Page>
                <LoginPage />
              </Page>
            </GuestOnly>
          }
        />
        <Route
          path="register"
          element={
            <GuestOnly>
              <Page>
                <RegisterPage />
              </Page>
            </GuestOnly>
          }
        />
        <Route
          path="verify-email"
          element={
            <Page>
              <VerifyEmailPage />
            </Page>
          }
        />
      </Route>

      <Route element={<AnyLayout />}>
        {PUBLIC_AREA_PATHS.map((path) => (
          <Route key={path} path={`${path.slice(1)}/*`} element={<PublicArea />} />
        ))}
      </Route>

      <Route element={<SignedInGate />}>
        <Route element={<AppLayout />}>
          <Route index element={<HomeArea />} />
          {areaRoutes}
          {/* The admin area has no page of its own at /admin: an admin who types it lands on moderation. */}
          {areas.some((area) => area.paths.includes(MODERATION_PATH)) && (
            <Route path="admin" element={<Navigate to={MODERATION_PATH} replace />} />
          )}
          <Route
            path="profile"
            element={
              <Page>
                <ProfilePage />
              </Page>
            }
          />
          <Route
            path="profile/edit"
            element={
              <Page>
                <EditProfilePage />
              </Page>
            }
          />
          <Route
            path="profile/standing"
            element={
              <Page>
                <StandingPage />
              </Page>
            }
          />
          <Route
            path="profile/notifications"
            element={
              <Page>
                <NotificationSettingsPage />
              </Page>
            }
          />
        </Route>
      </Route>

      <Route element={<AnyLayout />}>
        <Route path="*" element={<UnknownPath />} />
      </Route>
    </Routes>
  )
}
