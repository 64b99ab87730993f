import type { NormalizedPost } from '#feed/rules/blocks'

/*
| Quality signals of a post (part 2 §3 "content_quality"), computed once
| when the post is written. Cheap heuristics, not a language model: they
| only have to tell a considered post from a shouted or empty one.
*/

export interface ContentQuality {
  hasImage: boolean
  hasVideo: boolean
  wordCount: number
  hasHashtags: boolean
  professionalLanguage: boolean
  grammarScore: number
  readabilityScore: number
  moderationScore: number
  qualityScore: number
}

/** A short list of words that are unprofessional in any workplace feed. */
const UNPROFESSIONAL = /\b(fuck\w*|shit\w*|bitch\w*|bastard\w*|asshole\w*|cunt\w*|dick(head)?s?|wtf|stfu)\b/giu

const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)))

function syllables(word: string) {
  const groups = word
    .toLowerCase()
    .replace(/e\b/, '')
    .match(/[aeiouy]+/g)
  return Math.max(1, groups?.length ?? 1)
}

export function computeContentQuality(post: NormalizedPost): ContentQuality {
  const text = post.content
  const words = text.match(/[\p{L}\p{N}'’-]+/gu) ?? []
  const wordCount = words.length
  const letters = text.match(/\p{L}/gu) ?? []
  const upper = text.match(/\p{Lu}/gu) ?? []
  const shouting = letters.length >= 20 && upper.length / letters.length > 0.6
  const profanity = (text.match(UNPROFESSIONAL) ?? []).length
  const repeatedPunctuation = /[!?]{3,}/.test(text)
  const links = (text.match(/https?:\/\//g) ?? []).length

  const hasImage = post.mediaFiles.some((file) => file.type === 'image')
  const hasVideo = post.mediaFiles.some((file) => file.type === 'video')
  const hasHashtags = post.hashtags.length > 0
  const professionalLanguage = profanity === 0 && !shouting

  let grammarScore = 50
  let readabilityScore = 50
  if (wordCount >= 3) {
    const sentences = text
      .split(/(?<=[.!?])\s+|\n+/)
      .map((s) => s.trim())
      .filter(Boolean)
    const capitalised = sentences.filter((s) => /^[\p{Lu}\p{N}"'“#@]/u.test(s)).length / sentences.length
    grammarScore = 60 + 25 * capitalised
    if (/[.!?…)"”]$/.test(text.trim())) grammarScore += 10
    if (repeatedPunctuation) grammarScore -= 20
    if (shouting) grammarScore -= 25
    if (/(^|\s)i(\s|')/.test(text)) grammarScore -= 10

    const syllableCount = words.reduce((sum, word) => sum + syllables(word), 0)
    const flesch = 206.835 - 1.015 * (wordCount / sentences.length) - 84.6 * (syllableCount / wordCount)
    readabilityScore = flesch
  }

  const moderationScore = clamp(100 - 40 * profanity - (links > 3 ? 20 : 0) - (shouting ? 20 : 0))

  let quality = 40
  if (wordCount >= 20 && wordCount <= 300) quality += 15
  else if (wordCount > 300) quality += 10
  else if (wordCount >= 5) quality += 5
  if (hasImage || hasVideo) quality += 10
  if (post.hashtags.length >= 1 && post.hashtags.length <= 5) quality += 5
  if (post.hashtags.length > 10) quality -= 5
  if (post.blocks.length >= 2) quality += 5
  if (post.blocks.some((b) => ['article', 'job', 'event', 'achievement'].includes(b.type))) quality += 5
  quality += (clamp(grammarScore) - 50) / 10 + (clamp(readabilityScore) - 50) / 10
  if (!professionalLanguage) quality -= 15
  quality -= (100 - moderationScore) / 4

  return {
    hasImage,
    hasVideo,
    wordCount,
    hasHashtags,
    professionalLanguage,
    grammarScore: clamp(grammarScore),
    readabilityScore: clamp(readabilityScore),
    moderationScore,
    qualityScore: clamp(quality),
  }
}
