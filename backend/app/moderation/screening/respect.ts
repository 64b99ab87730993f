/*
| Threats and harassment (respectful_communication) beyond the word list:
| a threat against a person is critical; a put-down aimed at someone is
| medium. Figures of speech of the trade stay clean ("kill the process",
| "shoot me a message", "we killed it this quarter").
*/
import type { ScreeningHit } from './screen.js'
import type { PreparedText } from './types.js'

const WILL = String.raw`(?:i|we)\s*(?:'ll|will|am going to|'m going to|are going to|'re going to|am gonna|'m gonna|gonna|would)`

const THREATS: RegExp[] = [
  // "I will kill you", "we're going to hurt you" (not "shoot you a message", "kill you with kindness").
  new RegExp(
    String.raw`\b${WILL}\s+(?:\w+\s+)?(?:kill|hurt|beat|stab|murder|strangle|choke|shoot|break|smash|end)\s+(?:you|your\s+(?:face|legs|family|kids))\b(?!\s+(?:a|an|the|some|with kindness)\b)`
  ),
  /\bi(?:'ll|\s+will)\s+find\s+you\s*(?:[.!]|$|and\b)/,
  /\b(?:i|we)\s+know\s+where\s+you\s+(?:live|work|sleep)\b/,
  /\bwatch\s+your\s+back\b/,
  /\b(?:go\s+)?kill\s+yourself\b|\bkys\b/,
  /\byou\s+(?:deserve|ought|need)\s+to\s+die\b/,
  /\byou(?:'re|\s+are)\s+(?:dead|going\s+to\s+die|gonna\s+die)\b/,
  /\b(?:you|people\s+like\s+you|all\s+of\s+you|you\s+people|he|she|they|them)\s+(?:should|ought\s+to|deserves?\s+to|needs?\s+to)\s+(?:be\s+)?(?:shot|killed|hanged|hung|beaten|stabbed|burned|lynched|die|dead)\b/,
  /\b(?:i\s*(?:'m|am)|we\s*(?:'re|are))\s+coming\s+for\s+you\b|\byour\s+(?:family|kids|wife|husband|children)\s+(?:is|are|will)\s+not\s+(?:be\s+)?safe\b|\byou\s+(?:won't|will\s+not)\s+be\s+safe\b/,
  /\b(?:someone|somebody)\s+should\s+(?:kill|hurt|shoot)\s+you\b/,
]

const HARASSMENT: RegExp[] = [
  /\b(?:idiot(?!-?proof)|moron|imbecile|scumbag|dirtbag)s?\b/,
  /\bwaste\s+of\s+(?:space|oxygen|air|skin)\b/,
  /\bmake\s+your\s+life\s+(?:a\s+(?:living\s+)?)?(?:hell|miserable)\b|\b(?:teeth|face|head)\s+(?:knocked|kicked|smashed|bashed)\s+(?:in|out)\b|\b(?:knock|kick|smash|bash)\s+your\s+(?:teeth|face|head)\s+(?:in|out)\b/,
  /\byou(?:'re|\s+are|r)?\s+(?:such\s+)?(?:an?\s+)?(?:\w+\s+)?(?:idiot|moron|imbecile|loser|clown|worthless|useless|pathetic|stupid|dumb|incompetent\s+fool|fool|disgrace|waste\s+of\s+space|nobody)\b/,
  /\b(?:is|he's|she's|they're|are)\s+(?:a|an|such\s+an?|a\s+total|a\s+complete)\s+(?:\w+\s+)?(?:idiot|moron|imbecile|loser|scumbag|dirtbag)s?\b/,
  /\byou(?:'re|\s+are)\s+(?:the|one\s+of\s+the)\s+(?:dumbest|stupidest|worst|laziest|most\s+(?:useless|incompetent|pathetic|clueless))\b/,
  /\b(?:bunch|pack|crew|team)\s+of\s+(?:clowns|idiots|morons|fools|losers|imbeciles)\b|\brun\s+by\s+(?:clowns|idiots|morons|fools|losers)\b/,
  /\bscrew\s+you\b/,
  /\b(?:nobody|no\s+one)\s+(?:wants|likes|cares\s+about)\s+you\b/,
  /\bshut\s+(?:the\s+\w+\s+)?up\b/,
  /\bgo\s+back\s+to\s+(?:your|where\s+you)\b/,
  /\byou(?:'ll|\s+will)\s+(?:regret|pay\s+for)\s+(?:this|it)\b/,
  /\b(?:women|girls|old\s+people|immigrants|foreigners)\s+(?:don't|do\s+not|can't|cannot)\s+belong\b/,
  /\b(?:stupid|dumb|useless)\s+(?:woman|women|girl|old\s+man|immigrant|foreigner)s?\b/,
]

/** A group of people and a put-down in the same sentence ("typical lazy immigrants"). */
const GROUPS =
  /\b(?:immigrants|foreigners|mexicans|muslims|jews|blacks|whites|arabs|asians|indians|chinese|gays|women|females|old\s+people|boomers|millennials)\b/
const PUT_DOWNS =
  /\b(?:typical|lazy|dirty|stupid|dumb|criminals?|useless|inferior|ruin(?:s|ed)?|can't\s+be\s+trusted|should\s+(?:go\s+back|be\s+banned|not\s+be\s+(?:allowed|hired)))\b/

function stereotypes(lower: string) {
  return lower.split(/[.!?;]+/).some((sentence) => GROUPS.test(sentence) && PUT_DOWNS.test(sentence))
}

export function respectHits(text: PreparedText): ScreeningHit[] {
  const threats = THREATS.filter((pattern) => pattern.test(text.lower)).length
  if (threats > 0) {
    return [
      {
        category: 'respectful_communication',
        severity: 'critical',
        confidence: threats > 1 ? 0.97 : 0.92,
        reason: 'A threat of violence against a person',
      },
    ]
  }
  const harassment = HARASSMENT.filter((pattern) => pattern.test(text.lower)).length + (stereotypes(text.lower) ? 1 : 0)
  if (harassment > 0) {
    return [
      {
        category: 'respectful_communication',
        severity: harassment > 1 ? 'high' : 'medium',
        confidence: harassment > 1 ? 0.9 : 0.8,
        reason: 'Harassing or demeaning words aimed at someone',
      },
    ]
  }
  return []
}
