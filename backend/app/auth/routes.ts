import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { authThrottles as throttles } from '#auth/rate_limits'
import { UPLOAD_MULTIPART } from '#auth/validators/upload_validators'
import { uuidParam } from '#shared/route_matchers'

const RegistrationsController = () => import('#auth/controllers/registrations_controller')
const SessionsController = () => import('#auth/controllers/sessions_controller')
const CurrentUserController = () => import('#auth/controllers/current_user_controller')
const EmailVerificationsController = () => import('#auth/controllers/email_verifications_controller')
const PasswordResetsController = () => import('#auth/controllers/password_resets_controller')
const UploadsController = () => import('#auth/controllers/uploads_controller')
const ProfilesController = () => import('#auth/controllers/profiles_controller')

router
  .group(() => {
    router.post('users', [RegistrationsController, 'store']).as('users.store').use(throttles.registerPerIp)
    router.get('auth/account-rules', [RegistrationsController, 'rules']).as('auth.account_rules')
    router.post('auth/login', [SessionsController, 'store']).as('auth.login').use(throttles.loginPerIp)
    router.post('auth/logout', [SessionsController, 'destroy']).as('auth.logout')
    router
      .post('auth/verify-email', [EmailVerificationsController, 'verify'])
      .as('auth.verify_email')
      .use(throttles.verifyPerIp)
    router
      .post('auth/resend-verification', [EmailVerificationsController, 'resend'])
      .as('auth.resend_verification')
      .use([throttles.resendPerIp, throttles.resendPerEmail])
    router
      .post('auth/request-password-reset', [PasswordResetsController, 'request'])
      .as('auth.request_password_reset')
      .use([throttles.resetRequestPerIp, throttles.resetRequestPerEmail])
    router
      .post('auth/reset-password', [PasswordResetsController, 'reset'])
      .as('auth.reset_password')
      .use([throttles.resetAttemptsPerIp, throttles.resetAttemptsPerEmail])
    router.get('user/me', [CurrentUserController, 'show']).as('user.me').use(middleware.auth())
    router.patch('user/me', [CurrentUserController, 'update']).as('user.update').use(middleware.auth())
    // A member's public profile (part 1 §2), UUIDs only.
    router.get('users/:id', [ProfilesController, 'show']).as('users.show').where('id', uuidParam).use(middleware.auth())
    // Served back from /uploads/<key> (local disk) or the S3 public URL.
    router
      .post('upload', [UploadsController, 'store'])
      .as('upload.store')
      .use([middleware.auth(), throttles.uploadsPerUser, middleware.multipart(UPLOAD_MULTIPART)])
  })
  .prefix('/api')
