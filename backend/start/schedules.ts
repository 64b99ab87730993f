/*
| Web server only (adonisrc.ts): the timers of every enabled module
| (config/modules.ts `schedules`). Tests and ace commands start none.
*/
import { enabledEntries } from '#config/modules'

for (const entry of enabledEntries()) {
  await entry.schedules?.()
}
