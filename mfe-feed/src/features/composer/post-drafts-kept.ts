/*
| Whether this device may hold posts waiting to be sent. The feed is the first screen: it loads the waiting posts'
| part only when this says so or the composer opens, so a member with nothing waiting does not load it. The mark may
| outlive its drafts (sent by the service worker while no page was open, or the outbox emptied at sign-out): the
| waiting posts' part then finds none and removes it (`markPostDraftsKept` in post-draft.ts, which the first screen
| does not load).
*/

export const POST_DRAFTS_KEY = 'hireloop-post-drafts'

export function postDraftsKept(): boolean {
  try {
    return localStorage.getItem(POST_DRAFTS_KEY) === '1'
  } catch {
    return false
  }
}
