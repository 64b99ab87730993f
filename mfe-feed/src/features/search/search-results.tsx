import {
  Avatar,
  Box,
  getInitials,
  isApiError,
  Paper,
  profilePath,
  Typography,
  userTypeLabel,
} from '@hireloop/shared-ui'
import { useSearch } from '../../api/search/search'
import { useConnectionStatuses } from '../../api/connections/get-connection-statuses'
import type { PersonConnectionStatus } from '../../api/connections/types'
import type { SearchCompany, SearchJob, SearchPerson } from '../../api/search/types'
import { useEffect, useLayoutEffect, useMemo, useRef, type MutableRefObject, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'

export type SearchOption =
  | { kind: 'job'; item: SearchJob }
  | { kind: 'company'; item: SearchCompany }
  | { kind: 'person'; item: SearchPerson }
  | { kind: 'all-people'; item: { id: 'all' } }

/** Where every person a query finds is listed, a page at a time. */
export function peopleSearchPath(query: string) {
  return `/people?${new URLSearchParams({ q: query.trim() })}`
}

/**
 * An option's element id: the list's id, the kind and the item's id, so it names the same result while the list
 * is shown (the search box points `aria-activedescendant` at it).
 */
export function searchOptionId(listId: string, option: SearchOption) {
  return `${listId}-${option.kind}-${option.item.id}`
}

export interface SearchResultsProps {
  id: string
  query: string
  activeIndex: number
  /** The options' element ids, in arrow-key order. */
  onOptions: (ids: string[]) => void
  /** Lets the search box choose the active option on Enter. */
  selectRef: MutableRefObject<((index: number) => void) | null>
  onDone: () => void
}

/** The grouped dropdown of part 1 §2: Jobs, Companies, People. */
export default function SearchResults({ id, query, activeIndex, onOptions, selectRef, onDone }: SearchResultsProps) {
  const navigate = useNavigate()
  const { data, error, isLoading, isValidating } = useSearch(query)
  const peopleIds = useMemo(() => data?.users.map((person) => person.id) ?? [], [data])
  const { data: connections } = useConnectionStatuses(peopleIds)

  const options = useMemo<SearchOption[]>(
    () =>
      data
        ? [
            ...data.jobs.map((item) => ({ kind: 'job' as const, item })),
            ...data.companies.map((item) => ({ kind: 'company' as const, item })),
            ...data.users.map((item) => ({ kind: 'person' as const, item })),
            // The dropdown shows the first few people; the people screen pages through all of them.
            ...(data.users.length > 0 ? [{ kind: 'all-people' as const, item: { id: 'all' as const } }] : []),
          ]
        : [],
    [data]
  )
  const optionIds = useMemo(() => options.map((option) => searchOptionId(id, option)), [options, id])

  useEffect(() => onOptions(optionIds), [optionIds, onOptions])

  const choose = (option: SearchOption) => {
    // A job opens in the jobs area; a company opens its page (jobs area); a member opens their profile.
    if (option.kind === 'job') navigate(`/jobs/${encodeURIComponent(option.item.id)}`)
    else if (option.kind === 'company') navigate(`/companies/${encodeURIComponent(option.item.id)}`)
    else if (option.kind === 'person') navigate(profilePath(option.item.id))
    else navigate(peopleSearchPath(query))
    onDone()
  }
  useLayoutEffect(() => {
    selectRef.current = (index: number) => {
      const option = options[index]
      if (option) choose(option)
    }
  })

  let status: ReactNode = null
  // A query the server refuses (over 100 characters) gets its message; any other failure is the service's.
  if (isApiError(error) && error.status === 422 && error.data?.error) status = error.data.error
  else if (error) status = 'Search is not available right now.'
  else if (isLoading || (isValidating && !data)) status = 'Searching...'
  else if (data && options.length === 0) status = `No results for "${query}"`

  const groups: { label: string; kinds: SearchOption['kind'][] }[] = [
    { label: 'Jobs', kinds: ['job'] },
    { label: 'Companies', kinds: ['company'] },
    { label: 'People', kinds: ['person', 'all-people'] },
  ]

  return (
    <Paper
      elevation={8}
      sx={{
        position: 'absolute',
        top: '100%',
        left: 0,
        right: 0,
        mt: 0.5,
        zIndex: (theme) => theme.zIndex.modal - 1,
        maxHeight: '70vh',
        overflowY: 'auto',
      }}
    >
      {status && (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {status}
        </Typography>
      )}
      {options.length > 0 && (
        <Box id={id} role="listbox" aria-label="Search results" sx={{ py: 0.5 }}>
          {groups.map((group) => {
            const entries = options
              .map((option, index) => ({ option, index }))
              .filter(({ option }) => group.kinds.includes(option.kind))
            if (!entries.length) return null
            return (
              <Box key={group.label} role="group" aria-label={group.label}>
                <Typography variant="overline" color="text.secondary" component="div" sx={{ px: 2, pt: 1 }} aria-hidden>
                  {group.label}
                </Typography>
                {entries.map(({ option, index }) => (
                  <Option
                    key={optionIds[index]}
                    id={optionIds[index]!}
                    option={option}
                    connection={option.kind === 'person' ? connections?.statuses[option.item.id] : undefined}
                    active={index === activeIndex}
                    onChoose={() => choose(option)}
                  />
                ))}
              </Box>
            )
          })}
        </Box>
      )}
    </Paper>
  )
}

/** How a person in the list stands with the reader, in a word (nothing when not connected). */
export const CONNECTION_HINTS: Record<PersonConnectionStatus, string | null> = {
  none: null,
  connected: 'Connected',
  pending_outgoing: 'Request sent',
  pending_incoming: 'Wants to connect',
}

function Option({
  id,
  option,
  active,
  onChoose,
  connection,
}: {
  id: string
  option: SearchOption
  active: boolean
  onChoose: () => void
  connection?: PersonConnectionStatus
}) {
  let primary: string
  let secondary: string | null
  let avatar: ReactNode = null
  if (option.kind === 'job') {
    primary = option.item.title
    secondary = [option.item.companyName, option.item.location].filter(Boolean).join(' · ') || null
  } else if (option.kind === 'company') {
    primary = option.item.name
    secondary =
      [option.item.verified ? 'Verified' : null, option.item.headquarters, option.item.description]
        .filter(Boolean)
        .join(' · ') || null
  } else if (option.kind === 'all-people') {
    primary = 'See all people'
    secondary = null
  } else {
    primary = option.item.name
    secondary = [userTypeLabel(option.item.userType), connection && CONNECTION_HINTS[connection], option.item.headline]
      .filter(Boolean)
      .join(' · ')
    avatar = (
      <Avatar
        src={option.item.profileImage ?? undefined}
        alt=""
        sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main' }}
      >
        {getInitials(option.item.name)}
      </Avatar>
    )
  }
  const ref = useRef<HTMLDivElement>(null)
  // Arrowing moves no focus: the active option is brought into view by hand (the list scrolls).
  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest' })
  }, [active])
  return (
    <Box
      ref={ref}
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      // Keep focus in the search box: choosing must not blur it first (that would close the list).
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1,
        cursor: 'pointer',
        bgcolor: active ? 'action.selected' : undefined,
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      {avatar}
      <Box sx={{ minWidth: 0 }}>
        {/* A title may take two lines: cut to one, job titles that differ only at the end look alike. */}
        <Typography
          variant="body2"
          sx={{
            fontWeight: 600,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {primary}
        </Typography>
        {secondary && (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {secondary}
          </Typography>
        )}
      </Box>
    </Box>
  )
}
