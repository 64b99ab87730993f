import { describe, expect, it } from 'vitest'
import { makeJob } from '../../test/make-job'
import { shareButtonLabel, shareMessageText } from './share-text'

describe('share dialog words', () => {
  it("reads 'Share to N conversation(s)', 'Recommend to N connection(s)' and 'Share to Feed'", () => {
    expect(shareButtonLabel('messaging', 0)).toBe('Share to 0 conversations')
    expect(shareButtonLabel('messaging', 1)).toBe('Share to 1 conversation')
    expect(shareButtonLabel('messaging', 3)).toBe('Share to 3 conversations')
    expect(shareButtonLabel('connections', 1)).toBe('Recommend to 1 connection')
    expect(shareButtonLabel('connections', 2)).toBe('Recommend to 2 connections')
    expect(shareButtonLabel('feed', 5)).toBe('Share to Feed')
  })

  it('writes a recommendation line with title, company and link, then the trimmed note', () => {
    expect(shareMessageText(makeJob(), '')).toBe(
      'Check out this job: NERC Compliance Analyst at Gridline Power — /jobs/j1'
    )
    expect(shareMessageText(makeJob(), '  You would be great at this.\n ')).toBe(
      'Check out this job: NERC Compliance Analyst at Gridline Power — /jobs/j1\n\nYou would be great at this.'
    )
    expect(shareMessageText(makeJob({ id: 'a b', company: null as never }), '')).toBe(
      'Check out this job: NERC Compliance Analyst — /jobs/a%20b'
    )
  })
})
