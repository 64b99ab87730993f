import { Box, Button, Typography } from '@hireloop/shared-ui'

export const LOAD_MORE_FAILED = 'Failed to load more referrals. Please try again.'

/** Under a list with more to read on the server: the next page on demand, and its failure (as the feed's Saved page). */
export function LoadMore({
  hasMore,
  loading,
  failed,
  onLoadMore,
}: {
  hasMore: boolean
  loading: boolean
  failed: boolean
  onLoadMore: () => void
}) {
  if (!hasMore) return null
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1, py: 1 }}>
      {failed && (
        <Typography role="alert" variant="body2" color="error">
          {LOAD_MORE_FAILED}
        </Typography>
      )}
      <Button onClick={onLoadMore} disabled={loading}>
        {loading ? 'Loading...' : failed ? 'Try again' : 'Load more'}
      </Button>
    </Box>
  )
}
