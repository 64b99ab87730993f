import createCache, { type EmotionCache, type Options } from '@emotion/cache'
import { pageSingleton } from '../state/page-singleton'

/** A vendor-prefixed pseudo-class or pseudo-element, without arguments: `::-moz-focus-inner`, `:-webkit-autofill`. */
const VENDOR_PSEUDO = /::?-(?:webkit|moz|ms|o)-[\w-]+(?![\w(-])/g

/**
 * Whether this browser's CSS parser accepts the pseudo, asked once per pseudo of a detached style sheet: exactly what
 * the page's sheet would do with a rule using it. `replaceSync` drops a rule it cannot parse instead of throwing like
 * `insertRule` (`CSS.supports('selector(…)')` is no substitute: Chromium answers false for pseudos it accepts, such
 * as `::-webkit-search-decoration`). Where that cannot be asked (no constructable style sheets, jsdom), every pseudo
 * counts as accepted, which is what emotion assumes anyway.
 */
function accepts(pseudo: string, answers: Map<string, boolean>): boolean {
  let answer = answers.get(pseudo)
  if (answer === undefined) {
    try {
      const probe = new CSSStyleSheet()
      probe.replaceSync(`*${pseudo}{}`)
      answer = probe.cssRules.length === 1
    } catch {
      answer = true
    }
    answers.set(pseudo, answer)
  }
  return answer
}

/**
 * Emotion's cache (its defaults: key `css`, so it takes over the prerendered landing's styles, and its prefixer)
 * whose style sheet leaves out the rules this browser would reject. MUI's styles and emotion's prefixer write rules
 * for every engine (`::-moz-focus-inner` on each button, `::-moz-placeholder` and `::-ms-input-placeholder` on each
 * input); the browser refuses a style rule with a pseudo it does not know, so `insertRule` throws and emotion swallows
 * the exception: 16 such rules on /home, ≈ 14 ms of main-thread time in Chromium (an exception costs as much as
 * dozens of rules that are taken). The rules left out are exactly those the browser would have dropped.
 * `answers` (pseudo → accepted) stands in for the browser in tests.
 */
export function createAppEmotionCache(
  options: Partial<Options> = {},
  answers = new Map<string, boolean>()
): EmotionCache {
  const cache = createCache({ key: 'css', ...options })
  const { sheet } = cache
  const insert = sheet.insert.bind(sheet)
  sheet.insert = (rule) => {
    // A style rule's selectors come before its block; an at-rule (@media …) is taken whatever it holds.
    const rejected =
      !rule.startsWith('@') &&
      rule
        .slice(0, rule.indexOf('{'))
        .match(VENDOR_PSEUDO)
        ?.some((pseudo) => !accepts(pseudo, answers))
    if (!rejected) insert(rule)
  }
  return cache
}

/** The page's emotion cache, one per page whichever copy of shared-ui asks (AppThemeProvider provides it). */
export function appEmotionCache(): EmotionCache {
  return pageSingleton('emotion-cache@1', () => createAppEmotionCache())
}
