import type { HttpContext } from '@adonisjs/core/http'
import { enabledModules } from '#config/modules'
import { searchPeople } from '#search/queries/search_people'
import { searchCompanies, searchJobs } from '#search/queries/search_jobs'
import { SEARCH_LIMITS, searchValidator } from '#search/validators/search_validator'

export default class SearchController {
  /**
   * GET /api/search?q= → { jobs, companies, users } (part 1 §3 "Search
   * result"). A blank query answers empty lists. Jobs and companies come
   * when the jobs module is enabled; otherwise they are honestly empty.
   */
  async index({ request }: HttpContext) {
    const { q, limit } = await searchValidator.validate(request.qs())
    const query = (q ?? '').trim()
    if (!query) return { jobs: [], companies: [], users: [] }
    const perGroup = limit ?? SEARCH_LIMITS.perGroupDefault
    const withJobs = enabledModules.includes('jobs')
    // One after the other: PGlite has a single session underneath.
    const users = await searchPeople(query, perGroup)
    const jobs = withJobs ? await searchJobs(query, perGroup) : []
    const companies = withJobs ? await searchCompanies(query, perGroup) : []
    return { jobs, companies, users }
  }
}
