import { LIMITS } from '@hireloop/backend/jobs-constants'
import { Box, Button, InputBase, Paper, SearchIcon } from '@hireloop/shared-ui'
import Collapse from '@mui/material/Collapse'
import { useState, type FormEvent } from 'react'
import { TuneIcon } from '../../shared/icons'
import { FilterPanel } from './filter-panel'
import { activeFilterCount, EMPTY_FILTERS, type JobFilters } from './filters'

function SearchField({
  label,
  placeholder,
  value,
  maxLength,
  onChange,
}: {
  label: string
  placeholder: string
  value: string
  /** The server's limit: typing stops there instead of a search the server refuses. */
  maxLength: number
  onChange: (value: string) => void
}) {
  return (
    <Paper variant="outlined" sx={{ flex: 1, display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.5 }}>
      <SearchIcon fontSize="small" color="action" />
      <InputBase
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={{ 'aria-label': label, maxLength }}
        sx={{ flex: 1, fontSize: 14 }}
      />
    </Paper>
  )
}

/**
 * The search card: keyword and location (typed here, sent on Search), the filters (each applied at once) and, for a
 * signed-in user, 'Save this search as an alert'.
 */
export function JobSearchForm({
  filters,
  onSearch,
  onFilter,
  onSaveAlert,
}: {
  /** The search of the address. */
  filters: JobFilters
  /** Search pressed: the address's filters with the typed keyword and location. */
  onSearch: (next: JobFilters) => void
  /** A filter changed (applied at once). */
  onFilter: (next: JobFilters) => void
  /** Signed-in users only. */
  onSaveAlert?: () => void
}) {
  const [keyword, setKeyword] = useState(filters.keyword)
  const [place, setPlace] = useState(filters.location)
  // Back and forward change the address: the inputs follow it (each only when its own part of the address changed).
  const [addressed, setAddressed] = useState({ keyword: filters.keyword, location: filters.location })
  if (addressed.keyword !== filters.keyword || addressed.location !== filters.location) {
    setAddressed({ keyword: filters.keyword, location: filters.location })
    if (addressed.keyword !== filters.keyword) setKeyword(filters.keyword)
    if (addressed.location !== filters.location) setPlace(filters.location)
  }
  const filterCount = activeFilterCount(filters)
  const [filtersOpen, setFiltersOpen] = useState(filterCount > 0)
  // On a phone the search starts as its keyword field alone (the list shows from the first screen); focusing it, or
  // a search with more than a keyword, shows the rest.
  const [searchOpen, setSearchOpen] = useState(false)
  const searchExpanded = searchOpen || filtersOpen || filterCount > 0 || place !== ''

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch({ ...filters, keyword, location: place })
  }

  return (
    <Paper
      variant="outlined"
      component="form"
      role="search"
      aria-label="Search jobs"
      data-expanded={searchExpanded}
      sx={{ p: { xs: 1, sm: 2 }, mb: { xs: 1.5, sm: 2 } }}
      onSubmit={submit}
      onFocus={() => setSearchOpen(true)}
    >
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1 }}>
        <SearchField
          label="Keyword"
          placeholder="Job title, skill or company"
          value={keyword}
          maxLength={LIMITS.keywordMax}
          onChange={setKeyword}
        />
        <Box sx={{ display: { xs: searchExpanded ? 'contents' : 'none', sm: 'contents' } }}>
          <SearchField
            label="Location"
            placeholder="City, state or zip"
            value={place}
            maxLength={LIMITS.locationMax}
            onChange={setPlace}
          />
          <Button type="submit" variant="contained">
            Search
          </Button>
        </Box>
      </Box>
      <Box
        sx={{
          display: { xs: searchExpanded ? 'flex' : 'none', sm: 'flex' },
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          mt: 1,
        }}
      >
        <Button
          size="small"
          color="inherit"
          startIcon={<TuneIcon fontSize="small" />}
          aria-expanded={filtersOpen}
          aria-controls="job-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {filterCount > 0 ? `Filters (${filterCount})` : 'Filters'}
        </Button>
        <Box sx={{ flex: 1 }} />
        {onSaveAlert && (
          <Button size="small" onClick={onSaveAlert}>
            Save this search as an alert
          </Button>
        )}
      </Box>
      <Collapse in={filtersOpen} id="job-filters">
        <FilterPanel
          filters={filters}
          onChange={(change) => onFilter({ ...filters, ...change })}
          onClear={() => onFilter({ ...EMPTY_FILTERS, keyword: filters.keyword, location: filters.location })}
        />
      </Collapse>
    </Paper>
  )
}
