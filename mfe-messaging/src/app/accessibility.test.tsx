import { screen, within } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { MessagingApp } from './messaging-app'
import { makeConnection, makeMessage, makeRequest, makeThread, ME } from '../test/make-thread'
import { fakeServer, renderAt } from '../test/render-app'

/** Serious and critical axe findings on the page (jsdom cannot judge colour contrast: the browser journeys do). */
async function seriousViolations() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

function server() {
  fakeServer({
    'GET /api/user/me': ME,
    'GET /api/threads': { threads: [makeThread()], nextCursor: null, hasMore: false },
    'GET /api/threads/t1/messages': {
      messages: [makeMessage(), makeMessage({ id: 'm2', senderId: 'me', content: 'Sure.', readBy: ['me', 'dana'] })],
      nextCursor: 'older',
      hasMore: true,
    },
    'POST /api/threads/t1/mark-read': { unreadCount: 0 },
    'GET /api/user/connections': { connections: [makeConnection()], nextCursor: null, hasMore: false },
    'GET /api/connections/requests': { requests: [makeRequest()] },
  })
}

describe('accessibility (axe)', () => {
  it('the thread list has no serious violations', async () => {
    server()
    renderAt('/messages', <MessagingApp />)
    await screen.findByTestId('thread')
    expect(await seriousViolations()).toEqual([])
  })

  it('an open conversation has no serious violations', async () => {
    server()
    renderAt('/messages?thread=t1', <MessagingApp />)
    const conversation = await screen.findByTestId('conversation')
    await within(conversation).findByText('Sure.')
    expect(await seriousViolations()).toEqual([])
  })

  it('the connections tab has no serious violations', async () => {
    server()
    renderAt('/messages/connections', <MessagingApp />)
    await screen.findByTestId('connection')
    await screen.findByTestId('connection-request')
    expect(await seriousViolations()).toEqual([])
  })
})
