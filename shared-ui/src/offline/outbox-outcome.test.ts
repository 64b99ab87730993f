import { describe, expect, it } from 'vitest'
import { draftOutcome } from './outbox-request'

describe('draftOutcome', () => {
  it('is sent on a 2xx, with the answer', () => {
    expect(draftOutcome(201, '{"id":"m1","content":"Hi"}')).toEqual({
      outcome: 'sent',
      answer: { id: 'm1', content: 'Hi' },
    })
    expect(draftOutcome(204, '')).toEqual({ outcome: 'sent', answer: undefined })
  })

  it('is sent when the key was already used for an earlier version of the draft', () => {
    const body = JSON.stringify({ error: 'This Idempotency-Key was already used for a different request' })
    expect(draftOutcome(422, body)).toEqual({ outcome: 'sent', answer: undefined })
  })

  it('waits when no decision was made: server errors, a try still in flight, a session to renew', () => {
    for (const status of [500, 502, 503, 504, 401, 419]) {
      expect(draftOutcome(status, '{"error":"later"}')).toEqual({ outcome: 'waiting' })
    }
    const inFlight = '{"error":"A request with this Idempotency-Key is still being processed; retry in a moment"}'
    expect(draftOutcome(409, inFlight)).toEqual({ outcome: 'waiting' })
  })

  it("fails on any other refusal, with the server's words or the status", () => {
    expect(draftOutcome(403, '{"error":"You cannot message this person"}')).toEqual({
      outcome: 'failed',
      error: 'You cannot message this person',
    })
    expect(draftOutcome(422, '{"error":"Message is too long"}')).toEqual({
      outcome: 'failed',
      error: 'Message is too long',
    })
    expect(draftOutcome(400, 'not json')).toEqual({ outcome: 'failed', error: '400' })
    expect(draftOutcome(409, '{"error":"You have already applied to this job"}')).toEqual({
      outcome: 'failed',
      error: 'You have already applied to this job',
    })
  })
})
