import { DateTime } from 'luxon'
import type User from '#shared/models/user'
import DeviceFingerprint, { type BrowserDetails } from '#auth/models/device_fingerprint'
import { sha256 } from '#auth/services/secrets'

export interface DeviceOrigin {
  ipAddress: string
  userAgent: string | null
}

/** The per-account key of a client fingerprint (the same browser differs per account). */
export function deviceKey(userId: string, fingerprint: string) {
  return sha256(`${userId}:${fingerprint}`)
}

/** A rough reading of a user agent, kept for the account's device list. */
export function browserDetails(userAgent: string | null): BrowserDetails {
  const ua = userAgent ?? ''
  const names: [RegExp, string][] = [
    [/Edg\/([\d.]+)/, 'Edge'],
    [/OPR\/([\d.]+)/, 'Opera'],
    [/Firefox\/([\d.]+)/, 'Firefox'],
    [/Chrome\/([\d.]+)/, 'Chrome'],
    [/Version\/([\d.]+).*Safari/, 'Safari'],
  ]
  const found = names.map(([pattern, name]) => [ua.match(pattern), name] as const).find(([match]) => match)
  const browser = found ? `${found[1]}/${found[0]![1]}` : null
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null
  return { browser, os, mobile: /Mobi|Android|iPhone/.test(ua) }
}

/**
 * Devices an account has proven. Only proven devices have a row: signing up
 * on it or entering an e-mailed code. No fingerprint means no device to
 * recognise or remember.
 */
export const deviceTrust = {
  async find(user: User, fingerprint: string | null) {
    if (!fingerprint) return null
    return DeviceFingerprint.findBy('fingerprint', deviceKey(user.id, fingerprint))
  },

  async remember(user: User, fingerprint: string | null, origin: DeviceOrigin) {
    if (!fingerprint) return null
    const key = deviceKey(user.id, fingerprint)
    const existing = await DeviceFingerprint.findBy('fingerprint', key)
    if (existing) return this.seen(existing, origin)
    try {
      return await DeviceFingerprint.create({
        userId: user.id,
        fingerprint: key,
        ipAddress: origin.ipAddress,
        userAgent: origin.userAgent,
        browserDetails: browserDetails(origin.userAgent),
        lastSeen: DateTime.now(),
      })
    } catch (error) {
      // The same device proven twice at once: the unique index keeps one row.
      if ((error as { code?: string }).code === '23505') return DeviceFingerprint.findBy('fingerprint', key)
      throw error
    }
  },

  /** Each successful sign-in from a device raises its trust a little (capped at 100). */
  async seen(device: DeviceFingerprint, origin: DeviceOrigin) {
    device.lastSeen = DateTime.now()
    device.ipAddress = origin.ipAddress
    device.userAgent = origin.userAgent
    device.browserDetails = browserDetails(origin.userAgent)
    device.trustScore = Math.min(100, device.trustScore + 5)
    await device.save()
    return device
  },
}
