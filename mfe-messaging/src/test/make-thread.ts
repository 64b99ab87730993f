import type {
  ConnectionAnswer,
  ConnectionRequestAnswer,
  MessageAnswer,
  ThreadAnswer,
} from '@hireloop/backend/api-types/messaging'

export const ME = { id: 'me', name: 'Morgan Lee', email: 'morgan@example.com', userType: 'candidate' }

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

export function makeMessage(overrides: Partial<MessageAnswer> = {}): MessageAnswer {
  const senderId = overrides.senderId ?? 'dana'
  return {
    id: 'm1',
    threadId: 't1',
    senderId,
    sender: { id: senderId, name: senderId === ME.id ? ME.name : 'Dana Reyes' },
    content: 'Are you free for a call on Thursday?',
    createdAt: minutesAgo(10),
    readBy: [senderId],
    ...overrides,
  }
}

export function makeThread(overrides: Partial<ThreadAnswer> = {}): ThreadAnswer {
  return {
    id: 't1',
    otherParticipant: { id: 'dana', name: 'Dana Reyes', userType: 'employer', avatar: null },
    job: { id: 'j1', title: 'NERC Compliance Analyst', company: 'Gridline Power' },
    lastMessage: {
      id: 'm1',
      content: 'Are you free for a call on Thursday?',
      createdAt: minutesAgo(10),
      senderId: 'dana',
      readBy: ['dana'],
    },
    messageCount: 1,
    unreadCount: 2,
    isArchived: false,
    lastActivityAt: minutesAgo(10),
    ...overrides,
  }
}

export function makeConnection(overrides: Partial<ConnectionAnswer> = {}): ConnectionAnswer {
  return {
    id: 'sam',
    name: 'Sam Ortiz',
    userType: 'candidate',
    location: 'Austin, Texas',
    avatar: null,
    connectionId: 'c1',
    ...overrides,
  }
}

export function makeRequest(overrides: Partial<ConnectionRequestAnswer> = {}): ConnectionRequestAnswer {
  return {
    id: 'r1',
    status: 'pending',
    note: 'We met at the grid reliability meetup.',
    createdAt: minutesAgo(60),
    direction: 'incoming',
    person: { id: 'ali', name: 'Ali Khan', userType: 'employer', avatar: null, location: 'Denver' },
    ...overrides,
  }
}

export { minutesAgo }
