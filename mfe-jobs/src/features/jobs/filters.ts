import { PAY_SLIDER } from '../../shared/vocabularies'

/**
 * The search of the jobs page (part 2 §3 "Search filters", plus category, saved-only and sort). It lives in the
 * address: the page's query parameters are the API's, so a search is shared, reloaded and walked back as a URL.
 */
export interface JobFilters {
  keyword: string
  location: string
  jobType: string[]
  /** Hourly pay range; null: not filtered (the slider then shows its default 15–30). */
  salaryMin: number | null
  salaryMax: number | null
  experienceLevel: string
  companySize: string
  industry: string[]
  remote: boolean
  benefits: string[]
  postedWithin: string
  category: string
  saved: boolean
  sort: string
}

export const EMPTY_FILTERS: JobFilters = {
  keyword: '',
  location: '',
  jobType: [],
  salaryMin: null,
  salaryMax: null,
  experienceLevel: 'any',
  companySize: 'any',
  industry: [],
  remote: false,
  benefits: [],
  postedWithin: 'any',
  category: '',
  saved: false,
  sort: '',
}

function readNumber(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name)
  if (raw === null || raw.trim() === '') return null
  const value = Number(raw)
  return Number.isFinite(value) ? Math.min(PAY_SLIDER.max, Math.max(PAY_SLIDER.min, value)) : null
}

/** An address whose pay ends are the wrong way round (typed by hand) means the range between them. */
function readPayRange(params: URLSearchParams): [number | null, number | null] {
  const salaryMin = readNumber(params, 'salaryMin')
  const salaryMax = readNumber(params, 'salaryMax')
  return salaryMin !== null && salaryMax !== null && salaryMax < salaryMin
    ? [salaryMax, salaryMin]
    : [salaryMin, salaryMax]
}

export function parseFilters(params: URLSearchParams): JobFilters {
  const [salaryMin, salaryMax] = readPayRange(params)
  return {
    keyword: params.get('keyword') ?? '',
    location: params.get('location') ?? '',
    jobType: params.getAll('jobType'),
    salaryMin,
    salaryMax,
    experienceLevel: params.get('experienceLevel') || 'any',
    companySize: params.get('companySize') || 'any',
    industry: params.getAll('industry'),
    remote: params.get('remote') === 'true',
    benefits: params.getAll('benefits'),
    postedWithin: params.get('postedWithin') || 'any',
    category: params.get('category') ?? '',
    saved: params.get('saved') === 'true',
    sort: params.get('sort') ?? '',
  }
}

/** Only what narrows the search goes into the address (and the request), in a stable order. */
export function filtersToParams(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams()
  const text = (name: string, value: string) => {
    const trimmed = value.trim()
    if (trimmed && trimmed !== 'any') params.set(name, trimmed)
  }
  text('keyword', filters.keyword)
  text('location', filters.location)
  for (const value of filters.jobType) params.append('jobType', value)
  if (filters.salaryMin !== null) params.set('salaryMin', String(filters.salaryMin))
  if (filters.salaryMax !== null) params.set('salaryMax', String(filters.salaryMax))
  text('experienceLevel', filters.experienceLevel)
  text('companySize', filters.companySize)
  for (const value of filters.industry) params.append('industry', value)
  if (filters.remote) params.set('remote', 'true')
  for (const value of filters.benefits) params.append('benefits', value)
  text('postedWithin', filters.postedWithin)
  text('category', filters.category)
  if (filters.saved) params.set('saved', 'true')
  text('sort', filters.sort)
  return params
}

/** The request for a search: the address's parameters, where the pay slider's top end means 'and up' (no maximum). */
export function filtersToRequest(filters: JobFilters): URLSearchParams {
  const params = filtersToParams(filters)
  if (filters.salaryMax !== null && filters.salaryMax >= PAY_SLIDER.max) params.delete('salaryMax')
  return params
}

/**
 * Active filters (part 2 §5): non-empty lists, true flags and strings neither empty nor 'any', counting the pay
 * range once. Keyword and location are the search card's, not filters; sort orders rather than narrows.
 */
export function activeFilterCount(filters: JobFilters): number {
  const lists = [filters.jobType, filters.industry, filters.benefits].filter((list) => list.length > 0).length
  const flags = [filters.remote, filters.saved].filter(Boolean).length
  const strings = [filters.experienceLevel, filters.companySize, filters.postedWithin, filters.category].filter(
    (value) => value.trim() !== '' && value !== 'any'
  ).length
  const pay = filters.salaryMin !== null || filters.salaryMax !== null ? 1 : 0
  return lists + flags + strings + pay
}
