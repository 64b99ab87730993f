export const REMOTE_NAME = 'mfe_referrals'
