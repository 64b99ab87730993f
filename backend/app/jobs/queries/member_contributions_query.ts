/*
| A member's contributions to the jobs module (their applications), as an
| SQL expression moderation's reputation query embeds: one query for every
| member rather than one per member.
*/

/** The count of applications made by the member whose id is `userIdColumn` (a column of the outer query). */
export function memberContributionsSql(userIdColumn: string) {
  return `(SELECT count(*) FROM applications a WHERE a.user_id = ${userIdColumn})`
}
