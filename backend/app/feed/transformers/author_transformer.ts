/** The author columns every feed query selects next to a post or comment. */
export interface AuthorColumns {
  author_id: string
  author_name: string
  author_profile_image: string | null
  author_user_type: 'candidate' | 'employer' | 'admin'
  author_founding_number: number | null
}

/** The author of a post or comment (part 1 §3); employers are shown as verified. */
export function transformAuthor(row: AuthorColumns) {
  return {
    id: row.author_id,
    name: row.author_name,
    avatar: row.author_profile_image,
    profileImage: row.author_profile_image,
    userType: row.author_user_type,
    verified: row.author_user_type === 'employer',
    /** Founding Employer #N, for the badge next to the name; null for everyone else. */
    foundingEmployerNumber: row.author_founding_number,
  }
}
