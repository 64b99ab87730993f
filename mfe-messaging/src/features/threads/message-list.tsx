import type { MessageAnswer } from '@hireloop/backend/api-types/messaging'
import { Box, formatRelativeTime, Typography, VISUALLY_HIDDEN } from '@hireloop/shared-ui'
import { useNow } from '../../shared/use-now'
import { groupMessages, seenMessageId } from './message-groups'
import { MessageText } from './message-text'

/** The conversation's messages as bubbles (mine on the right), grouped by sender, with 'Seen' under my last one. */
export function MessageList({
  messages,
  userId,
  otherId,
}: {
  messages: MessageAnswer[]
  userId: string | null
  otherId: string | null
}) {
  const seenId = seenMessageId(messages, userId, otherId)
  const now = useNow()
  return (
    <Box component="ol" aria-label="Messages" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {groupMessages(messages).map((group) => {
        const mine = group.senderId === userId
        const lastMessage = group.messages.at(-1)!
        return (
          <Box
            component="li"
            key={group.messages[0]!.id}
            data-testid="message-group"
            data-mine={mine}
            sx={{ display: 'grid', justifyItems: mine ? 'end' : 'start', gap: 0.5 }}
          >
            {mine ? (
              <Box component="span" sx={VISUALLY_HIDDEN}>
                You said:
              </Box>
            ) : (
              <Typography variant="caption" color="text.secondary" sx={{ px: 1 }}>
                {group.senderName} said:
              </Typography>
            )}
            <Box
              component="ul"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5, justifyItems: 'inherit' }}
            >
              {group.messages.map((message) => (
                <Box
                  component="li"
                  key={message.id}
                  data-testid="message"
                  sx={{
                    maxWidth: 'min(80%, 560px)',
                    px: 1.5,
                    py: 1,
                    borderRadius: 2,
                    bgcolor: mine ? 'primary.main' : 'action.hover',
                    color: mine ? 'primary.contrastText' : 'text.primary',
                    whiteSpace: 'pre-wrap',
                    overflowWrap: 'anywhere',
                  }}
                >
                  <Typography variant="body2" component="span" sx={{ color: 'inherit' }}>
                    <MessageText content={message.content} />
                  </Typography>
                </Box>
              ))}
            </Box>
            <Typography variant="caption" color="text.secondary" sx={{ px: 1 }}>
              <time dateTime={lastMessage.createdAt}>{formatRelativeTime(lastMessage.createdAt, now)}</time>
              {seenId && group.messages.some((message) => message.id === seenId) && (
                <span data-testid="seen"> · Seen</span>
              )}
            </Typography>
          </Box>
        )
      })}
    </Box>
  )
}
