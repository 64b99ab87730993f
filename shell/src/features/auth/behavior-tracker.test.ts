import { describe, expect, it, vi } from 'vitest'
import {
  BehaviorTracker,
  DEVICE_ID_KEY,
  deviceFingerprint,
  deviceId,
  isLinearPath,
  isUniformTyping,
  scoreBehavior,
  type RawBehavior,
} from './behavior-tracker'

const human: RawBehavior = {
  mousePoints: [
    { x: 10, y: 10 },
    { x: 40, y: 22 },
    { x: 55, y: 70 },
    { x: 90, y: 65 },
    { x: 120, y: 140 },
  ],
  mouseEvents: 40,
  keyTimes: [0, 120, 310, 380, 600, 720, 1000],
  keyEvents: 20,
  scrollEvents: 1,
  focusEvents: 3,
  elapsed: 6000,
}

describe('behaviour score', () => {
  it('scores a person 100 with no flags', () => {
    expect(scoreBehavior(human)).toMatchObject({ score: 100, flags: [] })
  })

  it('flags a script that filled the form instantly', () => {
    const bot = scoreBehavior({
      mousePoints: [],
      mouseEvents: 0,
      keyTimes: [],
      keyEvents: 0,
      scrollEvents: 0,
      focusEvents: 0,
      elapsed: 3500,
    })
    expect(bot.flags).toEqual(['no_mouse_movement', 'no_focus_events', 'minimal_interaction'])
    expect(bot.score).toBe(50)
    expect(scoreBehavior({ ...human, elapsed: 800 }).flags).toEqual(['fast_completion'])
  })

  it('applies the time-gated deductions only after 1 s, 2 s and 3 s', () => {
    const idle = { mousePoints: [], mouseEvents: 0, keyTimes: [], keyEvents: 0, scrollEvents: 0, focusEvents: 0 }
    expect(scoreBehavior({ ...idle, elapsed: 900 })).toMatchObject({ score: 70, flags: ['fast_completion'] })
    expect(scoreBehavior({ ...idle, elapsed: 1500 })).toMatchObject({
      score: 45,
      flags: ['fast_completion', 'no_mouse_movement'],
    })
    expect(scoreBehavior({ ...idle, elapsed: 2500 }).flags).toEqual(['no_mouse_movement', 'minimal_interaction'])
    expect(scoreBehavior({ ...idle, elapsed: 3000 })).toMatchObject({
      score: 50,
      flags: ['no_mouse_movement', 'no_focus_events', 'minimal_interaction'],
    })
  })

  it('reports the counters and the client-side findings', () => {
    const worst = scoreBehavior({
      mousePoints: [0, 1, 2, 3, 4].map((i) => ({ x: i, y: i })),
      mouseEvents: 1,
      keyTimes: [0, 10, 20, 30, 40, 50],
      keyEvents: 1,
      scrollEvents: 0,
      focusEvents: 0,
      elapsed: 1200,
    })
    expect(worst.flags).toEqual(['fast_completion', 'linear_mouse_movement', 'uniform_typing'])
    expect(worst).toMatchObject({
      score: 35,
      mouseEvents: 1,
      keyEvents: 1,
      formFillTime: 1200,
      linearMouseMovement: true,
      uniformTyping: true,
    })
  })

  it('spots straight mouse paths and machine-regular typing', () => {
    expect(isLinearPath([0, 1, 2, 3, 4].map((i) => ({ x: i * 10, y: i * 5 })))).toBe(true)
    expect(isLinearPath(human.mousePoints)).toBe(false)
    expect(isUniformTyping([0, 50, 100, 150, 200, 250])).toBe(true)
    expect(isUniformTyping(human.keyTimes)).toBe(false)
    const robotic = scoreBehavior({
      ...human,
      mousePoints: [0, 1, 2, 3, 4].map((i) => ({ x: i, y: i })),
      keyTimes: [0, 50, 100, 150, 200, 250],
    })
    expect(robotic.flags).toEqual(['linear_mouse_movement', 'uniform_typing'])
    expect(robotic.score).toBe(65)
  })
})

describe('BehaviorTracker', () => {
  it('keeps the last 50 mouse points and 100 key events while counting them all', () => {
    const tracker = new BehaviorTracker()
    const target = new EventTarget() as unknown as Window
    const detach = tracker.attach(target)
    for (let i = 0; i < 70; i++)
      target.dispatchEvent(Object.assign(new Event('mousemove'), { clientX: i * 3, clientY: (i * i) % 17 }))
    for (let i = 0; i < 130; i++) target.dispatchEvent(new Event('keydown'))
    target.dispatchEvent(new Event('focusin'))
    target.dispatchEvent(new Event('scroll'))
    expect(tracker.kept).toEqual({ mousePoints: 50, keyTimes: 100 })
    const metrics = tracker.snapshot()
    expect(metrics).toMatchObject({ mouseEvents: 70, keyEvents: 130, focusEvents: 1, scrollEvents: 1 })

    detach()
    target.dispatchEvent(new Event('keydown'))
    expect(tracker.snapshot().keyEvents).toBe(130)
  })

  it('reports an untouched form filled at once as a bot', () => {
    const tracker = new BehaviorTracker()
    tracker.attach(new EventTarget() as unknown as Window)
    const metrics = tracker.snapshot()
    expect(metrics.flags).toContain('fast_completion')
    expect(metrics.score).toBeLessThan(100)
    expect(metrics.formFillTime).toBeLessThan(2000)
  })
})

describe('deviceId', () => {
  function memoryStorage(initial: Record<string, string> = {}) {
    const data = new Map(Object.entries(initial))
    return {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      data,
    }
  }

  it('makes a random id once and then keeps it', () => {
    const storage = memoryStorage()
    const first = deviceId(storage)
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    expect(storage.data.get(DEVICE_ID_KEY)).toBe(first)
    expect(deviceId(storage)).toBe(first)
    expect(deviceId(memoryStorage())).not.toBe(first)
  })

  it('replaces a tampered id and survives blocked storage', () => {
    expect(deviceId(memoryStorage({ [DEVICE_ID_KEY]: 'not-an-id' }))).toMatch(/^[0-9a-f]{32}$/)
    const blocked = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota')
      },
    }
    expect(deviceId(blocked)).toMatch(/^[0-9a-f]{32}$/)
    expect(deviceId(null)).toMatch(/^[0-9a-f]{32}$/)
  })

  it('is the whole fingerprint', () => {
    localStorage.removeItem(DEVICE_ID_KEY)
    const fingerprint = deviceFingerprint()
    expect(fingerprint).toBe(localStorage.getItem(DEVICE_ID_KEY))
    expect(fingerprint).toMatch(/^[0-9a-f]{32}$/)
    expect(fingerprint).not.toContain(navigator.userAgent)
  })

  it('a browser update, a rotated screen or another time zone leave the fingerprint as it is', () => {
    localStorage.removeItem(DEVICE_ID_KEY)
    const fingerprint = deviceFingerprint()
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) Chrome/999.0.0.0')
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('pt-BR')
    vi.spyOn(navigator, 'hardwareConcurrency', 'get').mockReturnValue(64)
    vi.spyOn(screen, 'width', 'get').mockReturnValue(390)
    vi.spyOn(screen, 'height', 'get').mockReturnValue(844)
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'Asia/Tokyo',
    })
    expect(deviceFingerprint()).toBe(fingerprint)
  })
})
