import { test } from '@japa/runner'
import crypto, { createHmac, createSecretKey, randomBytes } from 'node:crypto'
import Tokens from 'csrf'
import { usePreparedHmacKeys } from '#shared/internals/prepared_hmac_keys'
import { isValidToken } from '#shared/middleware/csrf_middleware'
import { MessageVerifier } from '@boringnode/encryption/message_verifier'
import { rememberVerifiedSignatures } from '#shared/internals/verified_signatures'

test.group('prepared HMAC keys', () => {
  test('are installed for every caller and give the same HMACs', ({ assert }) => {
    usePreparedHmacKeys()
    // The named import is the replacement (the app boots through bin/ignite.ts, which installs it).
    assert.strictEqual(createHmac, crypto.createHmac)
    const key = randomBytes(32)
    const expected = crypto
      .createHmac('sha256', createSecretKey(Buffer.from(key)))
      .update('value')
      .digest('hex')
    assert.equal(createHmac('sha256', key).update('value').digest('hex'), expected)
    assert.equal(createHmac('sha256', key).update('value').digest('hex'), expected)
  })

  test('a key buffer whose bytes change is prepared anew', ({ assert }) => {
    const key = Buffer.alloc(32, 1)
    const first = createHmac('sha256', key).update('value').digest('hex')
    key.fill(2)
    const second = createHmac('sha256', key).update('value').digest('hex')
    assert.notEqual(first, second)
    assert.equal(
      second,
      createHmac('sha256', createSecretKey(Buffer.alloc(32, 2)))
        .update('value')
        .digest('hex')
    )
  })

  test('string keys are left as they are', ({ assert }) => {
    assert.equal(
      createHmac('sha256', 'secret').update('value').digest('hex'),
      createHmac('sha256', createSecretKey(Buffer.from('secret')))
        .update('value')
        .digest('hex')
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
    assert.isFalse(
      isValidToken(
        secret,
        token.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'))
      )
    )
    assert.isFalse(isValidToken(secret, undefined))
    assert.isFalse(isValidToken(secret, '-'))
    assert.isFalse(isValidToken(secret, 'x'.repeat(300)))
  })
})

test.group('remembered signatures', () => {
  function verifierWithCount() {
    const verifier = new MessageVerifier(['a-secret-key-of-at-least-16-chars'])
    let full = 0
    const unsign = verifier.unsign.bind(verifier)
    verifier.unsign = ((payload: string, purpose?: string) => {
      full++
      return unsign(payload, purpose)
    }) as typeof verifier.unsign
    rememberVerifiedSignatures(verifier, 2)
    return { verifier, signer: new MessageVerifier(['a-secret-key-of-at-least-16-chars']), full: () => full }
  }

  test('a value whose signature held is not verified again, and answers the same', ({ assert }) => {
    const { verifier, signer, full } = verifierWithCount()
    const signed = signer.sign('session-id', undefined, 'adonis-session')
    assert.equal(verifier.unsign(signed, 'adonis-session'), 'session-id')
    assert.equal(verifier.unsign(signed, 'adonis-session'), 'session-id')
    assert.equal(full(), 1)
  })

  test('purpose and expiry are still checked on every use', async ({ assert }) => {
    const { verifier, signer } = verifierWithCount()
    const signed = signer.sign('value', '1s', 'cookie-a')
    assert.equal(verifier.unsign(signed, 'cookie-a'), 'value')
    assert.isNull(verifier.unsign(signed, 'cookie-b'))
    await new Promise((resolve) => setTimeout(resolve, 1100))
    assert.isNull(verifier.unsign(signed, 'cookie-a'))
  })

  test('forged or altered values are refused every time and never remembered', ({ assert }) => {
    const { verifier, signer, full } = verifierWithCount()
    const signed = signer.sign('value', undefined, 'p')
    const forged = new MessageVerifier(['another-secret-key-16-chars-long']).sign('value', undefined, 'p')
    assert.isNull(verifier.unsign(forged, 'p'))
    assert.isNull(verifier.unsign(forged, 'p'))
    assert.isNull(verifier.unsign(`${signed}x`, 'p'))
    assert.isNull(verifier.unsign(12 as unknown as string, 'p'))
    assert.equal(full(), 4)
  })

  test('holds at most its capacity, dropping the least recently used', ({ assert }) => {
    const { verifier, signer, full } = verifierWithCount()
    const [a, b, c] = ['a', 'b', 'c'].map((value) => signer.sign(value, undefined, 'p'))
    verifier.unsign(a, 'p')
    verifier.unsign(b, 'p')
    verifier.unsign(a, 'p') // a is now the most recent
    verifier.unsign(c, 'p') // b goes
    assert.equal(full(), 3)
    assert.equal(verifier.unsign(a, 'p'), 'a')
    assert.equal(full(), 3)
    assert.equal(verifier.unsign(b, 'p'), 'b')
    assert.equal(full(), 4)
  })

  test('the app wraps the verifier its cookies use', async ({ assert }) => {
    const { default: encryption } = await import('@adonisjs/core/services/encryption')
    const verifier = encryption.getMessageVerifier()
    assert.strictEqual(verifier, encryption.getMessageVerifier())
    assert.isTrue((verifier as unknown as Record<symbol, unknown>)[Symbol.for('hireloop.verifiedSignatures')])
  })
})
