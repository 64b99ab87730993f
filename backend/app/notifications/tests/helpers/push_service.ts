/*
| A push service on loopback speaking the Web Push protocol: it receives
| pushes (RFC 8030: POST to the subscription's endpoint, TTL header, 201),
| checks their VAPID authorization (RFC 8292: an ES256 JWT for the
| endpoint's origin, signed by the key in `k`) and decrypts their aes128gcm
| payload (RFC 8291) with the device keys a test subscription holds, as a
| browser would.
*/
import { createServer, type Server } from 'node:http'
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto'

export interface ReceivedPush {
  deviceId: string
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

export interface TestDevice {
  id: string
  endpoint: string
  keys: { p256dh: string; auth: string }
  decrypt(body: Buffer): string
}

const b64url = (buffer: Buffer) => buffer.toString('base64url')

/** RFC 8291 §3–4 for a single aes128gcm record (RFC 8188 header: salt, rs, idlen, keyid = sender's public key). */
function decryptAes128gcm(body: Buffer, devicePrivate: ReturnType<typeof createECDH>, authSecret: Buffer) {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const serverPublic = body.subarray(21, 21 + idLength)
  const ciphertext = body.subarray(21 + idLength)
  const devicePublic = devicePrivate.getPublicKey()
  const ecdhSecret = devicePrivate.computeSecret(serverPublic)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), devicePublic, serverPublic])
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()])
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('aes128gcm: missing last-record delimiter')
  return padded.subarray(0, end).toString('utf8')
}

/**
 * RFC 8292 §2–3: `Authorization: vapid t=<JWT>, k=<public key>`; the JWT's
 * `aud` is the endpoint's origin, `exp` within 24 hours, `sub` a contact.
 * Returns the claims, or throws saying what is wrong.
 */
export function verifyVapid(authorization: string | undefined, endpoint: string, expectedKey: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '')
  if (!match) throw new Error(`not a vapid authorization: ${authorization}`)
  const [, token, key] = match
  if (key !== expectedKey) throw new Error('vapid key is not the server key')
  const [header, claims, signature] = token.split('.')
  const raw = Buffer.from(key, 'base64url')
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  })
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url')
  )
  if (!valid) throw new Error('vapid signature does not verify')
  const parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString())
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString())
  if (parsedHeader.alg !== 'ES256') throw new Error('vapid JWT is not ES256')
  if (payload.aud !== new URL(endpoint).origin) throw new Error(`vapid aud ${payload.aud} is not the endpoint origin`)
  const now = Math.floor(Date.now() / 1000)
  if (!(payload.exp > now && payload.exp <= now + 24 * 60 * 60)) throw new Error('vapid exp out of range')
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) throw new Error('vapid sub missing')
  return payload as { aud: string; exp: number; sub: string }
}

export class LocalPushService {
  received: ReceivedPush[] = []
  /** Devices the service answers 410 Gone for (unsubscribed in the browser). */
  gone = new Set<string>()
  #server: Server | null = null
  #origin = ''
  #waiters: (() => void)[] = []

  async start() {
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        const deviceId = (request.url ?? '').replace(/^\/push\//, '')
        if (request.method !== 'POST' || !request.headers.ttl) {
          response.writeHead(400).end()
          return
        }
        if (this.gone.has(deviceId)) {
          response.writeHead(410).end()
          return
        }
        this.received.push({ deviceId, headers: request.headers, body: Buffer.concat(chunks) })
        response.writeHead(201, { Location: `${this.#origin}/message/${randomBytes(8).toString('hex')}` }).end()
        for (const wake of this.#waiters.splice(0)) wake()
      })
    })
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve))
    const address = this.#server.address()
    if (!address || typeof address === 'string') throw new Error('no address')
    this.#origin = `http://127.0.0.1:${address.port}`
  }

  async stop() {
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()))
  }

  /** A browser's subscription: its own P-256 key pair and auth secret, the private half kept here. */
  device(): TestDevice {
    const id = randomBytes(12).toString('hex')
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    const authSecret = randomBytes(16)
    return {
      id,
      endpoint: `${this.#origin}/push/${id}`,
      keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret) },
      decrypt: (body) => decryptAes128gcm(body, ecdh, authSecret),
    }
  }

  /** Waits until `count` pushes arrived in all, or fails after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} pushes, got ${this.received.length}`)
      await new Promise<void>((resolve) => {
        this.#waiters.push(resolve)
        setTimeout(resolve, 100)
      })
    }
    return this.received
  }
}
