/*
| Illegal goods (safe_and_legal): drugs, weapons and counterfeits offered or
| sought. A drug or weapon word alone is no hit ("drug testing required",
| "pharmaceutical sales", "firearms safety training"): it needs a trade.
*/
import type { ScreeningHit } from './screen.js'
import type { PreparedText } from './types.js'

const STREET_DRUGS =
  /\b(?:cocaine|coke|crack\s+rocks?|meth|crystal\s+meth|heroin|fentanyl|fent|mdma|ecstasy|lsd|acid\s+tabs|shrooms|psilocybin|ketamine|xanax|xans|oxy(?!-)|oxys|oxycodone|oxycontin|percs|percocet|adderall|weed|kush|thc\s+carts|edibles|dmt)\b/
const PRESCRIPTION_ONLY = /\b(?:without|no)\s+(?:a\s+)?(?:prescription|rx|script)\b/
const WEAPONS =
  /\b(?:guns?|pistols?|rifles?|glocks?|ar-?15s?|ak-?47s?|handguns?|firearms?|ammo|ammunition|silencers?|suppressors?|ghost\s+guns?|auto\s+sears?|glock\s+switch(?:es)?|bump\s+stocks?|explosives?|grenades?)\b/
const UNTRACEABLE =
  /\b(?:untraceable|unregistered|no\s+serial(?:\s+numbers?)?|serials?\s+(?:removed|filed)|no\s+background\s+check|no\s+paperwork|ghost\s+guns?|auto\s+sears?|glock\s+switch(?:es)?|full\s+auto\s+conversion)\b/
const TRADE =
  /\b(?:sell(?:ing)?|for\s+sale|buy(?:ing)?|order|in\s+stock|available\s+now|cheap|discreet|delivery|ship(?:ping)?\s+(?:nationwide|discreetly|worldwide)|dm\s+(?:me|for)|text\s+me|cash\s*app|venmo|deliver(?:y|ing|s)?|\d+\s+each|hmu|hit\s+me\s+up|to\s+move|bricks?|ounces?|oz|zips?|plug|re-?up|pm\s+me|menu|grams?|per\s+(?:g|oz|pill))\b|\$\d+/
const COUNTERFEIT =
  /\b(?:counterfeit|fake|forged|replica|cloned|novelty)\s+(?:\w+\s+)?(?:ids?|passports?|driver'?s?\s+licen[cs]es?|diplomas?|degrees?|documents?|papers|money|bills|banknotes|cash|notes|cards?|rolex(?:es)?|designer\s+\w+|handbags?|bags|watches|sneakers|checks|certificates?|green\s+cards?|visas?|social\s+security\s+cards?)\b/
const STOLEN =
  /\b(?:stolen|hacked|cracked)\s+(?:credit\s+cards?|cards|accounts?|logins?|goods|phones?|laptops?|netflix)\b|\b(?:cvv|fullz|dumps)\s+(?:for\s+sale|available|shop)\b|\bcarding\b/

export function safeAndLegalHits(text: PreparedText): ScreeningHit[] {
  const lower = text.lower
  const hits: string[] = []
  let confidence = 0
  const trade = TRADE.test(lower)
  if (STREET_DRUGS.test(lower) && (trade || PRESCRIPTION_ONLY.test(lower))) {
    hits.push('Offers or seeks illegal drugs')
    confidence = Math.max(confidence, trade && PRESCRIPTION_ONLY.test(lower) ? 0.95 : 0.85)
  }
  if (
    WEAPONS.test(lower) &&
    (UNTRACEABLE.test(lower) || (trade && /\b(?:dm|hmu|pm|discreet|cash\s+only|no\s+questions)\b/.test(lower)))
  ) {
    hits.push('Offers or seeks weapons outside the law')
    confidence = Math.max(confidence, 0.9)
  }
  if (COUNTERFEIT.test(lower)) {
    hits.push('Offers counterfeit documents or goods')
    confidence = Math.max(confidence, 0.88)
  }
  if (STOLEN.test(lower)) {
    hits.push('Offers stolen goods or accounts')
    confidence = Math.max(confidence, 0.9)
  }
  if (hits.length === 0) return []
  return [{ category: 'safe_and_legal', severity: 'high', confidence, reason: hits.join('; ') }]
}
