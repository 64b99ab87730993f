/*
| Web server only (adonisrc.ts): the timers of every enabled module (the
| `schedule` of its start.ts, config/modules.ts). Tests and ace commands
| start none.
*/
import { enabledEntries } from '#config/modules'

for (const entry of enabledEntries()) {
  const module = entry.start ? await entry.start() : undefined
  module?.schedule?.()
}
