import type { ConnectionAnswer, ThreadAnswer } from '@hireloop/backend/api-types/messaging'
import { MESSAGING_LIMITS } from '@hireloop/backend/messaging-constants'
import { Typography, useCursorList, userTypeLabel, type CursorPage } from '@hireloop/shared-ui'
import { fetchConnectionsPage, fetchThreadsPage, useDebouncedValue } from '@hireloop/shared-ui/helpers'
import { useState } from 'react'
import { PickList, SearchablePickList } from './pick-list'

/** Waits for typing to pause before a search goes to the server. */
export const CONNECTION_SEARCH_DEBOUNCE_MS = 300

/**
 * The Messaging tab's list: the reader's conversations (GET /api/threads, read while the tab is open), searched by
 * the other participant's name. Chosen conversations stay chosen while a search hides them.
 */
export function ConversationPicker({
  selected,
  onToggle,
  disabled,
}: {
  selected: ReadonlyMap<string, ThreadAnswer>
  onToggle: (thread: ThreadAnswer) => void
  disabled: boolean
}) {
  const [search, setSearch] = useState('')
  const list = useCursorList<ThreadAnswer>('share-threads', async (cursor): Promise<CursorPage<ThreadAnswer>> => {
    const page = await fetchThreadsPage({ cursor, limit: MESSAGING_LIMITS.pageMax })
    return { items: page.threads, nextCursor: page.nextCursor, hasMore: page.hasMore }
  })
  const needle = search.trim().toLowerCase()
  const shown = needle
    ? list.items.filter((thread) => thread.otherParticipant.name.toLowerCase().includes(needle))
    : list.items
  const rows = shown.map((thread) => ({
    id: thread.id,
    name: thread.otherParticipant.name,
    avatar: thread.otherParticipant.avatar,
    detail: thread.job
      ? `${thread.job.title}${thread.job.company ? ` · ${thread.job.company}` : ''}`
      : userTypeLabel(thread.otherParticipant.userType),
  }))
  const byId = new Map(list.items.map((thread) => [thread.id, thread]))

  return (
    <SearchablePickList
      searchLabel="Search conversations"
      search={search}
      onSearch={setSearch}
      what="conversations"
      list={list}
      empty={
        <Typography variant="body2" color="text.secondary">
          {list.items.length === 0
            ? 'No conversations yet. Start one from an application or the Messages page.'
            : `No conversations match "${search.trim()}"`}
        </Typography>
      }
    >
      {rows.length > 0 ? (
        <PickList
          label="Conversations"
          rows={rows}
          selected={new Set(selected.keys())}
          disabled={disabled}
          onToggle={(id) => {
            const thread = byId.get(id) ?? selected.get(id)
            if (thread) onToggle(thread)
          }}
        />
      ) : null}
    </SearchablePickList>
  )
}

/**
 * The reader's accepted connections (GET /api/user/connections?q), searched on the server by name once typing pauses:
 * the share dialog's Connections tab (several) and the referral request (`single`: one). Chosen connections stay
 * chosen while a search hides them.
 */
export function ConnectionPicker({
  selected,
  onToggle,
  disabled,
  single = false,
}: {
  /** The chosen members by id (one may be chosen before the list has loaded it). */
  selected: ReadonlyMap<string, Pick<ConnectionAnswer, 'id' | 'name'>>
  onToggle: (connection: ConnectionAnswer) => void
  disabled: boolean
  single?: boolean
}) {
  const [search, setSearch] = useState('')
  const q = useDebouncedValue(search.trim(), CONNECTION_SEARCH_DEBOUNCE_MS)
  const list = useCursorList<ConnectionAnswer>(
    `share-connections:${q}`,
    async (cursor): Promise<CursorPage<ConnectionAnswer>> => {
      const page = await fetchConnectionsPage({ q, cursor, limit: MESSAGING_LIMITS.pageMax })
      return { items: page.connections, nextCursor: page.nextCursor, hasMore: page.hasMore }
    }
  )
  const rows = list.items.map((connection) => ({
    id: connection.id,
    name: connection.name,
    avatar: connection.avatar,
    detail: [userTypeLabel(connection.userType), connection.location].filter(Boolean).join(' · '),
  }))
  const byId = new Map(list.items.map((connection) => [connection.id, connection]))

  return (
    <SearchablePickList
      searchLabel="Search connections"
      search={search}
      onSearch={setSearch}
      what="connections"
      list={list}
      empty={
        <Typography variant="body2" color="text.secondary">
          {q ? `No connections match "${q}"` : 'No connections yet. Connect with people from search.'}
        </Typography>
      }
    >
      {rows.length > 0 ? (
        <PickList
          label="Connections"
          rows={rows}
          selected={new Set(selected.keys())}
          disabled={disabled}
          single={single}
          onToggle={(id) => {
            // Only listed rows can be toggled, so the list has the connection.
            const connection = byId.get(id)
            if (connection) onToggle(connection)
          }}
        />
      ) : null}
    </SearchablePickList>
  )
}
