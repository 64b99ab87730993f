import { test } from '@japa/runner'
import {
  extractHashtags,
  extractMentions,
  isSafeMediaUrl,
  newBlockId,
  normalizePost,
  type BlockInput,
} from '#feed/rules/blocks'

test.group('blocks: normalizePost', () => {
  test('keeps valid ids, replaces repeated ones and generates missing ones', ({ assert }) => {
    const id = 'A'.repeat(21)
    const { blocks } = normalizePost([
      { id, type: 'paragraph', content: { text: 'One' } },
      { id, type: 'paragraph', content: { text: 'Two' } },
      { type: 'divider' },
    ])
    assert.equal(blocks[0].id, id)
    assert.notEqual(blocks[1].id, id)
    assert.match(blocks[1].id, /^[A-Za-z0-9_-]{21}$/)
    assert.match(blocks[2].id, /^[A-Za-z0-9_-]{21}$/)
  })

  test('counts a block only when the composer rule says so (part 1 §5)', ({ assert }) => {
    const cases: [BlockInput, boolean][] = [
      [{ type: 'paragraph', content: { text: '' } }, false],
      [{ type: 'heading', content: { level: 3 } }, false],
      [{ type: 'quote', content: { text: 'q' } }, true],
      [{ type: 'image', content: { caption: 'no url' } }, false],
      [{ type: 'video', content: { url: '/v.mp4' } }, true],
      [{ type: 'article', content: { subtitle: 'no title' } }, false],
      [{ type: 'job', content: { company: 'no title' } }, false],
      [{ type: 'event', content: { eventTitle: 'e' } }, true],
      [{ type: 'achievement', content: { achievementType: 'award' } }, false],
      [{ type: 'hashtag', content: { hashtags: ['  ', '#'] } }, false],
      [{ type: 'schedule', content: { scheduledTime: '10:00' } }, false],
      [{ type: 'divider', content: null }, true],
    ]
    for (const [block, kept] of cases) {
      const run = () => normalizePost([block])
      if (kept) assert.lengthOf(run().blocks, 1, block.type)
      else assert.throws(run, 'Validation failure')
    }
  })

  test('derives plain text, media and media files', ({ assert }) => {
    const post = normalizePost([
      { type: 'job', content: { jobTitle: 'Analyst', company: 'GridCo', location: 'Remote' } },
      { type: 'paragraph', content: { text: 'See https://example.com/jobs' } },
    ])
    assert.equal(post.content, 'Analyst\n\nGridCo\n\nRemote\n\nSee https://example.com/jobs')
    assert.deepEqual(post.media, {
      type: 'job',
      url: null,
      title: 'Analyst',
      description: 'GridCo · Remote',
      preview: null,
    })
    assert.deepEqual(post.mediaFiles, [])

    const link = normalizePost([{ type: 'paragraph', content: { text: 'Read https://example.com/a.' } }])
    assert.equal(link.media?.type, 'link')

    const nested = normalizePost([
      { type: 'article', content: { title: 'T', body: [{ type: 'image', content: { url: '/i.png', alt: 'alt' } }] } },
    ])
    assert.deepEqual(nested.mediaFiles, [{ type: 'image', url: '/i.png', caption: null, alt: 'alt' }])
  })
})

test.group('blocks: hashtags and mentions', () => {
  test('hashtags are normalised, deduplicated and capped at 30', ({ assert }) => {
    const text = '#Grid #grid #NERC-CIP x#no https://a.example/#anchor &#39; #Ünïcode'
    assert.deepEqual(extractHashtags([], text), ['grid', 'nerc', 'ünïcode'])
    const many = Array.from({ length: 40 }, (_, i) => `#t${i}`).join(' ')
    assert.lengthOf(extractHashtags([], many), 30)
  })

  test('mentions ignore e-mail addresses, keep dots inside names, are capped at 20', ({ assert }) => {
    assert.deepEqual(extractMentions('Hi @Sam.Lee, mail sam@example.com or @sam.lee. @casey_b!'), [
      'sam.lee',
      'casey_b',
    ])
    const many = Array.from({ length: 30 }, (_, i) => `@u${i}`).join(' ')
    assert.lengthOf(extractMentions(many), 20)
  })
})

test.group('blocks: media urls and ids', () => {
  test('only http(s) and same-origin paths are media urls', ({ assert }) => {
    for (const url of ['https://cdn.example.com/a.png', 'http://x.example/v.mp4', '/uploads/a.png']) {
      assert.isTrue(isSafeMediaUrl(url), url)
    }
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:image/png;base64,AA',
      '//evil.example/a',
      'ftp://x/a',
      '/a b',
      '/a\\b',
      'https://',
    ]) {
      assert.isFalse(isSafeMediaUrl(url), url)
    }
  })

  test('new block ids are 21 URL-safe characters and differ', ({ assert }) => {
    const ids = new Set(Array.from({ length: 1000 }, newBlockId))
    assert.equal(ids.size, 1000)
    for (const id of ids) assert.match(id, /^[A-Za-z0-9_-]{21}$/)
  })
})
