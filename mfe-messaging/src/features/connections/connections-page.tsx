import type { ConnectionAnswer, ConnectionRequestAnswer } from '@hireloop/backend/api-types/messaging'
import {
  Box,
  Button,
  ConfirmDialog,
  EmptyState,
  errorMessage,
  GroupIcon,
  Paper,
  Typography,
  useCursorList,
  useToast,
} from '@hireloop/shared-ui'
import { fetchConnectionsPage, startThread, useDebouncedValue } from '@hireloop/shared-ui/helpers'
import TextField from '@mui/material/TextField'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { fetchIncomingRequestsPage } from '../../api/connections/get-requests'
import { removeConnection, respondToRequest } from '../../api/connections/respond-to-request'
import { PersonRow } from './person-row'

const SEARCH_DELAY_MS = 300

/** Connections read per page of the list. */
const CONNECTIONS_PAGE_SIZE = 20

/** Requests read per page of the list. */
const REQUESTS_PAGE_SIZE = 20

/** The first action of row `index` of a list (the last row when there are fewer), or null when the list is empty. */
function rowAction(list: HTMLElement | null, index: number) {
  const rows = list?.querySelectorAll<HTMLElement>(':scope > li') ?? []
  if (rows.length === 0) return null
  return rows[Math.min(index, rows.length - 1)].querySelector<HTMLElement>('button')
}

/** Whether keyboard focus has nowhere to be (its element was removed, or the page holds it). */
function focusLost() {
  const active = document.activeElement
  return !active || active === document.body || !active.isConnected
}

/** The Connections tab: requests waiting for an answer, then the accepted connections with search and 'Message'. */
export function ConnectionsPage() {
  const { toast } = useToast()
  const navigate = useNavigate()
  const [search, setSearch] = useState('')
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS)
  const fetchPage = useCallback(
    (cursor: string | null) =>
      fetchConnectionsPage({ q: query, cursor, limit: CONNECTIONS_PAGE_SIZE }).then((page) => ({
        items: page.connections,
        nextCursor: page.nextCursor,
        hasMore: page.hasMore,
      })),
    [query]
  )
  const connections = useCursorList<ConnectionAnswer>(`connections?q=${query}`, fetchPage)
  const fetchRequestsPage = useCallback(
    (cursor: string | null) =>
      fetchIncomingRequestsPage(cursor, REQUESTS_PAGE_SIZE).then((page) => ({
        items: page.requests,
        nextCursor: page.nextCursor,
        hasMore: page.hasMore,
      })),
    []
  )
  const requests = useCursorList<ConnectionRequestAnswer>('connection-requests', fetchRequestsPage)
  const [pending, setPending] = useState<string | null>(null)
  const [toRemove, setToRemove] = useState<ConnectionAnswer | null>(null)
  const requestsHeading = useRef<HTMLHeadingElement>(null)
  const requestsList = useRef<HTMLUListElement>(null)
  const connectionsHeading = useRef<HTMLHeadingElement>(null)
  const connectionsList = useRef<HTMLUListElement>(null)
  /** The row of the requests list that takes the focus once an answer is done (the answered one's place). */
  const focusRequestAt = useRef<number | null>(null)
  /** Where the removed connection stood, for the focus once the confirmation has closed. */
  const removedAt = useRef(0)

  // An answered request leaves the list with the button that had the focus: the next request's first action takes
  // it (the heading when none is left), again once the list has been read anew if that row went with the re-read.
  useEffect(() => {
    const index = focusRequestAt.current
    if (index === null || pending !== null) return
    if (focusLost()) (rowAction(requestsList.current, index) ?? requestsHeading.current)?.focus()
    if (!requests.isRefreshing) focusRequestAt.current = null
  }, [requests.items, requests.isRefreshing, pending])

  const answer = async (request: ConnectionRequestAnswer, reply: 'accept' | 'decline') => {
    const index = requests.items.findIndex((item) => item.id === request.id)
    let shown = requests.items.length
    setPending(request.id)
    try {
      await respondToRequest(request.id, reply)
      requests.remove(request.id)
      shown -= 1
      if (reply === 'accept') {
        toast({
          title: 'Connection accepted',
          description: `You and ${request.person.name} are now connected.`,
          variant: 'success',
        })
        connections.refresh()
      } else {
        toast({ title: 'Request declined', variant: 'success' })
      }
    } catch (error) {
      toast({
        title: reply === 'accept' ? 'Failed to accept request' : 'Failed to decline request',
        description: errorMessage(error, 'Please try again.'),
        variant: 'error',
      })
    } finally {
      // The requests are read anew (others may have arrived, this one been answered or withdrawn elsewhere) unless
      // more than a page is shown: a first page would drop the ones loaded after it, and the next cursor still holds.
      if (shown <= REQUESTS_PAGE_SIZE) requests.refresh()
      focusRequestAt.current = Math.max(0, index)
      setPending(null)
    }
  }

  const message = async (person: ConnectionAnswer) => {
    setPending(person.connectionId)
    try {
      const { thread, isExisting } = await startThread(person.id)
      if (!isExisting) toast({ title: 'Conversation started', variant: 'success' })
      navigate(`/messages?thread=${encodeURIComponent(thread.id)}`, { state: { thread } })
    } catch (error) {
      toast({
        title: 'Failed to start conversation',
        description: errorMessage(error, 'Please try again.'),
        variant: 'error',
      })
    } finally {
      setPending(null)
    }
  }

  const remove = async () => {
    if (!toRemove) return
    const person = toRemove
    setPending(person.connectionId)
    try {
      await removeConnection(person.connectionId)
      removedAt.current = Math.max(
        0,
        connections.items.findIndex((item) => item.id === person.id)
      )
      connections.remove(person.id)
      toast({ title: 'Connection removed', variant: 'success' })
    } catch (error) {
      toast({
        title: 'Failed to remove connection',
        description: errorMessage(error, 'Please try again.'),
        variant: 'error',
      })
    } finally {
      setPending(null)
      setToRemove(null)
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="section" aria-labelledby="connection-requests-heading">
        <Typography
          ref={requestsHeading}
          id="connection-requests-heading"
          component="h2"
          variant="h6"
          tabIndex={-1}
          sx={{ mb: 1 }}
        >
          Connection requests
        </Typography>
        {requests.isLoading ? (
          <Typography role="status" color="text.secondary">
            Loading requests...
          </Typography>
        ) : requests.error?.kind === 'first' ? (
          <Typography role="alert" color="error">
            Failed to load connection requests. Please refresh the page.
          </Typography>
        ) : requests.items.length === 0 ? (
          <Typography color="text.secondary">No requests waiting for your answer.</Typography>
        ) : (
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <Box ref={requestsList} component="ul" aria-label="Connection requests" sx={{ m: 0, p: 0 }}>
              {requests.items.map((request) => (
                <PersonRow
                  key={request.id}
                  testId="connection-request"
                  person={request.person}
                  detail={
                    request.note ? (
                      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                        “{request.note}”
                      </Typography>
                    ) : undefined
                  }
                  actions={
                    <>
                      <Button
                        variant="contained"
                        size="small"
                        aria-label={`Accept ${request.person.name}`}
                        disabled={pending === request.id}
                        onClick={() => void answer(request, 'accept')}
                      >
                        Accept
                      </Button>
                      <Button
                        variant="outlined"
                        size="small"
                        aria-label={`Decline ${request.person.name}`}
                        disabled={pending === request.id}
                        onClick={() => void answer(request, 'decline')}
                      >
                        Decline
                      </Button>
                    </>
                  }
                />
              ))}
            </Box>
            {requests.error?.kind === 'more' && (
              <Typography role="alert" color="error" variant="body2" sx={{ p: 1, textAlign: 'center' }}>
                Failed to load more requests. Please try again.
              </Typography>
            )}
            {requests.hasMore && (
              <Box sx={{ p: 1, textAlign: 'center' }}>
                <Button size="small" onClick={requests.loadMore} loading={requests.isLoadingMore}>
                  Load more requests
                </Button>
              </Box>
            )}
          </Paper>
        )}
      </Box>

      <Box component="section" aria-labelledby="connections-heading">
        <Typography
          ref={connectionsHeading}
          id="connections-heading"
          component="h2"
          variant="h6"
          tabIndex={-1}
          sx={{ mb: 1 }}
        >
          Your connections
        </Typography>
        <TextField
          type="search"
          label="Search connections"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          fullWidth
          sx={{ mb: 1.5 }}
        />
        {connections.isLoading ? (
          <Typography role="status" color="text.secondary">
            Loading connections...
          </Typography>
        ) : connections.error?.kind === 'first' ? (
          <Typography role="alert" color="error">
            Failed to load connections. Please refresh the page.
          </Typography>
        ) : connections.items.length === 0 ? (
          query ? (
            <Typography color="text.secondary">No connections match “{query}”.</Typography>
          ) : (
            <EmptyState
              testId="connections-empty"
              icon={<GroupIcon />}
              title="No connections yet"
              description="Find people through search and send them a connection request; once they accept, they appear here."
            />
          )
        ) : (
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <Box ref={connectionsList} component="ul" aria-label="Connections" sx={{ m: 0, p: 0 }}>
              {connections.items.map((person) => (
                <PersonRow
                  key={person.id}
                  testId="connection"
                  person={person}
                  actions={
                    <>
                      <Button
                        variant="contained"
                        size="small"
                        aria-label={`Message ${person.name}`}
                        disabled={pending === person.connectionId}
                        onClick={() => void message(person)}
                      >
                        Message
                      </Button>
                      <Button
                        color="inherit"
                        size="small"
                        aria-label={`Remove ${person.name}`}
                        disabled={pending === person.connectionId}
                        onClick={() => setToRemove(person)}
                      >
                        Remove
                      </Button>
                    </>
                  }
                />
              ))}
            </Box>
            {connections.hasMore && (
              <Box sx={{ p: 1, textAlign: 'center' }}>
                <Button size="small" onClick={connections.loadMore} loading={connections.isLoadingMore}>
                  Load more connections
                </Button>
              </Box>
            )}
          </Paper>
        )}
      </Box>

      <ConfirmDialog
        open={toRemove !== null}
        title="Delete this connection?"
        description={`${toRemove?.name ?? 'This person'} is removed from your connections. Your conversations are kept.`}
        loading={pending !== null && pending === toRemove?.connectionId}
        onConfirm={() => void remove()}
        onCancel={() => setToRemove(null)}
        focusWhenOpenerGone={() => rowAction(connectionsList.current, removedAt.current) ?? connectionsHeading.current}
      />
    </Box>
  )
}
