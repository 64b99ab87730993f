import type { ThreadAnswer } from '@hireloop/backend/api-types/messaging'

/** A conversation as GET /api/threads and POST /api/threads answer it to its reader. */
export function makeThread(overrides: Partial<ThreadAnswer> = {}): ThreadAnswer {
  return {
    id: 't1',
    otherParticipant: { id: 'u5', name: 'Dana Lee', userType: 'candidate', avatar: null },
    job: { id: 'j1', title: 'NERC Compliance Analyst', company: 'Gridline Power' },
    lastMessage: null,
    messageCount: 0,
    unreadCount: 0,
    isArchived: false,
    lastActivityAt: '2026-11-20T12:00:00.000Z',
    ...overrides,
  }
}
