/**
 * The human-likelihood score of part 1 §4, computed on the server from the
 * metrics the login form reports. It starts at 100:
 *
 *   form filled in under 2 s                 -30  fast_completion
 *   no mouse movement                        -25  no_mouse_movement
 *   linear mouse path (reported by client)   -20  linear_mouse_movement
 *   uniform typing (reported by client)      -15  uniform_typing
 *   no focus events                          -10  no_focus_events
 *   under 5 interactions in all              -15  minimal_interaction
 *
 * The client applies the last three only after 1–3 s on the page; the
 * server has no clock of the page and applies them always, so missing or
 * empty metrics (a script posting straight to the API) score 20.
 * Metrics are claims of the client: a low score asks for proof of work, a
 * high one proves nothing and never replaces the device and code checks.
 */

export const BEHAVIOR_FLAGS = [
  'fast_completion',
  'no_mouse_movement',
  'linear_mouse_movement',
  'uniform_typing',
  'no_focus_events',
  'minimal_interaction',
] as const

export type BehaviorFlag = (typeof BEHAVIOR_FLAGS)[number]

/** Scores below this ask for the proof-of-work challenge. */
export const SUSPICIOUS_BELOW = 50
/** Scores below this make the challenge 'high' (the client shows the puzzle step). */
export const VERY_SUSPICIOUS_BELOW = 30

export interface BehaviorScore {
  score: number
  flags: BehaviorFlag[]
}

function count(metrics: Record<string, unknown>, key: string) {
  const value = Number(metrics[key])
  return Number.isFinite(value) && value > 0 ? value : 0
}

export function scoreBehavior(metrics: Record<string, unknown> | null | undefined): BehaviorScore {
  const m = metrics ?? {}
  const reported = new Set(Array.isArray(m.flags) ? m.flags.filter((f) => typeof f === 'string') : [])
  const mouse = count(m, 'mouseEvents')
  const keys = count(m, 'keyEvents')
  const scroll = count(m, 'scrollEvents')
  const focus = count(m, 'focusEvents')
  const fillTime = count(m, 'formFillTime')

  const deductions: [boolean, number, BehaviorFlag][] = [
    [fillTime < 2000, 30, 'fast_completion'],
    [mouse === 0, 25, 'no_mouse_movement'],
    [m.linearMouseMovement === true || reported.has('linear_mouse_movement'), 20, 'linear_mouse_movement'],
    [m.uniformTyping === true || reported.has('uniform_typing'), 15, 'uniform_typing'],
    [focus === 0, 10, 'no_focus_events'],
    [mouse + keys + scroll + focus < 5, 15, 'minimal_interaction'],
  ]
  let score = 100
  const flags: BehaviorFlag[] = []
  for (const [applies, points, flag] of deductions) {
    if (!applies) continue
    score -= points
    flags.push(flag)
  }
  return { score: Math.max(0, score), flags }
}
