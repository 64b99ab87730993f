import { apiJson } from '@hireloop/shared-ui'
import useSWR from 'swr'

export const ACCOUNT_RULES_KEY = '/api/auth/account-rules'

export interface AccountRules {
  /** Employer domains the server accepts although they look like consumer mail (EMPLOYER_EMAIL_ALLOWLIST). */
  employerEmailAllowList: string[]
}

/** GET /api/auth/account-rules: the configuration the server's registration rules apply, for the form to apply too. */
export function useAccountRules() {
  return useSWR<AccountRules>(ACCOUNT_RULES_KEY, (url: string) => apiJson<AccountRules>('GET', url), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  })
}
