export type {
  ConnectionRequestAnswer,
  ConnectionStatusesAnswer,
  PersonConnectionStatus,
} from '@hireloop/backend/api-types/messaging'
