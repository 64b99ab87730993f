/*
| Answer and request types of the auth module for the front ends, type-only
| (package.json exports './api-types/auth' with a `types` condition alone,
| so no bundler can import this at run time). Derived from the code that
| produces or validates them, never written twice.
*/
import type { InferInput } from '@vinejs/vine/types'
import type { profileValidator } from '#auth/validators/profile_validators'
import type { CurrentUserJson } from '#shared/transformers/current_user_transformer'

/** GET /api/user/me, and `user` in the sign-up, login and verification answers. */
export type CurrentUser = CurrentUserJson

/** The body PATCH /api/user/me accepts. */
export type ProfileChanges = InferInput<typeof profileValidator>
