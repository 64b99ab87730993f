import { describe, expect, it } from 'vitest'
import { isLinearPath, isUniformTyping, scoreBehavior, type RawBehavior } from './behavior-tracker'

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
    const bot = scoreBehavior({ mousePoints: [], mouseEvents: 0, keyTimes: [], keyEvents: 0, scrollEvents: 0, focusEvents: 0, elapsed: 3500 })
    expect(bot.flags).toEqual(['no_mouse_movement', 'no_focus_events', 'minimal_interaction'])
    expect(bot.score).toBe(50)
    expect(scoreBehavior({ ...human, elapsed: 800 }).flags).toEqual(['fast_completion'])
  })

  it('spots straight mouse paths and machine-regular typing', () => {
    expect(isLinearPath([0, 1, 2, 3, 4].map((i) => ({ x: i * 10, y: i * 5 })))).toBe(true)
    expect(isLinearPath(human.mousePoints)).toBe(false)
    expect(isUniformTyping([0, 50, 100, 150, 200, 250])).toBe(true)
    expect(isUniformTyping(human.keyTimes)).toBe(false)
    const robotic = scoreBehavior({ ...human, mousePoints: [0, 1, 2, 3, 4].map((i) => ({ x: i, y: i })), keyTimes: [0, 50, 100, 150, 200, 250] })
    expect(robotic.flags).toEqual(['linear_mouse_movement', 'uniform_typing'])
    expect(robotic.score).toBe(65)
  })
})
