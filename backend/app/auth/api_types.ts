/*
| Answer and request types of the auth module for the front ends, type-only
| (package.json exports './api-types/auth' with a `types` condition alone,
| so no bundler can import this at run time). Derived from the code that
| produces or validates them, never written twice.
*/
import type { InferInput } from '@vinejs/vine/types'
import type { profileValidator } from '#auth/validators/profile_validators'
import type { CurrentUserJson } from '#shared/transformers/current_user_transformer'
import type { PublicProfileJson } from '#auth/transformers/public_profile_transformer'
import type { OwnProfileJson } from '#auth/transformers/own_profile_transformer'

/**
 * GET /api/user/me, and `user` in the sign-up, login and verification answers; `headline` only in the answers of
 * GET and PATCH /api/user/me.
 */
export type CurrentUser = CurrentUserJson & Partial<Pick<OwnProfileJson, 'headline'>>

/** GET and PATCH /api/user/me. */
export type OwnProfile = OwnProfileJson

/** The body PATCH /api/user/me accepts. */
export type ProfileChanges = InferInput<typeof profileValidator>

/** GET /api/users/{id}: a member's public profile (`referral` only for an employer or admin viewing a candidate). */
export type PublicProfile = PublicProfileJson
export type { ProfileReferrals } from '#auth/transformers/public_profile_transformer'
