import type { Draft } from '@hireloop/shared-ui/offline'
import { describe, expect, it } from 'vitest'
import { blocksToPublish, createBlock, updateBlockContent, type DraftBlock } from './blocks'
import { pendingBlock, pendingUploads, withPendingFiles } from './pending-media'

const photo = (name = 'shift.png') => new File(['png'], name, { type: 'image/png' })

describe('blocks waiting for their file', () => {
  it('a media block with a file waiting is published (without a url), an empty one is dropped', () => {
    const file = photo()
    const blocks: DraftBlock[] = [
      createBlock('image', 'empty'),
      { id: 'p1', type: 'paragraph', content: { text: 'Day one' } },
      pendingBlock(createBlock('image', 'i1'), 'image', file),
    ]
    const check = blocksToPublish(blocks)
    expect(check).toEqual({
      ok: true,
      blocks: [
        { id: 'p1', type: 'paragraph', content: { text: 'Day one' } },
        { id: 'i1', type: 'image', content: {} },
      ],
    })
  })

  it('each waiting file uploads into the url of its block among those published', () => {
    const first = photo('a.png')
    const second = new File(['mp4'], 'b.mp4', { type: 'video/mp4' })
    const blocks: DraftBlock[] = [
      createBlock('paragraph', 'empty'),
      pendingBlock(createBlock('image', 'i1'), 'image', first),
      { id: 'p1', type: 'paragraph', content: { text: 'Day one' } },
      pendingBlock(createBlock('image', 'v1'), 'video', second),
    ]
    const check = blocksToPublish(blocks)
    if (!check.ok) throw new Error('not publishable')
    expect(pendingUploads(check.blocks, blocks)).toEqual([
      {
        url: '/api/upload',
        fields: [
          { name: 'files', file: first, fileName: 'a.png' },
          { name: 'folder', value: 'media' },
        ],
        into: ['blocks', 0, 'content', 'url'],
      },
      {
        url: '/api/upload',
        fields: [
          { name: 'files', file: second, fileName: 'b.mp4' },
          { name: 'folder', value: 'media' },
        ],
        into: ['blocks', 2, 'content', 'url'],
      },
    ])
  })

  it('a link typed into the block replaces its waiting file; a caption keeps it', () => {
    const file = photo()
    const blocks = [pendingBlock(createBlock('image', 'i1'), 'image', file)]
    expect(updateBlockContent(blocks, 'i1', { caption: 'Depot' })[0]?.pending).toBe(file)
    const linked = updateBlockContent(blocks, 'i1', { url: 'https://example.com/a.png' })[0]
    expect(linked).not.toHaveProperty('pending')
    expect(linked?.content).toEqual({ url: 'https://example.com/a.png', caption: '', alt: '' })
  })

  it('a waiting post gives its blocks back with their files', () => {
    const draft: Draft = {
      id: 'k1',
      kind: 'post',
      memberId: 'member-1',
      target: 'feed',
      url: '/api/posts',
      body: '{}',
      createdAt: '2026-06-03T14:05:00.000Z',
      state: 'waiting',
      uploads: [
        {
          url: '/api/upload',
          fields: [
            { name: 'files', file: new Blob(['png'], { type: 'image/png' }), fileName: 'shift.png' },
            { name: 'folder', value: 'media' },
          ],
          into: ['blocks', 1, 'content', 'url'],
        },
      ],
    }
    const blocks: DraftBlock[] = [
      { id: 'p1', type: 'paragraph', content: { text: 'Day one' } },
      { id: 'i1', type: 'image', content: {} },
    ]
    const back = withPendingFiles(blocks, draft)
    expect(back[0]).toEqual(blocks[0])
    expect(back[1]?.pending).toBeInstanceOf(File)
    expect(back[1]?.pending?.name).toBe('shift.png')
    expect(back[1]?.pending?.type).toBe('image/png')
    expect(withPendingFiles(blocks, { ...draft, uploads: undefined })).toEqual(blocks)
  })
})
