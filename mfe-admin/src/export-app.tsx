import { AdminApp } from './app/admin-app'

/**
 * Exposed as `mfe_admin/app`; the shell renders it inside its router for /admin/moderation/*, /admin/comments/* and
 * /admin/companies/*.
 */
export default AdminApp
