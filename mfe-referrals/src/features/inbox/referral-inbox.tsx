import type { ReferralAnswer } from '@hireloop/backend/api-types/referrals'
import { Box, Button, EmptyState, ErrorOutlineIcon, InboxIcon, Typography, VISUALLY_HIDDEN } from '@hireloop/shared-ui'
import { OfflineFallback } from '@hireloop/shared-ui/offline'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useReferralList, type ReferralBox } from '../../api/referrals/get-referrals'
import { inboxBoxes } from '../../shared/inbox-boxes'
import { applyInboxFilters, DEFAULT_FILTERS, hasActiveFilters, type InboxFilters } from './inbox-filters'
import { CLEAR_FILTERS, InboxToolbar } from './inbox-toolbar'
import { LoadMore } from './load-more'
import { ReferralCard } from './referral-card'
import { useReferralActions } from './use-referral-actions'

/** Scroll areas of lists are 600 px (part 2 §9). */
const LIST_HEIGHT = 600

const EMPTY: Record<ReferralBox, { title: string; description: string }> = {
  sent: {
    title: 'No requests sent',
    description:
      "Ask a contact for a referral from a job's details, or refer someone by e-mail, and it will be listed here.",
  },
  received: {
    title: 'No requests to answer',
    description: 'When someone asks you for a referral, or wants to refer you, it will appear here.',
  },
}

const TAB_IDS: Record<ReferralBox, string> = { sent: 'inbox-tab-sent', received: 'inbox-tab-received' }
const PANEL_ID = 'inbox-panel'

/** The box in the address (`?box=received`), so a notification can land on the request waiting for an answer. */
const BOX_PARAM = 'box'

/** The Referral Inbox tab (part 2 §2): requests I sent and requests to answer, searched, filtered and sorted. */
export function ReferralInbox({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams()
  const box: ReferralBox = params.get(BOX_PARAM) === 'received' ? 'received' : 'sent'
  const setBox = (next: ReferralBox) => {
    const copy = new URLSearchParams(params)
    if (next === 'received') copy.set(BOX_PARAM, next)
    else copy.delete(BOX_PARAM)
    setParams(copy, { replace: true })
  }
  const [filters, setFilters] = useState<InboxFilters>(DEFAULT_FILTERS)
  const sent = useReferralList(userId, 'sent')
  const received = useReferralList(userId, 'received')
  const actions = useReferralActions(userId)

  const boxes = useMemo(
    () => inboxBoxes(sent.referrals ?? [], received.referrals ?? []),
    [sent.referrals, received.referrals]
  )
  const shown = useMemo(
    () => ({
      sent: applyInboxFilters(boxes.sent, filters),
      received: applyInboxFilters(boxes.received, filters),
    }),
    [boxes, filters]
  )
  // Each box draws on both lists: it is loaded once both are, and has more while either has.
  const current = {
    isLoading: sent.isLoading || received.isLoading,
    error: sent.error ?? received.error,
    data: sent.referrals && received.referrals ? boxes[box] : undefined,
    mutate: () => Promise.all([sent.mutate(), received.mutate()]),
  }
  const more = {
    hasMore: sent.hasMore || received.hasMore,
    loading: sent.loadingMore || received.loadingMore,
    failed: Boolean(sent.loadMoreError ?? received.loadMoreError),
    load: () => {
      if (sent.hasMore) void sent.loadMore()
      if (received.hasMore) void received.loadMore()
    },
  }
  const list = shown[box]
  const clear = () => setFilters(DEFAULT_FILTERS)

  return (
    <Box>
      <InboxToolbar filters={filters} onChange={(change) => setFilters({ ...filters, ...change })} onClear={clear} />
      <Tabs
        value={box}
        onChange={(_event, value: ReferralBox) => setBox(value)}
        variant="fullWidth"
        aria-label="Referral requests"
        sx={{ mb: 2 }}
      >
        <Tab value="sent" id={TAB_IDS.sent} aria-controls={PANEL_ID} label={`Requests I Sent (${shown.sent.length})`} />
        <Tab
          value="received"
          id={TAB_IDS.received}
          aria-controls={PANEL_ID}
          label={`Requests to Answer (${shown.received.length})`}
        />
      </Tabs>
      <Box role="tabpanel" id={PANEL_ID} aria-labelledby={TAB_IDS[box]}>
        <Typography variant="h6" component="h2" sx={VISUALLY_HIDDEN}>
          {box === 'sent' ? 'Requests I sent' : 'Requests to answer'}
        </Typography>
        {current.isLoading && !current.data ? (
          <Typography role="status" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            Loading referrals...
          </Typography>
        ) : current.error && !current.data ? (
          <OfflineFallback error={current.error} retry={() => void current.mutate()}>
            <EmptyState
              icon={<ErrorOutlineIcon />}
              title="Failed to load referrals"
              description="Please try again later"
              action={<Button onClick={() => void current.mutate()}>Try again</Button>}
            />
          </OfflineFallback>
        ) : list.length === 0 ? (
          hasActiveFilters(filters) && (current.data?.length ?? 0) > 0 ? (
            <EmptyState
              icon={<InboxIcon />}
              title="No matching requests"
              description="No referral requests match your search and filters."
              action={<Button onClick={clear}>{CLEAR_FILTERS}</Button>}
            />
          ) : (
            <EmptyState icon={<InboxIcon />} {...EMPTY[box]} />
          )
        ) : (
          <Box
            component="ul"
            aria-label={box === 'sent' ? 'Requests I sent' : 'Requests to answer'}
            tabIndex={0}
            sx={{ m: 0, p: 0, display: 'grid', gap: 1.5, maxHeight: LIST_HEIGHT, overflowY: 'auto' }}
          >
            {list.map((referral: ReferralAnswer) => (
              <ReferralCard
                key={referral.id}
                referral={referral}
                box={box}
                asReferrer={referral.referrer.id === userId}
                onOpen={box === 'received' ? actions.open : undefined}
                onAnswer={box === 'received' ? actions.answer : undefined}
                busy={actions.busyIds.has(referral.id)}
              />
            ))}
          </Box>
        )}
        {current.data && (
          <LoadMore hasMore={more.hasMore} loading={more.loading} failed={more.failed} onLoadMore={more.load} />
        )}
      </Box>
    </Box>
  )
}
