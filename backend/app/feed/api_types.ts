/*
| Answer types of the feed module for the front ends, type-only (see
| app/auth/api_types.ts): what the transformers produce.
*/
export type { PostJson } from '#feed/transformers/post_transformer'
export type { CommentJson } from '#feed/transformers/comment_transformer'
export type { DeletedCommentsPage } from '#feed/queries/comments_query'
export type { PostLikeAnswer, PostShareAnswer } from '#feed/contract'
