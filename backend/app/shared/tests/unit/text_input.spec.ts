import { test } from '@japa/runner'
import { isSafeText, unsafeTextFields } from '#shared/services/text_input'

test.group('text input: what storage cannot take', () => {
  test('NUL and lone surrogates are unsafe; paired surrogates (emoji) are text', ({ assert }) => {
    assert.isTrue(isSafeText('Congrats 🎉 — ok'))
    assert.isFalse(isSafeText('a\u0000b'))
    assert.isFalse(isSafeText('\ud800x'))
    assert.isFalse(isSafeText('x\udfff'))
    assert.isFalse(isSafeText('\udfff\ud800'))
  })

  test('reports the path of every unsafe string or key', ({ assert }) => {
    const body = {
      name: 'ok',
      blocks: [{ content: { text: 'a\u0000' } }, { content: { hashtags: ['x', '\ud800'] } }],
      metrics: { 'bad\u0000key': 1 },
      '\ud800': 'top-level key',
    }
    assert.sameMembers(unsafeTextFields(body), [
      'blocks.0.content.text',
      'blocks.1.content.hashtags.1',
      'metrics',
      '\ufffd',
    ])
    assert.deepEqual(unsafeTextFields({ id: '\u0000' }, 'params'), ['params.id'])
    assert.deepEqual(unsafeTextFields({ a: 1, b: [true, null, 'fine'] }), [])
  })

  test('any depth is walked; class instances (uploaded files) are not', ({ assert }) => {
    let deep: unknown = 'x\u0000'
    for (let level = 0; level < 10_000; level++) deep = [deep]
    assert.lengthOf(unsafeTextFields({ deep }), 1)

    class UploadedFile {
      clientName = 'a\u0000.png'
    }
    assert.deepEqual(unsafeTextFields({ file: new UploadedFile() }), [])
  })
})
