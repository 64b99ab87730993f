import db from '@adonisjs/lucid/services/db'
import { PUSH_KINDS, type PushPreferenceName, type PushPreferences } from '#notifications/push/kinds'
import { preferencesOf } from '#notifications/push/web_push'

/** Turns kinds of push on or off; the kinds not given keep their setting. */
export default class UpdateNotificationPreferences {
  async handle(userId: string, changes: Partial<PushPreferences>): Promise<PushPreferences> {
    const rows = (Object.entries(changes) as [PushPreferenceName, boolean | undefined][])
      .filter(([, enabled]) => enabled !== undefined)
      .map(([name, enabled]) => ({ user_id: userId, kind: PUSH_KINDS[name], enabled: enabled as boolean }))
    if (rows.length) {
      await db.table('notification_preferences').multiInsert(rows).onConflict(['user_id', 'kind']).merge(['enabled'])
    }
    return preferencesOf(userId)
  }
}
