/*
| A member's contributions to the feed (their posts and comments), as an SQL
| expression moderation's reputation query embeds: one query for every
| member rather than one per member.
*/

/** The count of posts and comments written by the member whose id is `userIdColumn` (a column of the outer query). */
export function memberContributionsSql(userIdColumn: string) {
  return (
    `(SELECT count(*) FROM posts p WHERE p.author_id = ${userIdColumn})` +
    ` + (SELECT count(*) FROM post_comments c WHERE c.author_id = ${userIdColumn})`
  )
}
