import { describe, expect, it } from 'vitest'
import { createAppEmotionCache } from './emotion-cache'

/** The rules the app's cache writes for `styles` under `.x`, in a browser that answers as `answers` says. */
function rulesFor(styles: string, answers: Map<string, boolean>) {
  const container = document.createElement('div')
  const cache = createAppEmotionCache({ key: 'test', container, speedy: false }, answers)
  cache.insert('.x', { name: 'x', styles, next: undefined }, cache.sheet, false)
  return [...container.querySelectorAll('style')].map((style) => style.textContent)
}

// Chromium's answers: no -moz- or -ms- pseudo, its own -webkit- ones.
const chromium = () =>
  new Map([
    ['::-moz-focus-inner', false],
    ['::-moz-placeholder', false],
    ['::-ms-input-placeholder', false],
    [':-ms-input-placeholder', false],
    ['::-webkit-input-placeholder', true],
    [':-webkit-autofill', true],
  ])

describe('createAppEmotionCache', () => {
  it('leaves out the rules whose selectors the browser rejects, and writes those it accepts', () => {
    const rules = rulesFor(
      'color:red;&::-moz-focus-inner{border-style:none;}&::placeholder{opacity:0.4;}&:-webkit-autofill{animation-name:fill;}',
      chromium()
    )
    // Emotion's prefixer writes the placeholder rule for every engine; the -moz- and -ms- ones are left out.
    expect(rules).toEqual([
      '.x{color:red;}',
      '.x::-webkit-input-placeholder{opacity:0.4;}',
      '.x::placeholder{opacity:0.4;}',
      '.x:-webkit-autofill{-webkit-animation-name:fill;animation-name:fill;}',
    ])
  })

  it('writes at-rules whatever they hold (the browser drops a rejected rule inside one without throwing)', () => {
    const rules = rulesFor('color:red;@media (min-width: 600px){&::-moz-focus-inner{color:blue;}}', chromium())
    expect(rules).toEqual(['.x{color:red;}', '@media (min-width: 600px){.x::-moz-focus-inner{color:blue;}}'])
  })

  it('writes everything in a browser that accepts every pseudo, asking once per pseudo', () => {
    class AcceptsAll extends Map<string, boolean> {
      asked: string[] = []
      override get(pseudo: string) {
        this.asked.push(pseudo)
        return true
      }
    }
    const answers = new AcceptsAll()
    const rules = rulesFor('color:red;&::-moz-focus-inner{border-style:none;}', answers)
    expect(rules).toEqual(['.x{color:red;}', '.x::-moz-focus-inner{border-style:none;}'])
    expect(answers.asked).toEqual(['::-moz-focus-inner'])
  })
})
