import type { HttpContext } from '@adonisjs/core/http'
import { port } from '#shared/modules/registry'
import type {} from '#search/contract'
import { searchPeople, searchPeoplePage } from '#search/queries/search_people'
import { peopleSearchValidator, SEARCH_LIMITS, searchValidator } from '#search/validators/search_validator'

export default class SearchController {
  /**
   * GET /api/search?q= → { jobs, companies, users } (part 1 §3 "Search
   * result"). A blank query answers empty lists. Jobs and companies come
   * from the jobs module's port when that module is on; otherwise they are
   * honestly empty.
   */
  async index({ request }: HttpContext) {
    const { q, limit } = await searchValidator.validate(request.qs())
    const query = (q ?? '').trim()
    if (!query) return { jobs: [], companies: [], users: [] }
    const perGroup = limit ?? SEARCH_LIMITS.perGroupDefault
    const jobSearch = port('jobs:search')
    // One after the other: PGlite has a single session underneath.
    const users = await searchPeople(query, perGroup)
    const jobs = jobSearch ? await jobSearch.jobs(query, perGroup) : []
    const companies = jobSearch ? await jobSearch.companies(query, perGroup) : []
    return { jobs, companies, users }
  }

  /**
   * GET /api/search/people?q=&cursor=&limit= → { users, nextCursor, hasMore }:
   * every person the query finds, in the grouped search's order, a page at a
   * time. A blank query answers an empty page.
   */
  async people({ request }: HttpContext) {
    const { q, limit, cursor } = await peopleSearchValidator.validate(request.qs())
    const query = (q ?? '').trim()
    if (!query) return { users: [], nextCursor: null, hasMore: false }
    return searchPeoplePage(query, limit ?? SEARCH_LIMITS.peoplePageDefault, cursor)
  }
}
