import { atom } from 'jotai'
import { pageSingleton } from './page-singleton'
import { appStore } from './store'

/**
 * The account's restriction as the server last stated it when refusing a
 * write (its `error`: "Your account is restricted until January 5, 2027",
 * or the ban's words), shown once by the RestrictionNotice; null when there
 * is nothing to say.
 */
export const restrictionAtom = pageSingleton('restriction@1', () => atom<string | null>(null))

export function announceRestriction(message: string) {
  appStore.set(restrictionAtom, message)
}
