/*
| Ranking of the intelligent and trending feeds (part 2 §5 "Feed query").
|
| Scores are in hours. A post's final score is the time it was written
| (hours since the epoch) plus bonuses: each doubling of its weighted
| engagement is worth ENGAGEMENT_HOURS, and its content quality is worth up
| to ±QUALITY_HOURS. So a post with 15 weighted interactions ranks like a
| post written 16 hours later. Because the clock is not in the formula, the
| score only changes when the post or its engagement does: it is stored in
| content_rankings (#feed/repositories/rankings_repository), indexed, and
| paged with a keyset cursor. Pure: constants, formulas and their SQL.
|
| The reader's relation to the author is added at read time: their own
| posts rank OWN_POST_HOURS higher, posts of authors they interacted with
| AFFINITY_HOURS higher. The reader's own posts of the last
| OWN_RECENT_POST.hours (before the first page's time) come first: their
| score gets OWN_RECENT_POST.lead, more than any gap between two posts'
| scores, so a member sees what they just wrote at the top of their feed
| (as on LinkedIn) however engaged the rest is, until it is a day old.
*/

export const RANKING = {
  weights: { likes: 1, comments: 2, reposts: 3, shares: 2, saves: 1 },
  engagementHours: 4,
  qualityHours: 6,
  ownPostHours: 12,
  /** The reader's posts younger than `hours` lead their intelligent feed (see above). */
  ownRecentPost: { hours: 24, lead: 1_000_000 },
  affinityHours: 8,
  /** Authors considered for the affinity boost (most recent first). */
  affinityAuthors: 200,
  /** Trending: weighted engagement / (age in hours + 2) ^ gravity, within the window. */
  trendingGravity: 1.5,
  /** Badges (part 1 §2): engagement within the last hours. */
  trendingBadge: { withinHours: 24, minEngagement: 20 },
  hotBadge: { withinHours: 6, minEngagement: 10 },
} as const

export function freshnessScore(createdAt: Date) {
  return createdAt.getTime() / 3_600_000
}

export function engagementScore(counts: {
  likes: number
  comments: number
  reposts: number
  shares: number
  saves: number
}) {
  const w = RANKING.weights
  return (
    counts.likes * w.likes +
    counts.comments * w.comments +
    counts.reposts * w.reposts +
    counts.shares * w.shares +
    counts.saves * w.saves
  )
}

export function finalScore(freshness: number, engagement: number, quality: number) {
  return freshness + RANKING.engagementHours * Math.log2(1 + engagement) + (RANKING.qualityHours * (quality - 50)) / 50
}

/** SQL of engagementScore() over `posts p` and `post_engagement pe`. */
export const ENGAGEMENT_SQL = (() => {
  const w = RANKING.weights
  return `(p.likes_count * ${w.likes} + p.comments_count * ${w.comments} + p.reposts_count * ${w.reposts} + p.shares_count * ${w.shares} + coalesce(pe.saves, 0) * ${w.saves})`
})()

/** SQL of finalScore() for a content_rankings row `r` and an engagement expression. */
export function finalScoreSql(engagement: string) {
  return `(r.freshness_score + ${RANKING.engagementHours} * (ln(1 + ${engagement}) / ln(2)) + ${RANKING.qualityHours} * (r.quality_score - 50) / 50.0)`
}
