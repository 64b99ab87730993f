import env from '#start/env'
import { parseAllowList } from '#auth/account_rules'

/**
 * The configured employer allow-list (EMPLOYER_EMAIL_ALLOWLIST): one reading for the registration and profile
 * validators and for GET /api/auth/account-rules, which hands it to the registration form.
 */
export function employerEmailAllowList(): string[] {
  return parseAllowList(env.get('EMPLOYER_EMAIL_ALLOWLIST'))
}
