/*
| Core routes, then the routes of every enabled module.
*/
import { availableModules, enabledModules } from '#config/modules'

await import('#shared/routes')
for (const name of enabledModules) {
  await availableModules[name]()
}
