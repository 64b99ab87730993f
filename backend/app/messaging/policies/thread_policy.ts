import { AuthorizationResponse } from '@adonisjs/bouncer'
import AppPolicy from '#shared/policies/app_policy'
import type User from '#shared/models/user'
import { MESSAGING_MESSAGES } from '#messaging/constants'

/**
 * Who may talk to whom. A blocked pair never messages, in either
 * direction, with the same words whoever blocked (nothing tells the blocked
 * one). A new thread needs a link: an application between the two (either
 * way) or an accepted connection; an existing thread of the pair is reused.
 */
export default class ThreadPolicy extends AppPolicy {
  start(_user: User, facts: { blocked: boolean; existingThreadId: string | null; linked: boolean }) {
    if (facts.blocked) return AuthorizationResponse.deny(MESSAGING_MESSAGES.cannotMessageUser, 403)
    return this.allowOr(facts.existingThreadId !== null || facts.linked, MESSAGING_MESSAGES.cannotStartThread)
  }

  message(_user: User, facts: { blocked: boolean }) {
    return this.allowOr(!facts.blocked, MESSAGING_MESSAGES.cannotMessageUser)
  }

  recommend(_user: User, facts: { allConnected: boolean }) {
    return this.allowOr(facts.allConnected, MESSAGING_MESSAGES.notConnected)
  }
}
