/*
| The screening hook: content delivered to someone the moment it
| is announced (a message pushed live, a new job mailed to alert
| subscribers) is screened before it is announced, so held content never
| reaches anyone. The moderation module, when enabled, provides it (screen,
| queue, hold); without it nothing is held. Content that is only read on
| request (posts, comments, edited jobs, profiles) is screened by
| moderation's listeners of the owners' events instead.
*/
import { port, providePort } from '#shared/modules/registry'

export interface ContentToScreen {
  contentType: 'message' | 'job'
  contentId: string
  authorId: string
  content: string
  /** Public content: personal details in it are a hit (not in a private message). */
  isPublic: boolean
}

/** Screens the content and queues what it finds; `held` when it must stay hidden until reviewed. */
export type Screening = (content: ContentToScreen) => Promise<{ held: boolean }>

declare global {
  interface HireloopPorts {
    screening: Screening
  }
}

export function provideScreening(next: Screening | null) {
  providePort('screening', next)
}

/** Screens before delivery (never held when no module provides screening). */
export async function screenBeforeDelivery(content: ContentToScreen): Promise<{ held: boolean }> {
  const screening = port('screening')
  return screening ? screening(content) : { held: false }
}
