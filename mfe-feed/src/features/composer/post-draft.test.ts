import { describe, expect, it } from 'vitest'
import type { PostBlock } from '../../api/feed/types'
import { postDraftPreview } from './post-draft'

describe('postDraftPreview', () => {
  it("joins the blocks' main words, names media without words, and cuts at 140 characters", () => {
    const blocks = [
      { id: 'a', type: 'heading', content: { text: ' Hiring ' } },
      { id: 'b', type: 'image', content: { url: '/uploads/media/x.png' } },
      { id: 'c', type: 'event', content: { eventTitle: 'Open day' } },
      { id: 'd', type: 'hashtag', content: { hashtags: ['#drivers', '#nights'] } },
      { id: 'e', type: 'divider', content: {} },
    ] as PostBlock[]
    expect(postDraftPreview(blocks)).toBe('Hiring · Photo · Open day · #drivers #nights')
    const long = [{ id: 'a', type: 'paragraph', content: { text: 'x'.repeat(200) } }] as PostBlock[]
    expect(postDraftPreview(long)).toBe(`${'x'.repeat(139)}…`)
    expect(postDraftPreview([])).toBe('Post')
  })
})
