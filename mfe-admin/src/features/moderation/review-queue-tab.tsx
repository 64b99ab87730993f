import type { ContentType, QueueItemAnswer, Severity } from '@hireloop/backend/api-types/moderation'
import {
  CONTENT_TYPES,
  QUEUE_STATUS_FILTERS,
  SEVERITIES,
  type QueueStatusFilter,
} from '@hireloop/backend/moderation-constants'
import { Box, Button, EmptyState, errorMessage, InboxIcon, Typography } from '@hireloop/shared-ui'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useModerationQueue } from '../../api/moderation/get-moderation'
import type { QueueFilters } from '../../api/moderation/moderation-urls'
import { ActionDialog, type PendingAction } from './action-dialog'
import { CONTENT_TYPE_LABELS, QUEUE_STATUS_LABELS, SEVERITY_LABELS } from './labels'
import { LoadState } from '../../shared/load-state'
import { QueueItemCard } from './queue-item-card'
import { useModerationAction } from './use-moderation-action'

export const DEFAULT_FILTERS: QueueFilters = { status: 'open', severity: '', contentType: '' }

function FilterSelect<T extends string>({
  label,
  value,
  options,
  labels,
  allLabel,
  onChange,
}: {
  label: string
  value: T | ''
  options: readonly T[]
  labels: Record<T, string>
  /** The option that filters nothing; none when every option is a choice of its own. */
  allLabel?: string
  onChange: (value: T | '') => void
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T | '')}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 0 }}
    >
      {allLabel !== undefined && <option value="">{allLabel}</option>}
      {options.map((option) => (
        <option key={option} value={option}>
          {labels[option]}
        </option>
      ))}
    </TextField>
  )
}

/**
 * Review Queue: filters, the items (refreshed every 30 s, a page at a time with Load more) and approve / reject /
 * escalate. By default it lists every item waiting for a decision, escalated ones included; `status` fixes the list to
 * one status (the Escalated tab).
 */
export function ReviewQueueTab({ status }: { status?: QueueStatusFilter } = {}) {
  const [filters, setFilters] = useState<QueueFilters>(status ? { ...DEFAULT_FILTERS, status } : DEFAULT_FILTERS)
  const [pending, setPending] = useState<PendingAction | null>(null)
  const { data, error, isLoading, mutate, hasMore, loadMore, loadingMore, loadMoreError } = useModerationQueue(filters)
  const { run, busy } = useModerationAction()

  const onAction = (item: QueueItemAnswer, action: PendingAction['action']) => setPending({ item, action })

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        role="group"
        aria-label="Queue filters"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 180px))' }, gap: 1 }}
      >
        {!status && (
          <FilterSelect<QueueStatusFilter>
            label="Status"
            value={filters.status}
            options={QUEUE_STATUS_FILTERS}
            labels={QUEUE_STATUS_LABELS}
            onChange={(next) => setFilters((current) => ({ ...current, status: next || 'open' }))}
          />
        )}
        <FilterSelect<Severity>
          label="Severity"
          value={filters.severity}
          options={SEVERITIES}
          labels={SEVERITY_LABELS}
          allLabel="All severities"
          onChange={(severity) => setFilters((current) => ({ ...current, severity }))}
        />
        <FilterSelect<ContentType>
          label="Content type"
          value={filters.contentType}
          options={CONTENT_TYPES}
          labels={CONTENT_TYPE_LABELS}
          allLabel="All types"
          onChange={(contentType) => setFilters((current) => ({ ...current, contentType }))}
        />
      </Box>
      {!data ? (
        <LoadState what="the review queue" error={error} isLoading={isLoading} onRetry={() => void mutate()} />
      ) : data.items.length === 0 ? (
        <EmptyState
          testId="queue-empty"
          icon={<InboxIcon />}
          title={status === 'escalated' ? 'No escalated items' : 'The review queue is empty'}
          description={
            status === 'escalated' ? 'Items escalated for senior review wait here.' : 'No items match these filters.'
          }
        />
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="queue-list">
          {data.items.map((item) => (
            <QueueItemCard key={item.id} item={item} onAction={onAction} />
          ))}
        </Box>
      )}
      {hasMore && (
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}>
          {loadMoreError !== null && (
            <Typography role="alert" variant="body2" color="error">
              {errorMessage(loadMoreError, 'Could not load more items.')}
            </Typography>
          )}
          <Button variant="outlined" onClick={() => void loadMore()} disabled={loadingMore}>
            {loadingMore ? 'Loading…' : loadMoreError !== null ? 'Try again' : 'Load more'}
          </Button>
        </Box>
      )}
      {pending && (
        <ActionDialog
          key={`${pending.item.id}-${pending.action}`}
          pending={pending}
          busy={busy}
          onCancel={() => setPending(null)}
          onConfirm={async (body) => {
            if (await run(pending.item, body)) setPending(null)
          }}
        />
      )}
    </Box>
  )
}
