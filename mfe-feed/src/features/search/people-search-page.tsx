import {
  AreaFrame,
  Avatar,
  Box,
  Button,
  EmptyState,
  ErrorOutlineIcon,
  getInitials,
  InputBase,
  isApiError,
  Link as MuiLink,
  Paper,
  PersonIcon,
  profilePath,
  SearchIcon,
  Typography,
  userTypeLabel,
} from '@hireloop/shared-ui'
import { useState, type FormEvent } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { usePeopleSearch } from '../../api/search/search-people'
import type { SearchPerson } from '../../api/search/types'
import { REMOTE_NAME } from '../../shared/remote-name'

/** Why the first page failed, in words: the server's for a query it refuses (422), the service's otherwise. */
function failureText(error: unknown) {
  if (isApiError(error) && error.status === 422 && error.data?.error) return error.data.error
  return 'Search is not available right now.'
}

function PersonRow({ person }: { person: SearchPerson }) {
  const details = [userTypeLabel(person.userType), person.location].filter(Boolean).join(' · ')
  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 1.5, alignItems: 'center', px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Avatar src={person.profileImage ?? undefined} alt="" sx={{ width: 40, height: 40, bgcolor: 'primary.main' }}>
        {getInitials(person.name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <MuiLink
          component={RouterLink}
          to={profilePath(person.id)}
          underline="hover"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {person.name}
        </MuiLink>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {details}
        </Typography>
        {person.headline && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {person.headline}
          </Typography>
        )}
      </Box>
    </Box>
  )
}

/**
 * /people?q=: everyone the query finds, best match first, a page at a time (the search dropdown shows only the first
 * few). The query is in the address, so the screen can be shared and the back button returns to it.
 */
export default function PeopleSearchPage() {
  const [params, setParams] = useSearchParams()
  const query = (params.get('q') ?? '').trim()
  const [draft, setDraft] = useState(query)
  // Another query in the address (the header's search again) replaces what was typed here.
  const [shownQuery, setShownQuery] = useState(query)
  if (shownQuery !== query) {
    setShownQuery(query)
    setDraft(query)
  }
  const list = usePeopleSearch(query)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next = draft.trim()
    if (next) setParams({ q: next })
  }

  let body
  if (!query) {
    body = <EmptyState icon={<SearchIcon />} title="Search for people" description="Type a name, headline or place." />
  } else if (list.isLoading) {
    body = (
      <Typography role="status" variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
        Searching...
      </Typography>
    )
  } else if (list.error?.kind === 'first') {
    body = (
      <EmptyState
        icon={<ErrorOutlineIcon />}
        title={failureText(list.error.error)}
        action={
          <Button variant="contained" onClick={list.refresh}>
            Try again
          </Button>
        }
      />
    )
  } else if (list.items.length === 0) {
    body = <EmptyState icon={<PersonIcon />} title={`No people found for "${query}"`} />
  } else {
    body = (
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          component="ul"
          aria-label={`People matching "${query}"`}
          sx={{ m: 0, p: 0, listStyle: 'none', mt: '-1px' }}
        >
          {list.items.map((person) => (
            <PersonRow key={person.id} person={person} />
          ))}
        </Box>
      </Paper>
    )
  }

  return (
    <AreaFrame remoteName={REMOTE_NAME} title="People">
      <Paper
        variant="outlined"
        component="form"
        role="search"
        aria-label="People"
        onSubmit={submit}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.5, mb: 2, borderRadius: 5 }}
      >
        <SearchIcon fontSize="small" color="action" />
        <InputBase
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Search people"
          inputProps={{ 'aria-label': 'Search people', enterKeyHint: 'search' }}
          sx={{ flex: 1, fontSize: 14 }}
        />
        <Button type="submit" size="small" disabled={!draft.trim()}>
          Search
        </Button>
      </Paper>
      {body}
      {query && (list.hasMore || list.error?.kind === 'more') && (
        <Box sx={{ textAlign: 'center', py: 2 }}>
          <Button onClick={list.loadMore} loading={list.isLoadingMore}>
            {list.error?.kind === 'more' ? 'Try again' : 'Load more'}
          </Button>
        </Box>
      )}
    </AreaFrame>
  )
}
