/*
| Answer types of the search module for the front ends, type-only (see
| app/auth/api_types.ts).
*/
export type { CompanyResult, JobResult, PeoplePage, PersonResult } from '#search/contract'
