/*
| What each rule of the screening returns before screen.ts merges the hits
| of one category into one.
*/
import type { ScreeningContext, ScreeningHit } from './screen.js'

export interface PreparedText {
  /** The text as written (for the profanity library, which normalises it itself). */
  raw: string
  /** Lower-cased, typographic quotes and dashes made plain, whitespace collapsed. */
  lower: string
}

export type Rule = (text: PreparedText, context: ScreeningContext) => ScreeningHit[]
