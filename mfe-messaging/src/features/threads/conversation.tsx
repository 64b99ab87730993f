import type { ThreadAnswer } from '@hireloop/backend/api-types/messaging'
import { MESSAGING_MESSAGES } from '@hireloop/backend/messaging-constants'
import {
  Avatar,
  Box,
  Button,
  ConfirmDialog,
  getInitials,
  IconButton,
  Link as MuiLink,
  profilePath,
  errorMessage,
  Typography,
  userTypeLabel,
  useToast,
} from '@hireloop/shared-ui'
import { useBlockedUsers } from '@hireloop/shared-ui/helpers'
import { ArrowBackIcon, DeleteIcon } from '@hireloop/shared-ui/icons'
import { OfflineFallback } from '@hireloop/shared-ui/offline'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { archiveThread } from '../../api/threads/archive-thread'
import { deleteThread } from '../../api/threads/delete-thread'
import { ArchiveIcon, UnarchiveIcon } from '../../shared/icons'
import { ConversationActionsMenu } from './conversation-actions-menu'
import { DraftList } from './draft-list'
import { blockedNotice } from './member-safety'
import { MessageInput } from './message-input'
import { MessageList } from './message-list'
import { useConversation, type ConversationCallbacks } from './use-conversation'

export interface ConversationProps extends ConversationCallbacks {
  threadId: string
  /** The thread as the list knows it; null when it is not loaded (opened from an address). */
  thread: ThreadAnswer | null
  userId: string | null
  onBack: () => void
  /** The thread was archived or restored (the view closes). */
  onArchived: (threadId: string, isArchived: boolean) => void
  /** The thread was deleted for the user (the view closes). */
  onDeleted: (threadId: string) => void
}

/** One conversation: its header and actions, the messages (older ones on demand) and the composer. */
export function Conversation({
  threadId,
  thread,
  userId,
  onBack,
  onArchived,
  onDeleted,
  onRead,
  onSent,
}: ConversationProps) {
  const { toast } = useToast()
  const conversation = useConversation(threadId, userId, { onRead, onSent })
  const { messages } = conversation
  const [confirmDelete, setConfirmDelete] = useState(false)
  const [busy, setBusy] = useState(false)

  // Without the list's copy, the other participant is whoever else wrote in the thread.
  const otherFromMessages = messages.find((message) => message.senderId !== userId)
  const otherName = thread?.otherParticipant.name ?? otherFromMessages?.sender.name ?? 'Conversation'
  const otherId = thread?.otherParticipant.id ?? otherFromMessages?.senderId ?? null
  const isArchived = thread?.isArchived ?? false
  // The thread's answer says nothing of blocks: the member's own come from their list of blocks, the other's show
  // when the server refuses a message.
  const { data: blocks } = useBlockedUsers(otherId !== null)
  const blocked = otherId !== null && (blocks?.blocked.some((other) => other.id === otherId) ?? false)
  const lastFromOther = messages.findLast((message) => message.senderId === otherId) ?? null

  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    headingRef.current?.focus()
  }, [threadId])

  // Newest at the bottom: stay there as messages arrive; keep the reader's place when older ones are added above.
  const scrollRef = useRef<HTMLDivElement>(null)
  const lastSeen = useRef({ firstId: '', lastId: '', height: 0 })
  useLayoutEffect(() => {
    const box = scrollRef.current
    if (!box) return
    const firstId = messages[0]?.id ?? ''
    const lastId = messages.at(-1)?.id ?? ''
    const previous = lastSeen.current
    if (lastId !== previous.lastId) box.scrollTop = box.scrollHeight
    else if (firstId !== previous.firstId && previous.height) box.scrollTop += box.scrollHeight - previous.height
    lastSeen.current = { firstId, lastId, height: box.scrollHeight }
  }, [messages])

  const archive = async () => {
    setBusy(true)
    try {
      const answer = await archiveThread(threadId, !isArchived)
      toast({
        title: answer.isArchived ? 'Conversation archived' : 'Conversation restored',
        variant: 'success',
      })
      onArchived(threadId, answer.isArchived)
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to archive conversation'), variant: 'error' })
    } finally {
      setBusy(false)
    }
  }

  const remove = async () => {
    setBusy(true)
    try {
      await deleteThread(threadId)
      setConfirmDelete(false)
      toast({ title: 'Conversation deleted', variant: 'success' })
      onDeleted(threadId)
    } catch (error) {
      setConfirmDelete(false)
      toast({
        title: 'Failed to delete conversation',
        description: errorMessage(error, 'Please try again.'),
        variant: 'error',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Box
      component="section"
      aria-labelledby={`conversation-${threadId}`}
      data-testid="conversation"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <IconButton aria-label="Back to conversations" onClick={onBack}>
          <ArrowBackIcon />
        </IconButton>
        <Avatar
          src={thread?.otherParticipant.avatar ?? undefined}
          alt=""
          sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}
        >
          {getInitials(otherName)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id={`conversation-${threadId}`}
            ref={headingRef}
            tabIndex={-1}
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 700, '&:focus': { outline: 'none' } }}
            noWrap
          >
            {otherId ? (
              <MuiLink component={RouterLink} to={profilePath(otherId)} color="inherit" underline="hover">
                {otherName}
              </MuiLink>
            ) : (
              otherName
            )}
          </Typography>
          {thread && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} noWrap>
              {userTypeLabel(thread.otherParticipant.userType)}
              {thread.job ? ` · ${thread.job.title} at ${thread.job.company}` : ''}
            </Typography>
          )}
        </Box>
        {!conversation.missing && (
          <>
            <IconButton
              aria-label={isArchived ? 'Restore conversation' : 'Archive conversation'}
              title={isArchived ? 'Restore' : 'Archive'}
              onClick={() => void archive()}
              disabled={busy}
            >
              {isArchived ? <UnarchiveIcon /> : <ArchiveIcon />}
            </IconButton>
            <IconButton
              aria-label="Delete conversation"
              title="Delete"
              onClick={() => setConfirmDelete(true)}
              disabled={busy}
            >
              <DeleteIcon />
            </IconButton>
            {otherId && (
              <ConversationActionsMenu
                person={{ id: otherId, name: otherName }}
                lastMessage={lastFromOther}
                blocked={blocked}
                onBlockedChange={(nowBlocked) => {
                  if (!nowBlocked) conversation.allowSending()
                }}
              />
            )}
          </>
        )}
      </Box>

      <Box
        ref={scrollRef}
        onScroll={(event) => {
          if (event.currentTarget.scrollTop === 0) conversation.loadOlder()
        }}
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 2, py: 1.5 }}
      >
        {conversation.hasOlder && (
          <Box sx={{ textAlign: 'center', mb: 1 }}>
            <Button size="small" onClick={conversation.loadOlder} loading={conversation.isLoadingOlder}>
              Load older messages
            </Button>
          </Box>
        )}
        {conversation.isLoading ? (
          <Typography role="status" color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
            Loading messages...
          </Typography>
        ) : conversation.missing ? (
          <Box role="alert" sx={{ textAlign: 'center', py: 3 }}>
            <Typography sx={{ fontWeight: 700 }}>{MESSAGING_MESSAGES.threadNotFound}</Typography>
            <Typography color="text.secondary">It may have been deleted, or the link is wrong.</Typography>
          </Box>
        ) : conversation.failed ? (
          <OfflineFallback error={conversation.failed}>
            <Typography role="alert" color="error" sx={{ textAlign: 'center', py: 3 }}>
              Failed to load messages. Please refresh the page.
            </Typography>
          </OfflineFallback>
        ) : messages.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
            No messages yet. Say hello!
          </Typography>
        ) : (
          <MessageList messages={messages} userId={userId} otherId={otherId} />
        )}
        <DraftList drafts={conversation.drafts} />
      </Box>

      {conversation.missing ? null : blocked || conversation.refused ? (
        <Typography
          role="status"
          data-testid="composer-blocked"
          variant="body2"
          color="text.secondary"
          sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}
        >
          {blocked ? blockedNotice(otherName) : MESSAGING_MESSAGES.cannotMessageUser}
        </Typography>
      ) : (
        <MessageInput onSend={conversation.send} />
      )}

      <ConfirmDialog
        open={confirmDelete}
        title="Delete conversation?"
        description="The conversation is removed from your messages only; the other person keeps their copy."
        loading={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />
    </Box>
  )
}
