import { test } from '@japa/runner'
import crypto, { createHmac, createSecretKey, randomBytes } from 'node:crypto'
import Tokens from 'csrf'
import { usePreparedHmacKeys } from '#shared/services/prepared_hmac_keys'
import { isValidToken } from '#shared/middleware/csrf_middleware'

test.group('prepared HMAC keys', () => {
  test('are installed for every caller and give the same HMACs', ({ assert }) => {
    usePreparedHmacKeys()
    // The named import is the replacement (the app boots through bin/ignite.ts, which installs it).
    assert.strictEqual(createHmac, crypto.createHmac)
    const key = randomBytes(32)
    const expected = crypto.createHmac('sha256', createSecretKey(Buffer.from(key))).update('value').digest('hex')
    assert.equal(createHmac('sha256', key).update('value').digest('hex'), expected)
    assert.equal(createHmac('sha256', key).update('value').digest('hex'), expected)
  })

  test('a key buffer whose bytes change is prepared anew', ({ assert }) => {
    const key = Buffer.alloc(32, 1)
    const first = createHmac('sha256', key).update('value').digest('hex')
    key.fill(2)
    const second = createHmac('sha256', key).update('value').digest('hex')
    assert.notEqual(first, second)
    assert.equal(second, createHmac('sha256', createSecretKey(Buffer.alloc(32, 2))).update('value').digest('hex'))
  })

  test('string keys are left as they are', ({ assert }) => {
    assert.equal(
      createHmac('sha256', 'secret').update('value').digest('hex'),
      createHmac('sha256', createSecretKey(Buffer.from('secret'))).update('value').digest('hex')
    )
  })
})

test.group('CSRF tokens', () => {
  test('a token of the session secret is valid; any other is not', ({ assert }) => {
    const tokens = new Tokens()
    const secret = tokens.secretSync()
    const token = tokens.create(secret)
    assert.isTrue(isValidToken(secret, token))
    assert.isTrue(tokens.verify(secret, token))
    assert.isFalse(isValidToken(tokens.secretSync(), token))
    assert.isFalse(isValidToken(secret, `${token}x`))
    assert.isFalse(isValidToken(secret, token.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'))))
    assert.isFalse(isValidToken(secret, undefined))
    assert.isFalse(isValidToken(secret, '-'))
    assert.isFalse(isValidToken(secret, 'x'.repeat(300)))
  })
})
