import { Avatar, Box, Button, getInitials, Typography } from '@hireloop/shared-ui'
import Checkbox from '@mui/material/Checkbox'
import Radio from '@mui/material/Radio'
import { useId, type ReactNode } from 'react'

/** What a picker row needs: who, and a line about them. */
export interface PickRow {
  id: string
  name: string
  avatar: string | null
  detail: string
}

export function PickList({
  label,
  rows,
  selected,
  onToggle,
  disabled,
  single = false,
}: {
  label: string
  rows: PickRow[]
  selected: ReadonlySet<string>
  onToggle: (id: string) => void
  disabled: boolean
  /** One choice (radio buttons of one group) instead of several (checkboxes). */
  single?: boolean
}) {
  const idBase = useId()
  const Control = single ? Radio : Checkbox
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, p: 0, display: 'grid', gap: 0.5 }}>
      {rows.map((row) => {
        const inputId = `${idBase}-${row.id}`
        const checked = selected.has(row.id)
        return (
          <Box
            component="li"
            key={row.id}
            sx={{
              listStyle: 'none',
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              pr: 1,
              borderRadius: 1,
              bgcolor: checked ? 'action.selected' : undefined,
            }}
          >
            <Control
              id={inputId}
              checked={checked}
              disabled={disabled}
              onChange={() => onToggle(row.id)}
              {...(single ? { name: idBase, value: row.id } : {})}
            />
            <Avatar
              src={row.avatar ?? undefined}
              alt=""
              sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main' }}
            >
              {getInitials(row.name)}
            </Avatar>
            <Box component="label" htmlFor={inputId} sx={{ flex: 1, minWidth: 0, cursor: 'pointer', py: 0.75 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {row.name}
              </Typography>
              {row.detail && (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {row.detail}
                </Typography>
              )}
            </Box>
          </Box>
        )
      })}
    </Box>
  )
}

export function ListState({
  loading,
  failed,
  empty,
  hasMore,
  loadingMore,
  onRetry,
  onMore,
  children,
  what,
}: {
  loading: boolean
  failed: boolean
  empty: ReactNode
  hasMore: boolean
  loadingMore: boolean
  onRetry: () => void
  onMore: () => void
  children: ReactNode
  what: string
}) {
  if (loading) {
    return (
      <Typography role="status" variant="body2" color="text.secondary">
        Loading {what}...
      </Typography>
    )
  }
  if (failed) {
    return (
      <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="error">
          Failed to load {what}
        </Typography>
        <Button size="small" onClick={onRetry}>
          Try again
        </Button>
      </Box>
    )
  }
  return (
    <>
      {children ?? empty}
      {hasMore && (
        <Button size="small" onClick={onMore} disabled={loadingMore} sx={{ justifySelf: 'center' }}>
          {loadingMore ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </>
  )
}

export const scrollBox = { maxHeight: 280, overflowY: 'auto', display: 'grid', gap: 1 } as const
