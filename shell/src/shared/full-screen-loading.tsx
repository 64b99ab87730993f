import { Box } from '@hireloop/shared-ui'

/** Shown while authentication loads (part 1 §2). */
export function FullScreenLoading() {
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="full-screen-loading"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', color: 'text.secondary', fontSize: 18 }}
    >
      Loading
    </Box>
  )
}
