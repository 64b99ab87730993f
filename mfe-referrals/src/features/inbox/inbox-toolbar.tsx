import { INBOX_SORTS, INBOX_STATUS_FILTERS } from '@hireloop/backend/referrals-constants'
import { Box, Button } from '@hireloop/shared-ui'
import TextField from '@mui/material/TextField'
import {
  hasActiveFilters,
  isInboxSort,
  isInboxStatusFilter,
  SORT_LABELS,
  STATUS_FILTER_LABELS,
  type InboxFilters,
} from './inbox-filters'

export const CLEAR_FILTERS = 'Clear Filters'

/** Search box, status filter and sort of the inbox (part 2 §2, §5); native pickers suit phones best. */
export function InboxToolbar({
  filters,
  onChange,
  onClear,
}: {
  filters: InboxFilters
  onChange: (change: Partial<InboxFilters>) => void
  onClear: () => void
}) {
  return (
    <Box
      role="search"
      aria-label="Filter referral requests"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr auto' }, gap: 1.5, mb: 2 }}
    >
      <TextField
        size="small"
        type="search"
        label="Search referrals"
        placeholder="Job, company or name"
        value={filters.search}
        onChange={(event) => onChange({ search: event.target.value })}
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      />
      <TextField
        select
        size="small"
        label="Status"
        value={filters.status}
        onChange={(event) => {
          if (isInboxStatusFilter(event.target.value)) onChange({ status: event.target.value })
        }}
        slotProps={{ select: { native: true } }}
      >
        {INBOX_STATUS_FILTERS.map((status) => (
          <option key={status} value={status}>
            {STATUS_FILTER_LABELS[status]}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Sort by"
        value={filters.sort}
        onChange={(event) => {
          if (isInboxSort(event.target.value)) onChange({ sort: event.target.value })
        }}
        slotProps={{ select: { native: true } }}
      >
        {INBOX_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </TextField>
      {hasActiveFilters(filters) && (
        <Button onClick={onClear} sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifySelf: 'start' }}>
          {CLEAR_FILTERS}
        </Button>
      )}
    </Box>
  )
}
