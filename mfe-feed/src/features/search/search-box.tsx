import { Box, InputBase, Paper, SearchIcon } from '@hireloop/shared-ui'
import { useDebouncedValue } from '@hireloop/shared-ui/helpers'
import { lazy, Suspense, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'

const SearchResults = lazy(() => import('./search-results'))

export const SEARCH_DEBOUNCE_MS = 300

/** The header's search box; the grouped dropdown (Jobs, Companies, People) loads with the first query. */
export function SearchBox() {
  const [value, setValue] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [optionIds, setOptionIds] = useState<string[]>([])
  const optionCount = optionIds.length
  const listId = useId()
  const container = useRef<HTMLDivElement>(null)
  const selectRef = useRef<((index: number) => void) | null>(null)
  const query = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS)
  const showing = open && value.trim() !== '' && query !== ''
  // The option arrowed to, for screen readers: focus stays in the input, which names it.
  const activeId = showing && active >= 0 ? optionIds[active] : undefined

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      close()
      return
    }
    if (!showing || optionCount === 0) return
    if (event.key === 'Enter' && active >= 0) {
      event.preventDefault()
      selectRef.current?.(active)
    } else if (event.key === 'ArrowDown') {
      event.preventDefault()
      setActive((index) => (index + 1) % optionCount)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((index) => (index <= 0 ? optionCount - 1 : index - 1))
    }
  }

  const onBlur = (event: FocusEvent) => {
    if (!container.current?.contains(event.relatedTarget as Node | null)) close()
  }

  return (
    <>
      {/* On a phone the box is a narrow slot between the header's buttons: there the dropdown is placed against the
          header itself (the nearest positioned ancestor) so it spans the screen; wider, it spans the box. */}
      <Box
        ref={container}
        sx={{ position: { xs: 'static', sm: 'relative' }, flex: 1, minWidth: 0 }}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      >
        <Paper
          variant="outlined"
          component="form"
          role="search"
          onSubmit={(event) => {
            event.preventDefault()
            setOpen(true)
          }}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.25, borderRadius: 5 }}
        >
          <SearchIcon fontSize="small" color="action" />
          <InputBase
            placeholder="Search jobs, companies, people"
            value={value}
            onChange={(event) => {
              setValue(event.target.value)
              setOpen(true)
              setActive(-1)
            }}
            onFocus={() => setOpen(true)}
            inputProps={{
              'aria-label': 'Search',
              role: 'combobox',
              'aria-expanded': showing,
              'aria-controls': listId,
              'aria-activedescendant': activeId,
              'aria-autocomplete': 'list',
              autoComplete: 'off',
            }}
            sx={{ flex: 1, fontSize: 14 }}
          />
        </Paper>
        {showing && (
          <Suspense fallback={null}>
            <SearchResults
              id={listId}
              query={query}
              activeIndex={active}
              onOptions={setOptionIds}
              selectRef={selectRef}
              onDone={() => {
                close()
                setValue('')
              }}
            />
          </Suspense>
        )}
      </Box>
    </>
  )
}
