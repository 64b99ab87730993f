import type { HttpContext } from '@adonisjs/core/http'
import { searchPeople } from '#search/queries/search_people'
import { SEARCH_LIMITS, searchValidator } from '#search/validators/search_validator'

export default class SearchController {
  /**
   * GET /api/search?q= → { jobs, companies, users } (part 1 §3 "Search
   * result"). A blank query answers empty lists. Jobs and companies join
   * when the jobs module exists; until then they are honestly empty.
   */
  async index({ request }: HttpContext) {
    const { q, limit } = await searchValidator.validate(request.qs())
    const query = (q ?? '').trim()
    if (!query) return { jobs: [], companies: [], users: [] }
    const users = await searchPeople(query, limit ?? SEARCH_LIMITS.perGroupDefault)
    return { jobs: [], companies: [], users }
  }
}
