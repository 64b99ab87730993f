/*
| The screening hook (issue 14): content delivered to someone the moment it
| is stored (a message, pushed live) is screened before it is announced, so
| a held message never reaches its recipient. The moderation module, when
| enabled, provides it (screen, queue, hold); without it nothing is held.
| Content that is only read on request (posts, comments, jobs, profiles)
| is screened by moderation's listeners of the owners' events instead.
*/

export interface ContentToScreen {
  contentType: 'message'
  contentId: string
  authorId: string
  content: string
}

/** Screens the content and queues what it finds; `held` when it must stay hidden until reviewed. */
export type Screening = (content: ContentToScreen) => Promise<{ held: boolean }>

let screening: Screening | null = null

export function provideScreening(next: Screening | null) {
  screening = next
}

/** Screens before delivery (never held when no module provides screening). */
export async function screenBeforeDelivery(content: ContentToScreen): Promise<{ held: boolean }> {
  return screening ? screening(content) : { held: false }
}
