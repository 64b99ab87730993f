import type User from '#shared/models/user'
import AppPolicy from '#shared/policies/app_policy'

/** The service's inner details (engine, latency, uptime) are the operators': admins only. */
export default class HealthPolicy extends AppPolicy {
  details(user: User) {
    return this.allowOr(this.isAdmin(user), 'Only admins can see the service details')
  }
}
