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
import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useIncomingRequests } from '../../api/connections/get-requests'
import { removeConnection, respondToRequest } from '../../api/connections/respond-to-request'
import { PersonRow } from './person-row'

const SEARCH_DELAY_MS = 300

/** Connections read per page of the list. */
const CONNECTIONS_PAGE_SIZE = 20

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
  const requests = useIncomingRequests()
  const [pending, setPending] = useState<string | null>(null)
  const [toRemove, setToRemove] = useState<ConnectionAnswer | null>(null)

  const answer = async (request: ConnectionRequestAnswer, reply: 'accept' | 'decline') => {
    setPending(request.id)
    try {
      await respondToRequest(request.id, reply)
      void requests.mutate((data) => data && { requests: data.requests.filter((item) => item.id !== request.id) }, {
        revalidate: false,
      })
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
        <Typography id="connection-requests-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
          Connection requests
        </Typography>
        {requests.isLoading ? (
          <Typography role="status" color="text.secondary">
            Loading requests...
          </Typography>
        ) : requests.error ? (
          <Typography role="alert" color="error">
            Failed to load connection requests. Please refresh the page.
          </Typography>
        ) : requests.requests.length === 0 ? (
          <Typography color="text.secondary">No requests waiting for your answer.</Typography>
        ) : (
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <Box component="ul" aria-label="Connection requests" sx={{ m: 0, p: 0 }}>
              {requests.requests.map((request) => (
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
          </Paper>
        )}
      </Box>

      <Box component="section" aria-labelledby="connections-heading">
        <Typography id="connections-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
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
            <Box component="ul" aria-label="Connections" sx={{ m: 0, p: 0 }}>
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
      />
    </Box>
  )
}
