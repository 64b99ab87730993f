/*
| Core routes, then the routes of every enabled module (config/modules.ts).
*/
import { enabledEntries } from '#config/modules'

await import('#shared/routes')
for (const entry of enabledEntries()) {
  await entry.routes()
}
