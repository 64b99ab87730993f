import app from '@adonisjs/core/services/app'
import { SessionCollection } from '@adonisjs/session'

/**
 * Ends every session of a user (except `keep`, when given). Sessions are
 * tagged with the user id at sign-in; the database, Redis and memory stores
 * support tags, the cookie store cannot end sessions (returns 0).
 */
export default class EndUserSessions {
  constructor(private sessions?: SessionCollection) {}

  async handle(userId: string, keep?: string) {
    const sessions = this.sessions ?? (await app.container.make(SessionCollection))
    if (!sessions.supportsTagging()) return 0
    let ended = 0
    for (const session of await sessions.tagged(userId)) {
      if (session.id === keep) continue
      await sessions.destroy(session.id)
      ended += 1
    }
    return ended
  }
}
