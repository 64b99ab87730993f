import { AdminApp } from './app/admin-app'

/** Exposed as `mfe_admin/app`; the shell renders it inside its router for /admin/moderation/*. */
export default AdminApp
