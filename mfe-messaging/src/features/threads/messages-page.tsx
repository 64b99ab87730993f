import type { MessageAnswer, ThreadAnswer } from '@hireloop/backend/api-types/messaging'
import { Box, Button, ChatIcon, EmptyState, InboxIcon, Paper, Typography, useCurrentUser } from '@hireloop/shared-ui'
import { OfflineFallback } from '@hireloop/shared-ui/offline'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'
import { useNow } from '../../shared/use-now'
import { Conversation } from './conversation'
import { ThreadItem } from './thread-item'
import { useThreads } from './use-threads'
import { useFitHeight } from './use-fit-height'

/** Where list and conversation sit side by side; below it a phone shows one at a time. */
export const WIDE_QUERY = '(min-width:900px)'

/**
 * Thread list and conversation view (part 1 §2). The open thread is in the address (`?thread={id}`), so other areas
 * open a conversation by navigating to it (they may pass the thread as `state.thread`).
 */
export function MessagesPage() {
  const [params, setParams] = useSearchParams()
  const openThreadId = params.get('thread')
  const location = useLocation()
  const stateThread = (location.state as { thread?: ThreadAnswer } | null)?.thread ?? null
  const wide = useMediaQuery(WIDE_QUERY, { noSsr: true })
  const [archived, setArchived] = useState(false)
  const { user } = useCurrentUser()
  const userId = user?.id ?? null
  const threads = useThreads(archived, openThreadId, userId)
  const now = useNow()
  const conversationBox = useRef<HTMLDivElement>(null)
  const fitHeight = useFitHeight(conversationBox, !wide && Boolean(openThreadId))

  const openThread =
    threads.items.find((thread) => thread.id === openThreadId) ??
    (stateThread && stateThread.id === openThreadId ? stateThread : null)

  const openId = (id: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous)
      next.set('thread', id)
      return next
    })
  // Back from a conversation, focus returns to its thread in the list (on phones the list was not on screen).
  const returnFocusTo = useRef<string | null>(null)
  const close = useCallback(
    () =>
      setParams((previous) => {
        returnFocusTo.current = previous.get('thread')
        const next = new URLSearchParams(previous)
        next.delete('thread')
        return next
      }),
    [setParams]
  )

  const { update, prepend, remove } = threads
  const onRead = useCallback((id: string) => update(id, (thread) => ({ ...thread, unreadCount: 0 })), [update])
  const onSent = (message: MessageAnswer) => {
    const thread = threads.items.find((item) => item.id === message.threadId) ?? openThread
    if (!thread || thread.isArchived !== archived) return
    const { id, content, createdAt, senderId, readBy } = message
    prepend({
      ...thread,
      lastMessage: { id, content, createdAt, senderId, readBy },
      messageCount: thread.messageCount + 1,
      lastActivityAt: createdAt,
    })
  }
  const onGone = (id: string) => {
    remove(id)
    close()
  }

  const listRef = useRef<HTMLElement>(null)
  useEffect(() => {
    const id = returnFocusTo.current
    if (openThreadId || !id) return
    returnFocusTo.current = null
    const button = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-thread-id]') ?? [])].find(
      (element) => element.dataset.threadId === id
    )
    button?.focus()
  }, [openThreadId])

  const showList = wide || !openThreadId
  const showConversation = wide || Boolean(openThreadId)

  const list = (
    <Box component="section" ref={listRef} aria-label="Conversations" sx={{ minWidth: 0 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={archived ? 'archived' : 'inbox'}
        onChange={(_event, value: string | null) => {
          if (value) setArchived(value === 'archived')
        }}
        aria-label="Show conversations"
        sx={{ mb: 1.5 }}
      >
        <ToggleButton value="inbox">Inbox</ToggleButton>
        <ToggleButton value="archived">Archived</ToggleButton>
      </ToggleButtonGroup>
      {threads.isLoading ? (
        <Typography role="status" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          Loading conversations...
        </Typography>
      ) : threads.error?.kind === 'first' ? (
        <OfflineFallback error={threads.error.error} retry={threads.refresh}>
          <Paper variant="outlined" role="alert" sx={{ p: 3, textAlign: 'center' }}>
            <Typography component="h2" variant="h6">
              Failed to load conversations
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Please refresh the page
            </Typography>
          </Paper>
        </OfflineFallback>
      ) : threads.items.length === 0 ? (
        archived ? (
          <EmptyState
            testId="threads-empty"
            icon={<InboxIcon />}
            title="No archived conversations"
            description="Conversations you archive are kept here, out of your inbox."
          />
        ) : (
          <EmptyState
            testId="threads-empty"
            icon={<ChatIcon />}
            title="No conversations yet"
            description="When you message an employer, an applicant or a connection, the conversation appears here."
          />
        )
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Box component="ul" aria-label={archived ? 'Archived conversations' : 'Conversations'} sx={{ m: 0, p: 0 }}>
            {threads.items.map((thread) => (
              <ThreadItem
                key={thread.id}
                thread={thread}
                userId={userId}
                now={now}
                selected={thread.id === openThreadId}
                onOpen={() => openId(thread.id)}
              />
            ))}
          </Box>
          {threads.hasMore && (
            <Box sx={{ p: 1, textAlign: 'center' }}>
              <Button size="small" onClick={threads.loadMore} loading={threads.isLoadingMore}>
                Load more conversations
              </Button>
            </Box>
          )}
        </Paper>
      )}
    </Box>
  )

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: wide ? 'minmax(280px, 2fr) minmax(0, 3fr)' : '1fr',
        gap: 2,
        alignItems: 'start',
      }}
    >
      {showList && list}
      {showConversation && (
        <Paper
          ref={conversationBox}
          variant="outlined"
          data-testid="conversation-box"
          sx={{
            // A phone fits the conversation between whatever stands above it (title, notices) and the tab bar.
            height: wide ? '70vh' : fitHeight ? `${fitHeight}px` : 'calc(100dvh - 260px)',
            minHeight: wide ? 360 : undefined,
            display: 'flex',
            flexDirection: 'column',
            overflow: 'hidden',
          }}
        >
          {openThreadId ? (
            <Conversation
              key={openThreadId}
              threadId={openThreadId}
              thread={openThread}
              userId={userId}
              onBack={close}
              onRead={onRead}
              onSent={onSent}
              onArchived={onGone}
              onDeleted={onGone}
            />
          ) : (
            <Box
              component="section"
              aria-label="Conversation"
              sx={{ display: 'grid', placeItems: 'center', flex: 1, p: 3 }}
            >
              <Typography color="text.secondary">Select a conversation to read it.</Typography>
            </Box>
          )}
        </Paper>
      )}
    </Box>
  )
}
