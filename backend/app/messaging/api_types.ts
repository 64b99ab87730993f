/*
| Answer types of the messaging module for the front ends, type-only:
| @hireloop/backend/api-types/messaging.
*/
export type {
  ConnectionAnswer,
  ConnectionRequestAnswer,
  ConnectionRequestsPage,
  ConnectionsPage,
  LiveEvent,
  MessageAnswer,
  MessagesPage,
  ParticipantAnswer,
  StartThreadAnswer,
  ThreadAnswer,
  ThreadsPage,
  UnreadCountAnswer,
} from '#messaging/contract'
export type { ConnectionStatus } from '#messaging/constants'
export type { ConnectionStatusesAnswer, PersonConnectionStatus } from '#messaging/queries/connections_query'
