/** The areas the shell knows how to place. Where each one lives is only known at run time (GET /api/remotes). */
export const REMOTE_NAMES = ['mfe_feed', 'mfe_jobs', 'mfe_messaging', 'mfe_referrals', 'mfe_admin'] as const
export type RemoteName = (typeof REMOTE_NAMES)[number]
