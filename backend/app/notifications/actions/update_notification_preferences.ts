import { PUSH_KINDS, type PushPreferenceName, type PushPreferences } from '#notifications/push/kinds'
import { preferencesOf } from '#notifications/push/web_push'
import { savePushPreferences } from '#notifications/repositories/notifications_repository'

/** Turns kinds of push on or off; the kinds not given keep their setting. */
export default class UpdateNotificationPreferences {
  async handle(userId: string, changes: Partial<PushPreferences>): Promise<PushPreferences> {
    const choices = (Object.entries(changes) as [PushPreferenceName, boolean | undefined][])
      .filter(([, enabled]) => enabled !== undefined)
      .map(([name, enabled]) => ({ kind: PUSH_KINDS[name], enabled: enabled as boolean }))
    await savePushPreferences(userId, choices)
    return preferencesOf(userId)
  }
}
