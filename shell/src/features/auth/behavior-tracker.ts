/**
 * Behaviour tracker of part 1 §4: counts how the login form was filled so the server can tell people from scripts.
 * Metrics are claims of the client; the server scores them again and asks for proof of work when they look robotic.
 */

const MAX_MOUSE_POINTS = 50
const MAX_KEY_EVENTS = 100

export type BehaviorFlag =
  | 'fast_completion'
  | 'no_mouse_movement'
  | 'linear_mouse_movement'
  | 'uniform_typing'
  | 'no_focus_events'
  | 'minimal_interaction'

export interface BehaviorMetrics {
  mouseEvents: number
  keyEvents: number
  formFillTime: number
  scrollEvents: number
  focusEvents: number
  linearMouseMovement: boolean
  uniformTyping: boolean
  flags: BehaviorFlag[]
  score: number
}

interface Point {
  x: number
  y: number
}

/** A path of 5+ points that never leaves the straight line from its first to its last point by more than 1 px. */
export function isLinearPath(points: readonly Point[]): boolean {
  if (points.length < 5) return false
  const first = points[0]!
  const last = points[points.length - 1]!
  const length = Math.hypot(last.x - first.x, last.y - first.y)
  if (length < 1) return false
  return points.every(
    (p) => Math.abs((last.x - first.x) * (first.y - p.y) - (first.x - p.x) * (last.y - first.y)) / length <= 1
  )
}

/** Key intervals that hardly vary (standard deviation under 10 ms over 5+ keys) look scripted. */
export function isUniformTyping(timestamps: readonly number[]): boolean {
  if (timestamps.length < 6) return false
  const intervals = timestamps.slice(1).map((time, i) => time - timestamps[i]!)
  const mean = intervals.reduce((sum, value) => sum + value, 0) / intervals.length
  const variance = intervals.reduce((sum, value) => sum + (value - mean) ** 2, 0) / intervals.length
  return Math.sqrt(variance) < 10
}

export interface RawBehavior {
  mousePoints: readonly Point[]
  mouseEvents: number
  keyTimes: readonly number[]
  keyEvents: number
  scrollEvents: number
  focusEvents: number
  /** ms since the form was shown. */
  elapsed: number
}

/** Score from 100 with the deductions of part 1 §4. */
export function scoreBehavior(raw: RawBehavior): BehaviorMetrics {
  const linear = isLinearPath(raw.mousePoints)
  const uniform = isUniformTyping(raw.keyTimes)
  const interactions = raw.mouseEvents + raw.keyEvents + raw.scrollEvents + raw.focusEvents
  const rules: [boolean, number, BehaviorFlag][] = [
    [raw.elapsed < 2000, 30, 'fast_completion'],
    [raw.elapsed >= 1000 && raw.mouseEvents === 0, 25, 'no_mouse_movement'],
    [linear, 20, 'linear_mouse_movement'],
    [uniform, 15, 'uniform_typing'],
    [raw.elapsed >= 3000 && raw.focusEvents === 0, 10, 'no_focus_events'],
    [raw.elapsed >= 2000 && interactions < 5, 15, 'minimal_interaction'],
  ]
  let score = 100
  const flags: BehaviorFlag[] = []
  for (const [applies, points, flag] of rules) {
    if (!applies) continue
    score -= points
    flags.push(flag)
  }
  return {
    mouseEvents: raw.mouseEvents,
    keyEvents: raw.keyEvents,
    formFillTime: Math.round(raw.elapsed),
    scrollEvents: raw.scrollEvents,
    focusEvents: raw.focusEvents,
    linearMouseMovement: linear,
    uniformTyping: uniform,
    flags,
    score: Math.max(0, score),
  }
}

/** Listens on the page while a sign-in form is shown. */
export class BehaviorTracker {
  private startedAt = performance.now()
  private mousePoints: Point[] = []
  private mouseEvents = 0
  private keyTimes: number[] = []
  private keyEvents = 0
  private scrollEvents = 0
  private focusEvents = 0

  private onMouse = (event: MouseEvent) => {
    this.mouseEvents++
    this.mousePoints.push({ x: event.clientX, y: event.clientY })
    if (this.mousePoints.length > MAX_MOUSE_POINTS) this.mousePoints.shift()
  }
  private onKey = () => {
    this.keyEvents++
    this.keyTimes.push(performance.now())
    if (this.keyTimes.length > MAX_KEY_EVENTS) this.keyTimes.shift()
  }
  private onScroll = () => {
    this.scrollEvents++
  }
  private onFocus = () => {
    this.focusEvents++
  }

  attach(target: Window = window) {
    this.startedAt = performance.now()
    target.addEventListener('mousemove', this.onMouse, { passive: true })
    target.addEventListener('pointerdown', this.onMouse as EventListener, { passive: true })
    target.addEventListener('keydown', this.onKey, { passive: true })
    target.addEventListener('scroll', this.onScroll, { passive: true })
    target.addEventListener('focusin', this.onFocus, { passive: true })
    return () => {
      target.removeEventListener('mousemove', this.onMouse)
      target.removeEventListener('pointerdown', this.onMouse as EventListener)
      target.removeEventListener('keydown', this.onKey)
      target.removeEventListener('scroll', this.onScroll)
      target.removeEventListener('focusin', this.onFocus)
    }
  }

  /** How many mouse points and key times are kept (at most 50 and 100). */
  get kept() {
    return { mousePoints: this.mousePoints.length, keyTimes: this.keyTimes.length }
  }

  snapshot(): BehaviorMetrics {
    return scoreBehavior({
      mousePoints: this.mousePoints,
      mouseEvents: this.mouseEvents,
      keyTimes: this.keyTimes,
      keyEvents: this.keyEvents,
      scrollEvents: this.scrollEvents,
      focusEvents: this.focusEvents,
      elapsed: performance.now() - this.startedAt,
    })
  }
}

export const DEVICE_ID_KEY = 'hireloop-device-id'

function randomId(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * A random id kept in this browser profile's storage. Browser traits alone are the same on every copy of a browser
 * (a new profile, another machine with the same setup), so they cannot tell a new device from a known one.
 */
export function deviceId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage()): string {
  const existing = storage?.getItem(DEVICE_ID_KEY)
  if (existing && /^[0-9a-f]{32}$/.test(existing)) return existing
  const id = randomId()
  try {
    storage?.setItem(DEVICE_ID_KEY, id)
  } catch {
    // Storage full or blocked: this sign-in counts as a new device, which only means an e-mailed code.
  }
  return id
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

/**
 * The device fingerprint sent with registrations and sign-ins: this browser profile's device id and nothing else. The
 * server trusts a device by the hash of this value, so it must not change while the profile keeps its storage: browser
 * traits (user agent, screen size, time zone, cores) change with an update, a rotated phone or a journey. The user
 * agent reaches the server in its own header, where the security log and the device list read it.
 */
export function deviceFingerprint(): string {
  return deviceId()
}
