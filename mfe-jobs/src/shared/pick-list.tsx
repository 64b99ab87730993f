import { Avatar, Box, Button, getInitials, Typography, type CursorList } from '@hireloop/shared-ui'
import TextField from '@mui/material/TextField'
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

/**
 * A searchable picker: the search field above a scrolling list in its states (loading, failed with a retry, the
 * rows or `empty`, and Load more).
 */
export function SearchablePickList({
  searchLabel,
  search,
  onSearch,
  what,
  list,
  empty,
  children,
}: {
  searchLabel: string
  search: string
  onSearch: (search: string) => void
  /** What the list holds, in 'Loading {what}...' and 'Failed to load {what}'. */
  what: string
  list: Pick<CursorList<unknown>, 'isLoading' | 'error' | 'hasMore' | 'isLoadingMore' | 'refresh' | 'loadMore'>
  empty: ReactNode
  children: ReactNode
}) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        label={searchLabel}
        size="small"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Box sx={{ maxHeight: 280, overflowY: 'auto', display: 'grid', gap: 1 }}>
        <ListState what={what} list={list} empty={empty}>
          {children}
        </ListState>
      </Box>
    </Box>
  )
}

function ListState({
  what,
  list,
  empty,
  children,
}: {
  what: string
  list: Pick<CursorList<unknown>, 'isLoading' | 'error' | 'hasMore' | 'isLoadingMore' | 'refresh' | 'loadMore'>
  empty: ReactNode
  children: ReactNode
}) {
  if (list.isLoading) {
    return (
      <Typography role="status" variant="body2" color="text.secondary">
        Loading {what}...
      </Typography>
    )
  }
  if (list.error?.kind === 'first') {
    return (
      <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="error">
          Failed to load {what}
        </Typography>
        <Button size="small" onClick={list.refresh}>
          Try again
        </Button>
      </Box>
    )
  }
  return (
    <>
      {children ?? empty}
      {list.hasMore && (
        <Button size="small" onClick={list.loadMore} disabled={list.isLoadingMore} sx={{ justifySelf: 'center' }}>
          {list.isLoadingMore ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </>
  )
}
