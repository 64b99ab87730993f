/*
| What the moderation module provides to others about members' standing:
| the write restriction check (#shared/services/restrictions,
| the `restricted` middleware), the sign-in's ban check (#auth/events), and
| an approve of an appealed item upholding the appeal.
*/
import { enabledModules } from '#config/modules'
import { provideBanCheck } from '#auth/events'
import { provideRestrictionCheck } from '#shared/services/restrictions'
import { listen } from '#shared/events/safe_listener'
import { banRefusal, restrictionRefusal } from '#moderation/queries/restriction_query'
import { upholdAppeal } from '#moderation/actions/account_reverse'

/* Only when the module is on (its tables exist): other modules import #moderation/events for its types. */
if (enabledModules.includes('moderation')) {
  provideRestrictionCheck(restrictionRefusal)
  provideBanCheck(banRefusal)

  /* modqueue's approve of an item back from an appeal: the strike and restriction go (the content is restored there). */
  listen('moderation:decided', 'moderation (uphold an appeal)', async ({ action, itemId, reason }) => {
    if (action === 'approve') await upholdAppeal(itemId, reason)
  })
}
