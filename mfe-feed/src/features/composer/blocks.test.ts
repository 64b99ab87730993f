import type { PostBlock } from '../../api/feed/types'
import { describe, expect, it } from 'vitest'
import {
  addBlockAfter,
  BLOCK_ID_LENGTH,
  blocksToPublish,
  createBlock,
  draftsFromPost,
  initialBlocks,
  isBlockNonEmpty,
  moveBlock,
  newBlockId,
  parseHashtags,
  removeBlock,
  setHashtagText,
  updateBlockContent,
  type DraftBlock,
} from './blocks'

const block = (type: PostBlock['type'], content: Record<string, unknown>) =>
  ({ id: 'x'.repeat(21), type, content }) as PostBlock

describe('isBlockNonEmpty (part 1 §5 "Composer")', () => {
  it.each([
    ['paragraph', { text: '  hi ' }, true],
    ['paragraph', { text: '   ' }, false],
    ['heading', { text: 'Title', level: 2 }, true],
    ['heading', { text: '', level: 2 }, false],
    ['quote', { text: '\n\t' }, false],
    ['quote', { text: 'Wise' }, true],
    ['image', { url: '/uploads/media/a.png', caption: '' }, true],
    ['image', { url: '', caption: 'only a caption' }, false],
    ['video', { url: 'https://cdn.example.com/v.mp4' }, true],
    ['video', { caption: 'no url' }, false],
    ['article', { title: 'Read me', body: '' }, true],
    ['article', { title: ' ', subtitle: 'sub', body: 'body' }, false],
    ['job', { jobTitle: 'Engineer' }, true],
    ['job', { company: 'Acme' }, false],
    ['event', { eventTitle: 'Open day' }, true],
    ['event', { eventDate: '2026-12-01' }, false],
    ['achievement', { achievementTitle: 'NERC certified', achievementType: 'certification' }, true],
    ['achievement', { achievementType: 'award' }, false],
    ['hashtag', { hashtags: ['hiring'] }, true],
    ['hashtag', { hashtags: [] }, false],
    ['hashtag', { hashtags: ['  '] }, false],
    ['schedule', { scheduledDate: '2026-12-01', timezone: 'UTC' }, true],
    ['schedule', { scheduledTime: '10:00', timezone: 'UTC' }, false],
    ['divider', {}, true],
  ] as const)('%s %j → %s', (type, content, expected) => {
    expect(isBlockNonEmpty(block(type, content))).toBe(expected)
  })
})

describe('block ids', () => {
  it('are 21 URL-safe random characters', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newBlockId()))
    expect(ids.size).toBe(200)
    for (const id of ids) expect(id).toMatch(new RegExp(`^[A-Za-z0-9_-]{${BLOCK_ID_LENGTH}}$`))
  })
})

describe('composer block operations', () => {
  const three = (): DraftBlock[] => [
    createBlock('paragraph', 'a'),
    createBlock('image', 'b'),
    createBlock('event', 'c'),
  ]
  const ids = (blocks: DraftBlock[]) => blocks.map((item) => item.id)

  it('opens with the shortcut type, or one paragraph', () => {
    expect(initialBlocks().map((item) => item.type)).toEqual(['paragraph'])
    expect(initialBlocks('event').map((item) => item.type)).toEqual(['event'])
    expect(initialBlocks('image')[0]!.content).toEqual({ url: '', caption: '', alt: '' })
    expect(createBlock('heading').content).toEqual({ text: '', level: 2 })
    expect(createBlock('achievement').content).toMatchObject({ achievementType: 'milestone' })
    expect(createBlock('schedule').content).toMatchObject({ timezone: 'UTC' })
  })

  it('adds a block right after any index', () => {
    expect(ids(addBlockAfter(three(), 0, 'quote', 'n'))).toEqual(['a', 'n', 'b', 'c'])
    expect(ids(addBlockAfter(three(), 2, 'quote', 'n'))).toEqual(['a', 'b', 'c', 'n'])
    expect(ids(addBlockAfter(three(), -1, 'quote', 'n'))).toEqual(['n', 'a', 'b', 'c'])
    expect(addBlockAfter(three(), 1, 'divider', 'n')[2]).toMatchObject({ id: 'n', type: 'divider', content: {} })
  })

  it('removes a block but never the last one', () => {
    expect(ids(removeBlock(three(), 1))).toEqual(['a', 'c'])
    const one = [createBlock('paragraph', 'only')]
    expect(ids(removeBlock(one, 0))).toEqual(['only'])
    expect(ids(removeBlock(three(), 7))).toEqual(['a', 'b', 'c'])
  })

  it('moves a block up or down, and not past either end', () => {
    expect(ids(moveBlock(three(), 1, -1))).toEqual(['b', 'a', 'c'])
    expect(ids(moveBlock(three(), 1, 1))).toEqual(['a', 'c', 'b'])
    expect(ids(moveBlock(three(), 0, -1))).toEqual(['a', 'b', 'c'])
    expect(ids(moveBlock(three(), 2, 1))).toEqual(['a', 'b', 'c'])
  })

  it('never changes the list it was given (everything stays local until publish)', () => {
    const blocks = three()
    const frozen = JSON.stringify(blocks)
    addBlockAfter(blocks, 0, 'quote')
    removeBlock(blocks, 0)
    moveBlock(blocks, 0, 1)
    updateBlockContent(blocks, 'a', { text: 'changed' })
    expect(JSON.stringify(blocks)).toBe(frozen)
    expect(updateBlockContent(blocks, 'a', { text: 'changed' })[0]!.content).toEqual({ text: 'changed' })
  })

  it('reads hashtags comma-separated and trimmed', () => {
    expect(parseHashtags(' hiring, #GridOps ,, nerc ,')).toEqual(['hiring', '#GridOps', 'nerc'])
    expect(parseHashtags('')).toEqual([])
    const blocks = setHashtagText([createBlock('hashtag', 'h')], 'h', 'a, b,')
    expect(blocks[0]).toMatchObject({ hashtagText: 'a, b,', content: { hashtags: ['a', 'b'] } })
  })

  it('edits a copy of the post blocks, hashtags shown as typed text', () => {
    const source: PostBlock[] = [{ id: 'abcdefghijklmnopqrstu', type: 'hashtag', content: { hashtags: ['a', 'b'] } }]
    const drafts = draftsFromPost(source)
    expect(drafts[0]).toMatchObject({ id: 'abcdefghijklmnopqrstu', hashtagText: 'a, b' })
    expect(drafts[0]!.content).not.toBe(source[0]!.content)
    expect(draftsFromPost([]).map((item) => item.type)).toEqual(['paragraph'])
  })
})

describe('blocksToPublish', () => {
  it('drops empty blocks and empty fields, keeps ids and order', () => {
    const blocks: DraftBlock[] = [
      { id: 'a'.repeat(21), type: 'heading', content: { text: ' Hiring ', level: 2 } },
      { id: 'b'.repeat(21), type: 'paragraph', content: { text: '   ' } },
      { id: 'c'.repeat(21), type: 'image', content: { url: '/uploads/media/x.png', caption: '', alt: '' } },
      { id: 'd'.repeat(21), type: 'hashtag', content: { hashtags: [] }, hashtagText: 'grid, ops' },
    ]
    const result = blocksToPublish(blocks)
    expect(result).toEqual({
      ok: true,
      blocks: [
        { id: 'a'.repeat(21), type: 'heading', content: { text: 'Hiring', level: 2 } },
        { id: 'c'.repeat(21), type: 'image', content: { url: '/uploads/media/x.png' } },
        { id: 'd'.repeat(21), type: 'hashtag', content: { hashtags: ['grid', 'ops'] } },
      ],
    })
  })

  it("refuses a post with nothing left: 'Empty content'", () => {
    const result = blocksToPublish([createBlock('paragraph'), createBlock('event'), createBlock('hashtag')])
    expect(result).toEqual({
      ok: false,
      title: 'Empty content',
      description: 'Please add some content before publishing.',
    })
  })
})
