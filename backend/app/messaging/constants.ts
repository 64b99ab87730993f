/*
| Rules and words of the messaging module (part 1 §5 "Messages",
| §8, §9). Shared with mfe-messaging through @hireloop/backend/messaging-constants.
*/

export const MESSAGING_LIMITS = {
  /** Characters of one message after trimming. */
  messageMax: 5000,
  connectionNoteMax: 300,
  recommendationMessageMax: 500,
  recommendationRecipientsMax: 50,
  /** Abuse limits (per user). */
  newThreadsPerHour: 30,
  messagesPerMinute: 30,
  pageDefault: 20,
  pageMax: 50,
}

/** Part 1 §9: the fallback polling when the live stream is down. */
export const MESSAGING_POLLING_MS = {
  unreadCount: 30_000,
  threadList: 30_000,
  openThread: 5_000,
}

export const CONNECTION_STATUSES = ['pending', 'accepted', 'declined'] as const
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number]

export const MESSAGING_MESSAGES = {
  contentRequired: 'Message cannot be empty',
  contentMax: 'Message is too long (5000 characters at most)',
  threadNotFound: 'Conversation not found',
  recipientRequired: 'Recipient is required',
  recipientNotFound: 'Recipient not found',
  cannotMessageSelf: 'You cannot message yourself',
  cannotStartThread: 'You can message the employer of a job you applied to, an applicant to your jobs, or a connection',
  cannotMessageUser: 'You cannot message this person',
  tooManyThreads: 'You have started too many conversations. Please try again later.',
  tooManyMessages: 'You are sending messages too quickly. Please wait a moment.',
  connectionNotFound: 'Connection not found',
  alreadyConnected: 'You are already connected',
  requestPending: 'A connection request is already pending',
  cannotConnectSelf: 'You cannot connect with yourself',
  noteMax: 'Note is too long (300 characters at most)',
  onlyTargetResponds: 'Only the person asked can answer this request',
  noConversationsSelected: 'No Conversations Selected',
  noConnectionsSelected: 'No Connections Selected',
  notConnected: 'You can only recommend jobs to your connections',
  jobNotFound: 'Job not found',
} as const
