/*
| Answer types of the search module for the front ends, type-only (see
| app/auth/api_types.ts).
*/
export type { PersonResult } from '#search/queries/search_people'
export type { JobResult, CompanyResult } from '#search/contract'
