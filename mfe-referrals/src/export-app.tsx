import { ReferralsApp } from './app/referrals-app'

/** Exposed as `mfe_referrals/app`; the shell renders it inside its router for /referrals/*. */
export default ReferralsApp
