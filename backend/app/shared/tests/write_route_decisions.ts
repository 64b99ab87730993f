/*
| Every write route (POST, PUT, PATCH, DELETE) the router holds after boot
| has a restriction decision here, with its reason. The product's rule: a
| restricted (or banned) member cannot post, comment, send messages or post
| jobs; whatever puts their words in front of other members is refused, and
| what only reads, answers, removes their own content, keeps them safe or
| concerns their own account stays open. A new write route without a line
| here fails the suite (write_routes.spec.ts); the route fuzz checks that a
| restricted member never gets a success from a restricted route.
*/

export type Decision = { restricted: boolean; reason: string }

const OPEN_ACCOUNT = 'their own account and session: signing in and out stays possible'
const REMOVES = 'removes or hides their own content: never refused'
const PRIVATE = 'private to the member: nobody else reads it'
const SAFETY = 'safety: reporting, blocking, acknowledging and appealing stay open to everyone'
const ADMIN = "an admin's decision (admins are not restricted members)"
const ANSWER = 'answers or tidies what others sent them: carries no words of theirs'

export const WRITE_ROUTE_DECISIONS: Record<string, Decision> = {
  'POST /api/__transmit/subscribe': { restricted: false, reason: 'listening to their own live channel' },
  'POST /api/__transmit/unsubscribe': { restricted: false, reason: 'listening to their own live channel' },
  'POST /api/users': { restricted: false, reason: 'registration: no member yet' },
  'POST /api/auth/login': { restricted: false, reason: OPEN_ACCOUNT },
  'POST /api/auth/logout': { restricted: false, reason: OPEN_ACCOUNT },
  'POST /api/auth/verify-email': { restricted: false, reason: OPEN_ACCOUNT },
  'POST /api/auth/resend-verification': { restricted: false, reason: OPEN_ACCOUNT },
  'POST /api/auth/request-password-reset': { restricted: false, reason: OPEN_ACCOUNT },
  'POST /api/auth/reset-password': { restricted: false, reason: OPEN_ACCOUNT },
  'PATCH /api/user/me': {
    restricted: false,
    reason: 'their own profile (screened like any text): they may correct it while restricted',
  },
  'POST /api/upload': {
    restricted: false,
    reason: 'an upload alone shows nothing to anyone: the post or profile that uses it is checked',
  },
  'POST /api/posts': { restricted: true, reason: 'posting' },
  'PUT /api/posts/:id': { restricted: true, reason: 'posting: an edit can turn a post into anything' },
  'PATCH /api/posts/:id/archive': { restricted: false, reason: REMOVES },
  'DELETE /api/posts/:id': { restricted: false, reason: REMOVES },
  'POST /api/posts/:id/like': { restricted: false, reason: 'a reaction: no words of theirs' },
  'POST /api/posts/:id/repost': { restricted: false, reason: "a counter on someone else's post: no words of theirs" },
  'POST /api/posts/:id/share': { restricted: false, reason: 'a share counter: no words of theirs' },
  'POST /api/posts/:id/bookmark': { restricted: false, reason: PRIVATE },
  'POST /api/posts/:id/report': { restricted: false, reason: SAFETY },
  'POST /api/posts/:id/comments': { restricted: true, reason: 'commenting' },
  'POST /api/comments/:id/restore': { restricted: true, reason: 'commenting: brings a comment back into view' },
  'PATCH /api/comments/:id': { restricted: true, reason: 'commenting: an edit can turn a comment into anything' },
  'DELETE /api/comments/:id': { restricted: false, reason: REMOVES },
  'POST /api/comments/:id/reactions': { restricted: false, reason: 'a reaction: no words of theirs' },
  'PATCH /api/notifications/read-all': { restricted: false, reason: PRIVATE },
  'PUT /api/notifications/preferences': { restricted: false, reason: PRIVATE },
  'POST /api/notifications/push/subscriptions': { restricted: false, reason: "their own device's push subscription" },
  'DELETE /api/notifications/push/subscriptions': { restricted: false, reason: "their own device's push subscription" },
  'PATCH /api/notifications/:id/read': { restricted: false, reason: PRIVATE },
  'DELETE /api/notifications/:id': { restricted: false, reason: PRIVATE },
  'POST /api/companies': { restricted: true, reason: 'posting jobs: a company page is public text behind its jobs' },
  'PATCH /api/companies/:id': {
    restricted: true,
    reason: 'posting jobs: a company page is public text behind its jobs',
  },
  'PATCH /api/companies/:id/verification': { restricted: false, reason: ADMIN },
  'PATCH /api/companies/:id/visibility': { restricted: false, reason: ADMIN },
  'POST /api/jobs': { restricted: true, reason: 'posting jobs' },
  'PATCH /api/jobs/:id': { restricted: true, reason: "posting jobs: an edit changes the job's public text" },
  'DELETE /api/jobs/:id': { restricted: false, reason: REMOVES },
  'POST /api/jobs/:id/interactions': { restricted: false, reason: 'save or like a job: private or a counter' },
  'POST /api/jobs/:id/report': { restricted: false, reason: SAFETY },
  'POST /api/alerts': { restricted: false, reason: PRIVATE },
  'PATCH /api/alerts/:id': { restricted: false, reason: PRIVATE },
  'DELETE /api/alerts/:id': { restricted: false, reason: PRIVATE },
  'POST /api/upload/resume': { restricted: false, reason: 'a résumé is read only by employers they apply to' },
  'POST /api/jobs/:id/apply': {
    restricted: false,
    reason: "looking for work, not posting: the cover letter reaches only that job's employer",
  },
  'PATCH /api/applications/:id': { restricted: false, reason: 'moving an applicant through the pipeline: no words' },
  'DELETE /api/applications/:id': { restricted: false, reason: REMOVES },
  'PUT /api/applications/:id/note': { restricted: false, reason: "the employer's private note: nobody else reads it" },
  'POST /api/applications/:id/send-email': { restricted: true, reason: 'sending messages: an e-mail to an applicant' },
  'POST /api/threads': { restricted: true, reason: 'sending messages' },
  'POST /api/threads/:id/messages': { restricted: true, reason: 'sending messages' },
  'POST /api/threads/:id/mark-read': { restricted: false, reason: PRIVATE },
  'PATCH /api/threads/:id/archive': { restricted: false, reason: PRIVATE },
  'DELETE /api/threads/:id': { restricted: false, reason: REMOVES },
  'POST /api/messages': { restricted: true, reason: 'sending messages' },
  'POST /api/job-recommendations': { restricted: true, reason: "sending messages: writes into others' conversations" },
  'POST /api/connections': { restricted: true, reason: 'sending messages: a request carries a note' },
  'POST /api/connections/:id/accept': { restricted: false, reason: ANSWER },
  'POST /api/connections/:id/decline': { restricted: false, reason: ANSWER },
  'DELETE /api/connections/:id': { restricted: false, reason: REMOVES },
  'POST /api/users/:id/block': { restricted: false, reason: SAFETY },
  'DELETE /api/users/:id/block': { restricted: false, reason: SAFETY },
  'POST /api/referrals': { restricted: true, reason: 'sending messages: a request with a message to a member' },
  'POST /api/referrals/invite': { restricted: true, reason: 'sending messages: an e-mail and a notification' },
  'PATCH /api/referrals/:id': { restricted: false, reason: ANSWER },
  'POST /api/referrals/:id/thread': { restricted: true, reason: 'sending messages: a thank-you in a conversation' },
  'PATCH /api/notifications/referrals/:id/read': { restricted: false, reason: PRIVATE },
  'PATCH /api/notifications/referrals/:id/archive': { restricted: false, reason: PRIVATE },
  'DELETE /api/notifications/referrals/:id': { restricted: false, reason: PRIVATE },
  'POST /api/moderation/queue/:id/action': { restricted: false, reason: ADMIN },
  'POST /api/moderation/reports': { restricted: false, reason: SAFETY },
  'POST /api/moderation/violations/:id/acknowledge': { restricted: false, reason: SAFETY },
  'POST /api/moderation/violations/:id/appeal': { restricted: false, reason: SAFETY },
  'POST /api/moderation/queue/:id/reverse': { restricted: false, reason: ADMIN },
}
